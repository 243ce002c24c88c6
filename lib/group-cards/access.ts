import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { GroupCard, GroupCardInvitation } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { isSlugShaped } from "./slug";

// Who may do what with a group card: the one guard every card function goes
// through (docs/decisions/031-group-card-access.md).
//
// | who                                        | read by slug | read by id | contribute | manage | present |
// | creator                                    | yes          | yes        | yes        | yes    | yes     |
// | signed in with a live invited address      | yes          | yes        | yes        | no     | 403     |
// | holder of a valid invite token, signed out | yes          | 404        | 401 (gets a sign-in link) | 401 | 401 |
// | signed-in stranger                         | yes          | 404        | 403        | 403    | 403     |
// | signed-out visitor                         | yes          | 404        | 401        | 401    | 401     |
// | revoked invitee                            | yes          | 404        | 403        | 403    | 403     |
//
// Once the card is delivered it is closed to new messages (messagesOpen):
// invitees may no longer contribute (403) until its creator reopens it; the
// creator always may (docs/decisions/042).
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
// An author may edit their own message while they may contribute, and remove
// it even after being revoked (their words stay theirs). A live invitation is one not revoked; a valid
// invite token is the current token of a live invitation of this card.

export type CardAccess = {
  card: GroupCard;
  actor: SessionUser | null;
  isCreator: boolean;
  /** The live invitation of the signed-in user's address on this card. */
  ownInvitation: GroupCardInvitation | null;
  /** The live invitation whose current token the request carried. */
  tokenInvitation: GroupCardInvitation | null;
};

export type CardAction = "contribute" | "manage" | "present";

type CardKey = { id: number } | { slug: string };

/**
 * The card with what the actor (and the invite token, when one came along)
 * may do with it; 404 'Card not found' when there is no such card.
 */
export async function cardAccess(key: CardKey, actor: SessionUser | null, inviteToken?: string | null): Promise<CardAccess> {
  const tokenHash = inviteToken ? hashToken(inviteToken) : null;
  const match = [...(actor ? [{ inviteeEmail: actor.email }] : []), ...(tokenHash ? [{ inviteTokenHash: tokenHash }] : [])];
  const card = await db().groupCard.findUnique({
    where: key,
    // A visitor with neither session nor token has no invitation to look for: one query fewer.
    include: { invitations: match.length > 0 && { where: { status: { not: "revoked" }, OR: match } } },
  });
  if (!card) throw cardNotFound();
  const { invitations = [], ...rest } = card;
  return {
    card: rest,
    actor,
    isCreator: actor !== null && actor.id === card.creatorId,
    ownInvitation: (actor && invitations.find((invitation) => invitation.inviteeEmail === actor.email)) ?? null,
    tokenInvitation: invitations.find((invitation) => invitation.inviteTokenHash === tokenHash) ?? null,
  };
}

/** Whether the actor may do this (see the table above). */
export function may(access: CardAccess, action: CardAction): boolean {
  if (action === "manage") return access.isCreator;
  // Once delivered, the card is the birthday person's: the link in their
  // e-mail opens present mode without an account, like the card page itself.
  if (action === "present") return access.isCreator || access.card.deliveredAt !== null;
  return access.isCreator || (access.ownInvitation !== null && access.card.messagesOpen);
}

/** Whether `token` is the card's thank-you secret (compared in constant time). */
export function isThankYouToken(card: Pick<GroupCard, "thankYouToken">, token: string | null | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(token);
  const secret = Buffer.from(card.thankYouToken);
  return given.length === secret.length && timingSafeEqual(given, secret);
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
  if (!access.actor) throw new AppError("unauthorized");
  const closed = action === "contribute" && access.ownInvitation !== null;
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
  const { card, isCreator, ownInvitation, tokenInvitation } = access;
  if (!card.surpriseGuard || card.deliveredAt !== null) return true;
  return isCreator || ownInvitation !== null || tokenInvitation !== null || wroteOne;
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
