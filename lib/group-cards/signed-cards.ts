import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { GroupCard } from "@/lib/db/generated/client";
import { may, type CardAccess } from "./access";
import { MAX_SIGNED_CARDS_LISTED } from "./limits";
import type { SignedCardDto, SignedCardsDto, SignedCardState } from "./schema";
import type { CardTheme } from "./themes";

// "Cards you signed or were invited to" on My group cards
// (docs/decisions/053-cards-you-signed.md): the cards others made on which
// the user has a live invitation for their address, or a message written
// with their account or their address. Two queries, however many cards.

type Ranked = { id: number; messagesCount: number; firstMessageId: number | null };

/** GET /api/group-cards/signed: the user's part in other people's cards, the most recent by activity first. */
export async function listSignedCards(user: SessionUser): Promise<SignedCardsDto> {
  // Activity: the card made or delivered, the invitation (last) sent, the
  // user's last message. Timestamps without a zone hold UTC (Prisma writes
  // them so); delivered_at has one, so it is read in UTC to compare.
  const ranked = await db().$queryRaw<Ranked[]>`
    WITH mine AS (
      SELECT group_card_id,
             count(*)::int AS messages,
             (array_agg(id ORDER BY position, created_at, id))[1] AS first_message_id,
             max(created_at) AS last_written_at
      FROM group_card_contributions
      -- A contributor-link guest's address is what they typed, unproven: it finds no card for anyone (docs/decisions/051).
      WHERE contributor_user_id = ${user.id}
         OR (contributor_email = ${user.email}
             AND NOT EXISTS (SELECT 1 FROM group_card_invitations guest WHERE guest.id = invitation_id AND guest.via_link))
      GROUP BY group_card_id
    ), invited AS (
      SELECT group_card_id, sent_at
      FROM group_card_invitations
      WHERE invitee_email = ${user.email} AND status <> 'revoked'
    )
    SELECT card.id, coalesce(mine.messages, 0) AS "messagesCount", mine.first_message_id AS "firstMessageId"
    FROM mine FULL JOIN invited USING (group_card_id)
    JOIN group_cards card ON card.id = group_card_id
    WHERE card.creator_id <> ${user.id}
    ORDER BY greatest(card.created_at, card.delivered_at AT TIME ZONE 'UTC', invited.sent_at, mine.last_written_at) DESC, card.id DESC
    LIMIT ${MAX_SIGNED_CARDS_LISTED + 1}`;
  const shown = ranked.slice(0, MAX_SIGNED_CARDS_LISTED);
  const cards = await db().groupCard.findMany({
    where: { id: { in: shown.map(({ id }) => id) } },
    include: { invitations: { where: { inviteeEmail: user.email, status: { not: "revoked" } } } },
  });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    cards: shown.flatMap(({ id, messagesCount, firstMessageId }) => {
      // (A card deleted between the two queries is simply left out.)
      const row = byId.get(id);
      if (!row) return [];
      const { invitations, ...card } = row;
      return [signedCardOf({ card, actor: user, ownInvitation: invitations[0] ?? null }, { messagesCount, firstMessageId })];
    }),
    more: ranked.length > MAX_SIGNED_CARDS_LISTED,
  };
}

/**
 * My group cards for a visitor without an account who signed with card
 * passes (docs/decisions/051): the cards whose passes this browser holds and
 * that still work, newest first, with what they wrote through them. Two
 * queries, however many passes; at most MAX_SIGNED_CARDS_LISTED are read.
 */
export async function listCardsOfPasses(passes: { slug: string; token: string }[]): Promise<SignedCardsDto> {
  const read = passes.slice(0, MAX_SIGNED_CARDS_LISTED);
  const tokenOf = new Map(read.map(({ slug, token }) => [slug, token]));
  const hashes = read.map(({ token }) => hashToken(token));
  const cards = await db().groupCard.findMany({
    where: { slug: { in: [...tokenOf.keys()] } },
    include: {
      invitations: { where: { status: { not: "revoked" }, inviteTokenHash: { in: hashes } } },
      contributions: {
        where: { invitation: { inviteTokenHash: { in: hashes } } },
        select: { id: true },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const shown = cards.flatMap(({ invitations, contributions, ...card }) => {
    const token = tokenOf.get(card.slug)!;
    const tokenInvitation = invitations.find((invitation) => invitation.inviteTokenHash === hashToken(token)) ?? null;
    const linkPass = card.contributorLinkToken === token;
    // A pass that no longer works (revoked, replaced) lists nothing.
    if (!tokenInvitation && !linkPass) return [];
    const mine = { messagesCount: contributions.length, firstMessageId: contributions[0]?.id ?? null };
    return [signedCardOf({ card, tokenInvitation, linkPass }, mine)];
  });
  return { cards: shown, more: passes.length > MAX_SIGNED_CARDS_LISTED };
}

/**
 * One card of the list: what it is, where it stands, the signer's part in it,
 * and whether they may add a message now, as the access guard would answer
 * for them (`who`: their session's invitation, or the pass they hold).
 */
function signedCardOf(
  who: Pick<CardAccess, "card"> & Partial<Pick<CardAccess, "actor" | "ownInvitation" | "tokenInvitation" | "linkPass">>,
  mine: Pick<SignedCardDto, "messagesCount" | "firstMessageId">,
): SignedCardDto {
  const { card } = who;
  const access: CardAccess = {
    actor: null,
    ownInvitation: null,
    tokenInvitation: null,
    linkPass: false,
    ...who,
    isCreator: false,
    invalidPass: false,
  };
  return {
    slug: card.slug,
    title: card.title,
    recipientName: card.recipientName,
    creatorName: card.creatorName,
    theme: card.theme as CardTheme,
    state: signedCardState(card),
    ...mine,
    canAddMessage: may(access, "contribute"),
  };
}

/**
 * Delivery (deliveredAt) and messagesOpen say where a card stands for its
 * signers; isPublished does not: it is the creator's Draft/Published, which
 * lets invitees write either way (docs/decisions/035), and publishing before
 * the day is itself the delivery (docs/decisions/042).
 */
function signedCardState(card: Pick<GroupCard, "deliveredAt" | "messagesOpen">): SignedCardState {
  if (card.deliveredAt === null) return card.messagesOpen ? "open" : "closed";
  return card.messagesOpen ? "reopened" : "delivered";
}
