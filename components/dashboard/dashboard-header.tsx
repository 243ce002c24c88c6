import { PartyPopper, ShieldCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { LanguagePicker } from "@/components/site/language-picker";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { Button } from "@/components/ui/button";
import { CssTooltip } from "@/components/site/css-tooltip";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { DashboardNav, type DashboardNavProps } from "./dashboard-nav";
import { LogoutButton } from "./logout-button";

/**
 * Header of the signed-in pages: brand, the dashboard's sections (Dashboard,
 * All birthdays, Group cards, Settings), the user's e-mail, language, theme, logout, and
 * for admins a Backend button that opens /backend in a new tab.
 * Server-rendered; only the section links, language select, theme click and
 * logout run in the browser. From 360 px up the controls fit one row, the
 * e-mail a second, and the sections move to a tab bar at the bottom of the
 * screen (outside the header: its backdrop blur would hold a fixed bar).
 */
export async function DashboardHeader({ user, locale }: { user: CurrentUserProfile; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "dashboard" });
  const common = await getTranslations({ locale, namespace: "common" });
  const nav = await getTranslations({ locale, namespace: "nav" });
  const sections: Omit<DashboardNavProps, "variant"> = {
    label: t("sections.label"),
    links: {
      home: { href: localizedPath(locale, "/dashboard"), label: nav("dashboard") },
      birthdays: { href: localizedPath(locale, "/dashboard/birthdays"), label: t("sections.birthdays") },
      cards: { href: localizedPath(locale, "/my-group-cards"), label: t("sections.cards") },
      settings: { href: localizedPath(locale, "/dashboard/settings"), label: t("sections.settings") },
    },
  };
  const email = (
    <>
      <span className="sr-only">{t("signedInAs", { email: user.email })}</span>
      <span aria-hidden="true">{user.email}</span>
    </>
  );
  return (
    <>
    <header className="tooltip-group sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
        <div className="flex shrink-0 items-center gap-4 lg:gap-6">
          {/* Never prefetched: the sections' Dashboard link prefetches the same page, and across layouts only on intent (DashboardNav). */}
          <Link
            href={localizedPath(locale, "/dashboard")}
            prefetch={false}
            className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight"
          >
            <PartyPopper className="size-6 text-primary" aria-hidden="true" />
            {/* The narrowest phones keep the icon; the name stays for screen readers. */}
            <span className="max-[400px]:sr-only">{common("appName")}</span>
          </Link>
          <DashboardNav {...sections} variant="inline" />
        </div>
        <nav aria-label={t("accountNavigation")} className="flex min-w-0 items-center gap-1 sm:gap-2">
          <p
            className="hidden min-w-0 truncate text-sm text-muted-foreground lg:block"
            title={user.email}
            data-testid="header-email"
          >
            {email}
          </p>
          {user.isAdmin && (
            // Icon only on the narrowest screens: the tooltip shows there, the label elsewhere.
            <CssTooltip label={t("backend")} className="sm:hidden">
              <Button asChild variant="outline" size="sm">
                <a href="/backend" target="_blank" rel="noopener noreferrer" data-testid="backend-link">
                  <ShieldCheck aria-hidden="true" />
                  <span className="max-sm:sr-only">{t("backend")}</span>
                  <span className="sr-only">{t("opensInNewTab")}</span>
                </a>
              </Button>
            </CssTooltip>
          )}
          <LanguagePicker />
          <ThemeToggle />
          <LogoutButton
            label={nav("logout")}
            homeHref={localizedPath(locale, "/")}
            failedTexts={{ title: t("logoutFailedTitle"), description: t("logoutFailedDescription") }}
          />
        </nav>
      </div>
      <p
        className="mx-auto max-w-6xl truncate px-3 pb-2 text-xs text-muted-foreground lg:hidden"
        data-testid="header-email-mobile"
      >
        {email}
      </p>
    </header>
    <DashboardNav {...sections} variant="bar" />
    </>
  );
}
