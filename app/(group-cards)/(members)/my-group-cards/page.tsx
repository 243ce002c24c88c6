import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowLeft, Plus } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { MyCardsFrame } from "@/components/group-cards/my-cards-frame";
import { CREATE_CARD_PATH, MyCardsEmpty, MyCardsGrid } from "@/components/group-cards/my-cards-grid";
import { SignedCardsList } from "@/components/group-cards/signed-cards-list";
import { Button } from "@/components/ui/button";
import { cookies } from "next/headers";
import { GuestCards } from "@/components/group-cards/guest-cards";
import { getCurrentUser, requireCurrentUser } from "@/lib/auth/current-user";
import { cardPassesOf } from "@/lib/group-cards/card-pass";
import { listMyCardSummaries } from "@/lib/group-cards/cards";
import { listCardsOfPasses, listSignedCards } from "@/lib/group-cards/signed-cards";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { loadForSession } from "@/lib/site/dashboard-page";
import { getProfile } from "@/lib/users/profile";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("groupCards.myCards");
  return { title: t("metaTitle"), description: t("metaDescription") };
}

/**
 * My group cards (docs/decisions/053-cards-you-signed.md): the cards the user started, and the cards
 * of others they signed or were invited to (docs/decisions/053), each in its
 * section, rendered on the server (nothing to fetch after the first paint),
 * with Create New Card and the way back to the dashboard. Without an
 * account, the cards this browser signed with card passes.
 */
export default async function MyGroupCardsPage() {
  const locale = localeOr(await getLocale());
  // Signed out with card passes: the cards signed from their links on this device (docs/decisions/051).
  const passes = cardPassesOf(await cookies());
  if (!(await getCurrentUser()) && passes.length > 0) return <GuestCards locale={locale} list={await listCardsOfPasses(passes)} />;
  const session = await requireCurrentUser(locale);
  const [user, cards, signed] = await loadForSession(
    locale,
    Promise.all([getProfile(session.id), listMyCardSummaries(session), listSignedCards(session)]),
  );
  const t = await getTranslations({ locale, namespace: "groupCards.myCards" });

  return (
    <MyCardsFrame
      header={<DashboardHeader user={user} locale={locale} />}
      title={t("title")}
      intro={t("subtitle")}
      actions={
        <>
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
        </>
      }
    >
      {cards.length === 0 && signed.cards.length === 0 ? (
        <MyCardsEmpty />
      ) : (
        <>
          <CardsSection id="cards-made" title={t("madeTitle")} count={cards.length}>
            <MyCardsGrid cards={cards} timeZone={user.timeZone} />
          </CardsSection>
          <CardsSection id="cards-signed" title={t("signedTitle")} count={signed.cards.length}>
            <SignedCardsList list={signed} />
          </CardsSection>
        </>
      )}
    </MyCardsFrame>
  );
}

/** One of the page's two lists under its heading, with how many cards it holds. */
function CardsSection({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="grid gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title} <span className="font-normal text-muted-foreground tabular-nums">{count}</span>
      </h2>
      {children}
    </section>
  );
}
