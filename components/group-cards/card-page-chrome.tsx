import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LanguagePicker } from "@/components/site/language-picker";
import { LocalizedLink } from "@/components/site/localized-link";
import { PartyPopper } from "@/components/site/static-icons";
import { ThemeToggle } from "@/components/site/theme-toggle";

// The frame of the card pages, which anyone with a link may open: a slim
// header (the brand, language, theme) and a footer line inviting visitors to
// make cards of their own. Server-rendered, like the public pages' chrome.

/** The brand leads home: the dashboard for a signed-in visitor, the landing page otherwise. */
export async function CardPageHeader({ signedIn }: { signedIn: boolean }) {
  const t = await getTranslations();
  return (
    <header className="border-b border-border/60 bg-background/80">
      <nav
        aria-label={t("nav.mainNavigation")}
        className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-2 px-3 sm:px-4"
      >
        <LocalizedLink
          href={signedIn ? "/dashboard" : "/"}
          className="flex items-center gap-2 text-lg font-bold tracking-tight"
          data-testid="card-brand"
        >
          <PartyPopper className="size-6 text-primary" aria-hidden="true" />
          {t("common.appName")}
        </LocalizedLink>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}

/** The page between the card pages' header and footer. */
export async function CardPageFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const t = await getTranslations("groupCards.card");
  return (
    <div className="flex min-h-dvh flex-col">
      <CardPageHeader signedIn={signedIn} />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t border-border/60">
        <p className="mx-auto max-w-4xl px-4 py-6 text-center text-sm text-muted-foreground">
          {t("makeYourOwn")}{" "}
          <LocalizedLink
            href={signedIn ? "/create-group-card" : "/"}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("makeYourOwnLink")}
          </LocalizedLink>
        </p>
      </footer>
    </div>
  );
}
