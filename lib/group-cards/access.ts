import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { GroupCard, GroupCardInvitation, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { isSlugShaped } from "./slug";

// Who may do what with a group card: the one guard every card function goes
// through (docs/decisions/031-group-card-access.md).
//
// | who                                        | read by slug | read by id | contribute | manage | present |
// | creator                                    | yes          | yes        | yes        | yes    | yes     |
// | signed in with a live invited address      | yes          | yes        | yes        | no     | 403     |
// | holder of a valid card pass, no session    | yes          | 404        | yes        | 401    | 401     |
// | holder of an invalid card pass, no session | yes          | 404        | 403        | 401    | 401     |
// | signed-in stranger                         | yes          | 404        | 403        | 403    | 403     |
// | signed-out visitor                         | yes          | 404        | 401        | 401    | 401     |
// | revoked invitee                            | yes          | 404        | 403        | 403    | 403     |
//
// A card pass (docs/decisions/051-card-passes.md) is a token of this card
// from the card's cookie (lib/group-cards/card-pass.ts) or a request's body:
// the current token of a live invitation (the personal link in its e-mail),
// the card's contributor link while it is on, or the token of a guest who
// wrote through that link (a guest adds messages only while the link is on).
// It is a credential for this one card's messages and nothing else. A
// signed-in user whose session may not write (a stranger) writes with the
// pass they hold instead: the page asks them first.
//
// Once the card is delivered it is closed to new messages (messagesOpen):
// invitees and pass holders may no longer contribute (403) until its creator
// reopens it; the creator always may (docs/decisions/042).
//
// "Manage" is editing, publishing and deleting the card, inviting, revoking,
// removing anyone's message and reordering. "Present" is the slideshow
// (/group-cards/{slug}/present) and the keepsake PDF, the card as the
// birthday person receives it (docs/decisions/041-present-mode-and-keepsakes.md):
// the creator's until the card is delivered, then everyone's who has its link
// (the table's refusals hold until delivery).
// The thank-you note (docs/decisions/043) is no row of the table: once the
// card is delivered and until it has one, it is written by whoever holds the
// delivery e-mail's link (its secret, `thankYouToken`) or by the birthday
// person signed in with the card's address (mayThank).
// An author may edit their own message while they may contribute, and a
// signed-in author remove it even after being revoked (their words stay
// theirs); a pass holder's rights end with the pass (or the card's closing).
// A live invitation is one not revoked.

export type CardAccess = {
  card: GroupCard;
  actor: SessionUser | null;
  isCreator: boolean;
  /** The live invitation of the signed-in user's address on this card. */
  ownInvitation: GroupCardInvitation | null;
  /** The live invitation (or contributor-link guest) whose current token the request's card pass is. */
  tokenInvitation: GroupCardInvitation | null;
  /** The request's card pass is the card's contributor link, on. */
  linkPass: boolean;
  /** The request carried a card pass that is none of the above (wrong, revoked, another card's). */
  invalidPass: boolean;
};

export type CardAction = "contribute" | "manage" | "present";

type CardKey = { id: number } | { slug: string };

/** A card pass: the token itself, or where to find it once the card is known (its cookie: ./card-pass.ts). */
export type CardPassSource = string | null | undefined | ((card: GroupCard) => string | null | undefined);

/**
 * The card with what the actor (and the card pass, when one came along) may
 * do with it; 404 'Card not found' when there is no such card. `pass` is the
 * token itself, or where to find it once the card is known (its cookie).
 */
export async function cardAccess(
  key: CardKey,
  actor: SessionUser | null,
  pass?: CardPassSource,
): Promise<CardAccess> {
  // Given up front (by slug, a token in hand), the pass's invitation comes with the card: one query.
  const known = typeof pass === "function" ? null : (pass ?? null);
  const card = await db().groupCard.findUnique({
    where: key,
    // A visitor with neither session nor pass has no invitation to look for: one query fewer.
    include: { invitations: (actor !== null || known !== null) && { where: liveInvitationOf(actor, known) } },
  });
  if (!card) throw cardNotFound();
  const { invitations = [], ...rest } = card;
  const token = typeof pass === "function" ? (pass(rest) ?? null) : known;
  // Read from the cookie once the card was known: its invitation takes a second query.
  const passInvitations = token !== null && token !== known
    ? await db().groupCardInvitation.findMany({ where: { groupCardId: card.id, ...liveInvitationOf(null, token) } })
    : invitations;
  const tokenHash = token === null ? null : hashToken(token);
  const tokenInvitation = passInvitations.find((invitation) => invitation.inviteTokenHash === tokenHash) ?? null;
  const linkPass = token !== null && rest.contributorLinkToken !== null && sameSecret(token, rest.contributorLinkToken);
  return {
    card: rest,
    actor,
    isCreator: actor !== null && actor.id === card.creatorId,
    ownInvitation: (actor && invitations.find((invitation) => invitation.inviteeEmail === actor.email)) ?? null,
    tokenInvitation,
    linkPass,
    invalidPass: token !== null && tokenInvitation === null && !linkPass,
  };
}

/** The live invitations of the actor's address and of the token. */
function liveInvitationOf(actor: SessionUser | null, token: string | null): Prisma.GroupCardInvitationWhereInput {
  const match = [...(actor ? [{ inviteeEmail: actor.email }] : []), ...(token ? [{ inviteTokenHash: hashToken(token) }] : [])];
  return { status: { not: "revoked" }, OR: match };
}

/** Whether the request's card pass is a valid one (whatever it may do now). */
export function hasPass({ tokenInvitation, linkPass }: CardAccess): boolean {
  return tokenInvitation !== null || linkPass;
}

/** Whether the actor may do this (see the table above). */
export function may(access: CardAccess, action: CardAction): boolean {
  if (action === "manage") return access.isCreator;
  // Once delivered, the card is the birthday person's: the link in their
  // e-mail opens present mode without an account, like the card page itself.
  if (action === "present") return access.isCreator || access.card.deliveredAt !== null;
  return access.isCreator || (access.card.messagesOpen && (access.ownInvitation !== null || passWrites(access)));
}

/** Whether the session may write on its own (creator, or invited with its address): the pass is not used then. */
export function sessionWrites(access: CardAccess): boolean {
  return access.isCreator || (access.ownInvitation !== null && access.card.messagesOpen);
}

/** Whether the card pass alone lets its holder add a message now. */
function passWrites({ card, tokenInvitation, linkPass }: CardAccess): boolean {
  if (!card.messagesOpen) return false;
  // A guest of the contributor link writes while the link is on, as anyone holding it may.
  if (tokenInvitation) return !tokenInvitation.viaLink || card.contributorLinkToken !== null;
  return linkPass;
}

/**
 * Who a message added now is by: the session's user when it may write on its
 * own, else the pass's invitation (or, for the contributor link, a guest made
 * with the message: `invitation` null). Call after authorize(…, "contribute").
 */
export function writingAs(access: CardAccess): { user: SessionUser | null; invitation: GroupCardInvitation | null } {
  if (sessionWrites(access)) return { user: access.actor, invitation: access.ownInvitation };
  return { user: null, invitation: access.tokenInvitation };
}

/**
 * Whether this viewer wrote the message: their account's, or written through
 * their own invitation or the pass they hold. A pass counts only while the
 * card takes messages (its rights end with the card's closing).
 */
export function isAuthorOf(
  access: CardAccess,
  message: { contributorUserId: number | null; invitationId: number | null },
): boolean {
  const { actor, ownInvitation, tokenInvitation, card } = access;
  if (actor !== null && message.contributorUserId === actor.id) return true;
  if (message.invitationId === null) return false;
  if (message.invitationId === ownInvitation?.id) return true;
  return message.invitationId === tokenInvitation?.id && card.messagesOpen;
}

/** Whether `token` is the card's thank-you secret (compared in constant time). */
export function isThankYouToken(card: Pick<GroupCard, "thankYouToken">, token: string | null | undefined): boolean {
  return Boolean(token) && sameSecret(token!, card.thankYouToken);
}

/** Two secrets compared in constant time. */
function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the signed-in user is the birthday person: their address is the card's. */
export function isCardRecipient(access: CardAccess): boolean {
  const { actor, card } = access;
  return actor !== null && card.recipientEmail !== null && actor.email.toLowerCase() === card.recipientEmail.toLowerCase();
}

/**
 * Whether this viewer, holding `token` or not, may write the card's
 * thank-you note now: delivered, none written yet, and the link's secret or
 * the birthday person's own session.
 */
export function mayThank(access: CardAccess, token: string | null | undefined): boolean {
  const { card } = access;
  if (card.deliveredAt === null || card.thankYouAt !== null) return false;
  return isThankYouToken(card, token) || isCardRecipient(access);
}

/** May the actor do this? Otherwise 401 when nobody is signed in, 403 when the signed-in user may not. */
export function authorize(access: CardAccess, action: CardAction): void {
  if (may(access, action)) return;
  const contributing = action === "contribute";
  if (contributing && !access.actor && access.invalidPass) throw new AppError("forbidden", "inviteTokenInvalid");
  if (!access.actor && !(contributing && hasPass(access))) throw new AppError("unauthorized");
  const { card, tokenInvitation } = access;
  // A contributor-link guest on an open card: the link is what was turned off.
  if (contributing && card.messagesOpen && tokenInvitation?.viaLink) throw new AppError("forbidden", "contributorLinkOff");
  const closed = contributing && (access.ownInvitation !== null || hasPass(access));
  throw new AppError("forbidden", closed ? "cardMessagesClosed" : forbiddenKey[action]);
}

/**
 * The surprise guard (docs/decisions/042): until the card is delivered, its
 * messages are for its creator, the people invited (signed in with their
 * address, or holding their invite token) and anyone who wrote one; other
 * viewers learn only that it is being prepared. Its creator may switch the
 * guard off to share the card openly.
 */
export function seesMessages(access: CardAccess, wroteOne: boolean): boolean {
  const { card, isCreator, ownInvitation } = access;
  if (!card.surpriseGuard || card.deliveredAt !== null) return true;
  return isCreator || ownInvitation !== null || hasPass(access) || wroteOne;
}

/** Reading a card by its numeric id (guessable): creator and invitees only, 404 for everyone else. */
export function authorizeReadById(access: CardAccess): void {
  if (!access.isCreator && access.ownInvitation === null) throw cardNotFound();
}

const forbiddenKey: Record<CardAction, string> = {
  contribute: "cardContributeForbidden",
  manage: "cardManageForbidden",
  present: "cardPresentForbidden",
};

/** The 404 of a card that does not exist (or that this reader may not know of). */
export function cardNotFound(): AppError {
  return new AppError("not_found", "cardNotFound");
}

/** A path segment as a slug, or 404 'Card not found' without asking the database when it cannot be one. */
export function cardNotFoundUnlessSlug(segment: string): string {
  if (!isSlugShaped(segment)) throw cardNotFound();
  return segment;
}
