import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { AuthButton } from "@/components/auth/auth-button";
import { LocalizedLink } from "@/components/site/localized-link";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { LanguagePicker } from "./language-picker";
import { PartyPopper } from "./static-icons";
import { ThemeToggle } from "./theme-toggle";

// Next renders the root 404 (with this header) into every page's payload
// as well: one session lookup per request serves both headers.
const signedInUser = cache(getCurrentUser);

/**
 * Header of the public pages: home link, language, theme, and the way in:
 * the dashboard for a signed-in visitor, else the sign-in button (spec
 * section 2). Without a session cookie the session check is free, so signed-out
 * visitors pay nothing for it.
 */
export async function SiteHeader() {
  const [t, user] = await Promise.all([getTranslations(), signedInUser()]);
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur">
      <nav
        aria-label={t("nav.mainNavigation")}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4"
      >
        <LocalizedLink href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <PartyPopper className="size-6 text-primary" aria-hidden="true" />
          {/* The narrowest phones keep the icon; the name stays for screen readers. */}
          <span className="max-[400px]:sr-only">{t("common.appName")}</span>
        </LocalizedLink>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguagePicker />
          <ThemeToggle />
          {user ? (
            <Button asChild size="sm">
              <LocalizedLink href="/dashboard" data-testid="header-dashboard">
                {t("nav.dashboard")}
              </LocalizedLink>
            </Button>
          ) : (
            <AuthButton label="loginOrRegister" size="sm" data-testid="header-login" />
          )}
        </div>
      </nav>
    </header>
  );
}
