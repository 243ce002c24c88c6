import { CalendarDays, Clock, Eye, MessageSquare, Mails, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { formatCelebration, parseDate } from "@/lib/dates/calendar";
import { dateFormat } from "@/lib/dates/date-format";
import type { GroupCardDto } from "@/lib/group-cards/schema";
import { CardTile } from "./card-tile";
import { ShareCardButton } from "./share-card-button";

/** Where Create New Card and the empty states' buttons go. */
export const CREATE_CARD_PATH = "/create-group-card";

/**
 * "Cards you made" on My group cards (docs/decisions/053-cards-you-signed.md): each card the user
 * started, newest first, with a strip of its theme, Published or Draft, the
 * birthday, the messages so far and when it was made, then View and Share;
 * or the section's empty state. No client code of its own besides Share: the
 * page renders it on the server from listMyCardSummaries.
 */
export function MyCardsGrid({ cards, timeZone }: { cards: GroupCardDto[]; timeZone: string }) {
  const t = useTranslations("groupCards.myCards");
  if (cards.length === 0) {
    return (
      <StatePanel
        icon={<Mails aria-hidden="true" />}
        heading={<h3 className="text-lg font-semibold">{t("madeEmptyTitle")}</h3>}
        description={t("emptyDescription")}
        actions={<CreateCardButton />}
        data-testid="my-cards-none-made"
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

/** The page's empty state, when the user has neither made nor signed a card. */
export function MyCardsEmpty() {
  const t = useTranslations("groupCards.myCards");
  return (
    <StatePanel
      icon={<Mails aria-hidden="true" />}
      heading={<h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>}
      description={t("emptyDescription")}
      actions={<CreateCardButton />}
      data-testid="my-cards-empty"
    />
  );
}

function CreateCardButton() {
  const t = useTranslations("groupCards.myCards");
  return (
    <Button asChild>
      <Link href={CREATE_CARD_PATH}>
        <Plus aria-hidden="true" />
        {t("emptyAction")}
      </Link>
    </Button>
  );
}

function MyCard({ card, timeZone }: { card: GroupCardDto; timeZone: string }) {
  const t = useTranslations("groupCards");
  const locale = useLocale();
  const birthday = card.recipientBirthday ? parseDate(card.recipientBirthday) : null;
  const created = dateFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(card.createdAt));
  return (
    <CardTile
      theme={card.theme}
      title={card.title}
      recipientName={card.recipientName}
      status={
        <Badge variant={card.isPublished ? "default" : "secondary"} data-testid="my-card-status">
          {card.isPublished ? t("myCards.published") : t("myCards.draft")}
        </Badge>
      }
      footer={
        <>
          <Button asChild size="sm">
            <Link href={`/group-cards/${card.slug}`} aria-label={t("myCards.viewLabel", { title: card.title })} data-testid="my-card-view">
              <Eye aria-hidden="true" />
              {t("myCards.view")}
            </Link>
          </Button>
          <ShareCardButton slug={card.slug} title={card.title} />
        </>
      }
      data-testid="my-card"
    >
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
    </CardTile>
  );
}
