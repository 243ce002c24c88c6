import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LocalizedLink } from "@/components/site/localized-link";
import { PartyPopper } from "./static-icons";

/**
 * The slim header of the card pages and of the root 404: the brand, which
 * leads home (the dashboard for a signed-in visitor, the landing page
 * otherwise), and the controls on the right (language and theme on the
 * pages, skeletons while loading). This module imports no client component:
 * loading and not-found states use it, and every client component a route's
 * states import is another copy in the page's JavaScript (decision 034).
 */
export async function SlimHeader({ signedIn, controls }: { signedIn: boolean; controls: ReactNode }) {
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
          {controls}
        </div>
      </nav>
    </header>
  );
}
