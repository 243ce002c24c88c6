import { Eye, MessageSquare, MessageSquarePlus, PenLine, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { cardMessagePath, cardPath, cardReturnPath } from "@/lib/group-cards/links";
import { MAX_SIGNED_CARDS_LISTED, type SignedCardDto, type SignedCardsDto } from "@/lib/group-cards/schema";
import { CardTile } from "./card-tile";

/**
 * "Cards you signed or were invited to" on My group cards
 * (docs/decisions/053-cards-you-signed.md): other people's cards with where
 * they stand, who started them and the user's own messages, and the way back
 * to the first of those (or Add your message, while invited and not yet
 * signed); or the section's empty state. Server-rendered, links only.
 */
export function SignedCardsList({ list }: { list: SignedCardsDto }) {
  const t = useTranslations("groupCards.myCards");
  if (list.cards.length === 0) {
    return (
      <StatePanel
        icon={<PenLine aria-hidden="true" />}
        heading={<h3 className="text-lg font-semibold">{t("signedEmptyTitle")}</h3>}
        description={t("signedEmptyDescription")}
        data-testid="signed-cards-empty"
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="signed-cards">
        {list.cards.map((card) => (
          <li key={card.slug} className="grid min-w-0">
            <SignedCard card={card} />
          </li>
        ))}
      </ul>
      {list.more && (
        <p className="text-sm text-muted-foreground" data-testid="signed-cards-more">
          {t("signedMore", { count: MAX_SIGNED_CARDS_LISTED })}
        </p>
      )}
    </>
  );
}

function SignedCard({ card }: { card: SignedCardDto }) {
  const t = useTranslations("groupCards.myCards");
  const open = card.state === "open" || card.state === "reopened";
  return (
    <CardTile
      theme={card.theme}
      title={card.title}
      recipientName={card.recipientName}
      status={
        <Badge variant={open ? "default" : "secondary"} data-testid="signed-card-state">
          {t(`states.${card.state}`)}
        </Badge>
      }
      footer={<SignedCardAction card={card} />}
      data-testid="signed-card"
    >
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          {t("startedBy", { name: card.creatorName })}
        </li>
        <li className="flex items-center gap-2" data-testid="signed-card-messages">
          <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
          {t("yourMessages", { count: card.messagesCount })}
        </li>
      </ul>
    </CardTile>
  );
}

/** The way back to the user's message, else Add your message while they may, else the card. */
function SignedCardAction({ card }: { card: SignedCardDto }) {
  const t = useTranslations("groupCards.myCards");
  if (card.firstMessageId !== null) {
    return (
      <Button asChild size="sm">
        {/* A document navigation, not next/link's: only a page loaded at the
            address matches :target (the tile's highlight) and focuses the tile. */}
        <a
          href={cardMessagePath(card.slug, card.firstMessageId)}
          aria-label={t("goToMessageLabel", { count: card.messagesCount, title: card.title })}
          data-testid="signed-card-action"
        >
          <MessageSquare aria-hidden="true" />
          {t("goToMessage", { count: card.messagesCount })}
        </a>
      </Button>
    );
  }
  if (card.canAddMessage) {
    return (
      <Button asChild size="sm">
        {/* The card with its Add Message dialog open, as after an invitation's sign-in link. */}
        <Link href={cardReturnPath(card.slug)} aria-label={t("addMessageLabel", { title: card.title })} data-testid="signed-card-action">
          <MessageSquarePlus aria-hidden="true" />
          {t("addMessage")}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={cardPath(card.slug)} aria-label={t("viewLabel", { title: card.title })} data-testid="signed-card-action">
        <Eye aria-hidden="true" />
        {t("view")}
      </Link>
    </Button>
  );
}
