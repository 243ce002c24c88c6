import { getTranslations } from "next-intl/server";
import { AuthButton } from "@/components/auth/auth-button";
import { LocalizedLink } from "@/components/site/localized-link";
import { LanguagePicker } from "./language-picker";
import { PartyPopper } from "./static-icons";
import { ThemeToggle } from "./theme-toggle";

/** Header of the public pages: home link, language, theme, sign-in. */
export async function SiteHeader() {
  const t = await getTranslations();
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
          <AuthButton label="loginOrRegister" size="sm" data-testid="header-login" />
        </div>
      </nav>
    </header>
  );
}
