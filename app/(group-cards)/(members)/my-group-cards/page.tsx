import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowLeft, Plus } from "lucide-react";
import Link from "next/link";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { CREATE_CARD_PATH, MyCardsGrid } from "@/components/group-cards/my-cards-grid";
import { Button } from "@/components/ui/button";
import { requireCurrentUser } from "@/lib/auth/current-user";
import { listMyCardSummaries } from "@/lib/group-cards/cards";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { loadForSession } from "@/lib/site/dashboard-page";
import { getProfile } from "@/lib/users/profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("groupCards.myCards");
  return { title: t("metaTitle"), description: t("metaDescription") };
}

/**
 * My group cards (spec section 2): the cards the user started, rendered on
 * the server from listMyCardSummaries (nothing to fetch after the first paint), with
 * Create New Card and the way back to the dashboard.
 */
export default async function MyGroupCardsPage() {
  const locale = localeOr(await getLocale());
  const session = await requireCurrentUser(locale);
  const [user, cards] = await loadForSession(locale, Promise.all([getProfile(session.id), listMyCardSummaries(session)]));
  const t = await getTranslations({ locale, namespace: "groupCards.myCards" });

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} locale={locale} />
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:gap-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <Button asChild className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto">
              <Link href={CREATE_CARD_PATH} data-testid="my-cards-create">
                <Plus aria-hidden="true" />
                {t("createNew")}
              </Link>
            </Button>
            <Button asChild variant="outline" className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto">
              <Link href={localizedPath(locale, "/dashboard")} data-testid="my-cards-back">
                <ArrowLeft aria-hidden="true" />
                {t("backToDashboard")}
              </Link>
            </Button>
          </div>
        </div>
        <MyCardsGrid cards={cards} timeZone={user.timeZone} />
      </main>
    </div>
  );
}
