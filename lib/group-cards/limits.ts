// The longest texts a group card takes, in characters. Apart from the
// schemas (./schema.ts, which re-exports them) so that a form needing only
// a limit does not bring zod into its page: present mode's thank-you form
// would otherwise load it with the slideshow.

export const CARD_TITLE_MAX_LENGTH = 120;
export const CARD_DESCRIPTION_MAX_LENGTH = 1000;
export const CARD_NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest thank-you note: a few warm paragraphs, not a letter. */
export const THANK_YOU_MAX_LENGTH = 1000;

/**
 * The most messages a card holds: ten times the 50 its page is measured
 * with, so that a card's page, present mode and keepsake stay bounded
 * (docs/decisions/048-per-account-limits.md).
 */
export const MAX_MESSAGES_PER_CARD = 500;
/** The most messages one invitee adds to a card, so that nobody can fill it for everyone else; the creator has only the card's limit. */
export const MAX_MESSAGES_PER_AUTHOR = 25;

/**
 * The contributor link (docs/decisions/051-card-passes.md) reaches whoever is
 * in the chat it was posted to, so its guests write within bounds of their
 * own: each guest MAX_MESSAGES_PER_AUTHOR like an invitee, an IP a team's
 * worth an hour (an office shares one), and all of them together a share of
 * the card, so that the people invited by name always find room.
 */
export const LINK_MESSAGES_PER_IP_PER_HOUR = 30;
export const MAX_LINK_MESSAGES_PER_CARD = 300;

/**
 * The most invitations one card has, revoked ones included (they stay on its
 * list): the creator panel and "My group cards" list every invitation, so
 * without a bound 200 a day would grow both for ever. 500 is one invitee for
 * every message the card can hold; a card is made with at most 100
 * (docs/decisions/048-per-account-limits.md, addendum).
 */
export const MAX_INVITATIONS_PER_CARD = 500;

/**
 * The most group cards one account keeps (made and not deleted): "My group
 * cards" (GET /api/group-cards) lists them all in one answer, each with its
 * invitations, so without a bound one account could make that answer, and
 * the server building it, as large as it liked. 500 is a card for 50 people
 * a year for ten years, and at least three days of the daily invitation
 * budget (each card invites someone); 500 cards with every text full and ten
 * invitations each make an answer of about 1.7 MB
 * (docs/decisions/048-per-account-limits.md).
 */
export const MAX_GROUP_CARDS_PER_USER = 500;

/**
 * The most cards "Cards you signed or were invited to" lists: the most
 * recent by activity (docs/decisions/053-cards-you-signed.md). Unlike the
 * cards one makes, nothing bounds the cards others invite one to.
 */
export const MAX_SIGNED_CARDS_LISTED = 100;

/**
 * Which of the two message limits stops another message: the card's, or
 * (for anyone but the creator) its author's; null while there is room. The
 * one rule behind the 409 when a message is added and the card page's notice
 * before one is written.
 */
export function messageLimitReached({ onCard, byAuthor, isCreator }: { onCard: number; byAuthor: number; isCreator: boolean }) {
  if (onCard >= MAX_MESSAGES_PER_CARD) return "card";
  if (!isCreator && byAuthor >= MAX_MESSAGES_PER_AUTHOR) return "author";
  return null;
}
