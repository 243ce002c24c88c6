"use client";

import { PartyPopper, TriangleAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { localeOr, localizedPath } from "@/lib/i18n/locales";

/**
 * When a dashboard view fails on the server (its page threw): the brand,
 * a plain message in place of the content, "Try again" (renders the view
 * again from the server) and a way back to the home. Never the error's
 * text: it may be technical or say too much.
 */
export function DashboardError({ reset }: { reset: () => void }) {
  const t = useTranslations("dashboardStates");
  const common = useTranslations("common");
  const locale = localeOr(useLocale());
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      // The page is a server component: refresh fetches it again, reset clears this boundary.
      router.refresh();
      reset();
    });
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/60">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Link href={localizedPath(locale, "/dashboard")} className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <PartyPopper className="size-6 text-primary" aria-hidden="true" />
            {common("appName")}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 content-start px-4 py-10">
        <StatePanel
          role="alert"
          tone="destructive"
          icon={<TriangleAlert aria-hidden="true" />}
          heading={<h1 className="text-lg font-semibold">{t("errorTitle")}</h1>}
          description={t("errorDescription")}
          actions={
            <>
              <Button type="button" onClick={retry} data-testid="dashboard-error-retry">
                {t("retry")}
              </Button>
              <Button asChild variant="outline">
                <Link href={localizedPath(locale, "/dashboard")}>{t("backToDashboard")}</Link>
              </Button>
            </>
          }
          data-testid="dashboard-error"
        />
      </main>
    </div>
  );
}
