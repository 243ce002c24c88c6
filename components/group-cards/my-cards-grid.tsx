import { CalendarDays, Clock, Eye, MessageSquare, Mails, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { formatCelebration, parseDate } from "@/lib/dates/calendar";
import { dateFormat } from "@/lib/dates/date-format";
import type { GroupCardDto } from "@/lib/group-cards/schema";
import { cardThemeClass } from "./card-themes";
import { ShareCardButton } from "./share-card-button";

/** Where Create New Card and the empty state's button go. */
export const CREATE_CARD_PATH = "/create-group-card";

/**
 * My group cards (spec section 2): each card the user started, newest
 * first, with a strip of its theme, Published or Draft, the birthday, the
 * messages so far and when it was made, then View and Share; or the empty
 * state. No client code of its own besides Share: the page renders it on the
 * server from listMyCardSummaries.
 */
export function MyCardsGrid({ cards, timeZone }: { cards: GroupCardDto[]; timeZone: string }) {
  const t = useTranslations("groupCards.myCards");
  if (cards.length === 0) {
    return (
      <StatePanel
        icon={<Mails aria-hidden="true" />}
        heading={<h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>}
        description={t("emptyDescription")}
        actions={
          <Button asChild>
            <Link href={CREATE_CARD_PATH}>
              <Plus aria-hidden="true" />
              {t("emptyAction")}
            </Link>
          </Button>
        }
        data-testid="my-cards-empty"
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-cards">
      {cards.map((card) => (
        <li key={card.id} className="grid min-w-0">
          <MyCard card={card} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

function MyCard({ card, timeZone }: { card: GroupCardDto; timeZone: string }) {
  const t = useTranslations("groupCards");
  const locale = useLocale();
  const birthday = card.recipientBirthday ? parseDate(card.recipientBirthday) : null;
  const created = dateFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(card.createdAt));
  return (
    <article
      // wrap-anywhere (inherited): a word longer than the card breaks rather than pushing its badge and dates out.
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm wrap-anywhere"
      data-testid="my-card"
    >
      {/* The card's theme, as a strip of its background with its name. */}
      <div className={`${cardThemeClass(card.theme)} flex h-14 items-end px-4 py-2 text-xs font-semibold`} data-theme={card.theme}>
        {t(`themes.${card.theme}`)}
      </div>
      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg leading-tight font-semibold" data-testid="my-card-title">
            {card.title}
          </h2>
          <Badge variant={card.isPublished ? "default" : "secondary"} data-testid="my-card-status">
            {card.isPublished ? t("myCards.published") : t("myCards.draft")}
          </Badge>
        </div>
        <p className="-mt-2 text-sm font-medium text-muted-foreground">
          {t("preview.for", { name: card.recipientName })}
        </p>
        {card.description && (
          <p className="line-clamp-2 text-sm" title={card.description}>
            {card.description}
          </p>
        )}
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {birthday && (
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {t("myCards.birthday", { date: formatCelebration(birthday, locale) })}
            </li>
          )}
          <li className="flex items-center gap-2" data-testid="my-card-messages">
            <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
            {t("myCards.messages", { count: card.contributionsCount })}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {t("myCards.created", { date: created })}
          </li>
        </ul>
      </div>
      <div className="flex flex-wrap gap-2 border-t px-4 py-3">
        <Button asChild size="sm">
          <Link href={`/group-cards/${card.slug}`} aria-label={t("myCards.viewLabel", { title: card.title })} data-testid="my-card-view">
            <Eye aria-hidden="true" />
            {t("myCards.view")}
          </Link>
        </Button>
        <ShareCardButton slug={card.slug} title={card.title} />
      </div>
    </article>
  );
}
