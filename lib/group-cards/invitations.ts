import "server-only";
import { requestMagicLink } from "@/lib/auth/magic-link";
import { spendRateBudget, type RateLimitRule } from "@/lib/auth/rate-limit";
import type { SessionUser } from "@/lib/auth/session";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { formatBirthday } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import type { GroupCard, GroupCardInvitation, Prisma } from "@/lib/db/generated/client";
import { appLink, sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/http/translate";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { emailLocales } from "@/lib/users/email-locales";
import { authorize, cardAccess, type CardPassSource } from "./access";
import { addressOf, RESEND_INTERVAL_MS, toInvitationDto } from "./dto";
import { MAX_INVITATIONS_PER_CARD } from "./limits";
import { INVITE_PARAM } from "./card-pass";
import { cardPath } from "./links";
import type { InviteOutcome, InviteResultDto, SignInLinkResultDto } from "./schema";

// Invitations: one per address and card, each with its own token (256 random
// bits, only its hash stored) in the e-mailed link /group-cards/{slug}?invite={token}.
// A resend makes a new token (the old link stops working), at most once an
// hour per address. The holder of a valid token who is not signed in may ask
// for one sign-in link per token, sent to the invited address only
// (docs/decisions/031-group-card-access.md).

/** Invitation e-mails one creator may send in a day, resends included: the product cannot be used to spam. */
export const INVITATIONS_PER_DAY = 200;
/** Invitation e-mails sent side by side (a card may invite 100 people at once). */
const SEND_CONCURRENCY = 4;

function invitationBudget(userId: number): RateLimitRule {
  return {
    key: `group-card-invitations:user:${userId}`,
    limit: INVITATIONS_PER_DAY,
    windowMs: 24 * 60 * 60 * 1000,
    messageKey: "invitationsRateLimited",
  };
}

/** Takes `count` invitation e-mails from the creator's daily budget, or 429 and nothing sent. */
export async function spendInvitationBudget(userId: number, count: number, now: Date): Promise<void> {
  if (count > 0) await spendRateBudget(invitationBudget(userId), count, now);
}

/** A new invite token and what the database keeps of it. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = newToken();
  return { token, tokenHash: hashToken(token) };
}

export type FreshInvitation = { invitation: GroupCardInvitation; token: string };

/**
 * E-mails each invitation its link, a few at a time: to an address with an
 * account in its own language, to any other in the card's. A failed send is
 * logged and leaves sentAt null, so the creator sees it and may resend at
 * once; the others still go out.
 */
export async function sendInvitationEmails(card: GroupCard, fresh: FreshInvitation[]): Promise<void> {
  const queue = [...fresh];
  const localeOf = await emailLocales(fresh.map(({ invitation }) => addressOf(invitation)));
  const cardLocale = localeOr(card.locale);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await sendOne(card, next, localeOf(addressOf(next.invitation), cardLocale));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
}

async function sendOne(card: GroupCard, { invitation, token }: FreshInvitation, locale: Locale): Promise<void> {
  const birthday = card.recipientBirthday && card.recipientBirthday.toISOString().slice(0, 10);
  const address = addressOf(invitation);
  try {
    await sendEmail({
      to: address,
      locale,
      template: {
        name: "group-card-invitation",
        props: {
          url: appLink(cardPath(card.slug), { [INVITE_PARAM]: token }),
          email: address,
          inviterName: card.creatorName,
          recipientName: card.recipientName,
          birthday: birthday && formatBirthday(birthday, null, locale),
          title: card.title,
          description: card.description,
        },
      },
      // One message per token: a retry of the same send is delivered once, a resend (new token) again.
      idempotencyKey: `group-card-invitation/${invitation.id}/${invitation.inviteTokenHash}`,
    });
  } catch (error) {
    console.error("Sending a group-card invitation failed", error);
    await db().groupCardInvitation.updateMany({
      where: { id: invitation.id, inviteTokenHash: invitation.inviteTokenHash },
      data: { sentAt: null },
    });
  }
}

/**
 * POST /api/group-cards/{id}/invitations (creator only): invites new
 * addresses and resends to invited ones that have not contributed, at most
 * once an hour each; a revoked address is invited afresh. Every e-mail counts
 * against the creator's daily budget. 409 and nothing sent when the new
 * addresses would take the card past MAX_INVITATIONS_PER_CARD.
 */
export async function inviteMore(
  actor: SessionUser | null,
  cardId: number,
  emails: string[],
  now = new Date(),
): Promise<InviteResultDto> {
  const access = await cardAccess({ id: cardId }, actor);
  authorize(access, "manage");
  const creator = access.actor!;
  const existing = new Map(
    (await db().groupCardInvitation.findMany({ where: { groupCardId: cardId, inviteeEmail: { in: emails } } })).map(
      (invitation) => [invitation.inviteeEmail, invitation],
    ),
  );
  const resendBefore = new Date(now.getTime() - RESEND_INTERVAL_MS);
  const plan = emails.map((email): { email: string; outcome: InviteOutcome } => {
    const invitation = existing.get(email);
    if (email === creator.email) return { email, outcome: "creator" };
    if (!invitation) return { email, outcome: "invited" };
    if (invitation.status === "contributed") return { email, outcome: "alreadyContributed" };
    if (invitation.sentAt && invitation.sentAt > resendBefore) return { email, outcome: "recentlySent" };
    return { email, outcome: "resent" };
  });
  const adding = plan.filter(({ outcome }) => outcome === "invited");
  // Once before the day's invitation budget is spent on addresses the card has no room for...
  await checkRoomForInvitations(db(), cardId, adding.length);
  await spendInvitationBudget(
    creator.id,
    plan.filter(({ outcome }) => outcome === "invited" || outcome === "resent").length,
    now,
  );

  const fresh: FreshInvitation[] = [];
  if (adding.length > 0) {
    await db().$transaction(async (tx) => {
      // ...and again with the card's row locked, so that parallel requests
      // count one after the other and never pass the limit together.
      await tx.$queryRaw`SELECT id FROM group_cards WHERE id = ${cardId} FOR UPDATE`;
      await checkRoomForInvitations(tx, cardId, adding.length);
      for (const entry of adding) {
        const { token, tokenHash } = newInviteToken();
        const created = await tx.groupCardInvitation.createManyAndReturn({
          data: { groupCardId: cardId, inviterUserId: creator.id, inviteeEmail: entry.email, inviteTokenHash: tokenHash, sentAt: now },
          skipDuplicates: true,
        });
        if (created[0]) fresh.push({ invitation: created[0], token });
        else entry.outcome = "recentlySent"; // invited by a parallel request a moment ago
      }
    });
  }
  for (const entry of plan) {
    if (entry.outcome === "resent") {
      const { token, tokenHash } = newInviteToken();
      // Conditional, so two resends at once send one e-mail.
      const { count } = await db().groupCardInvitation.updateMany({
        where: {
          groupCardId: cardId,
          inviteeEmail: entry.email,
          status: { not: "contributed" },
          OR: [{ sentAt: null }, { sentAt: { lte: resendBefore } }],
        },
        data: {
          inviteTokenHash: tokenHash,
          sentAt: now,
          loginLinkSentAt: null,
          // A revoked address is invited afresh; any other keeps its state.
          ...(existing.get(entry.email)!.status === "revoked" && { status: "pending", respondedAt: null }),
        },
      });
      const invitation = count === 1 ? await db().groupCardInvitation.findUnique({ where: { inviteTokenHash: tokenHash } }) : null;
      if (invitation) fresh.push({ invitation, token });
      else entry.outcome = "recentlySent";
    }
  }
  await sendInvitationEmails(access.card, fresh);
  return { results: plan, invitations: await listInvitations(cardId) };
}

/** 409 when `adding` new invitations would take the card past MAX_INVITATIONS_PER_CARD (docs/decisions/048). */
async function checkRoomForInvitations(client: Prisma.TransactionClient, cardId: number, adding: number): Promise<void> {
  if (adding === 0) return;
  const count = await client.groupCardInvitation.count({ where: { groupCardId: cardId, viaLink: false } });
  if (count + adding > MAX_INVITATIONS_PER_CARD) {
    throw new AppError("conflict", "cardInvitationsLimitReached", {
      values: { max: MAX_INVITATIONS_PER_CARD, count, room: Math.max(0, MAX_INVITATIONS_PER_CARD - count) },
    });
  }
}

/** The card's invitations for its creator, oldest first. */
export async function listInvitations(cardId: number) {
  const invitations = await db().groupCardInvitation.findMany({ where: { groupCardId: cardId, viaLink: false }, orderBy: { id: "asc" } });
  return invitations.map(toInvitationDto);
}

/**
 * DELETE /api/group-cards/{id}/invitations/{invitationId} (creator only):
 * the token stops working and the address may no longer add or edit
 * messages. Its messages stay. Revoking twice is fine.
 */
export async function revokeInvitation(actor: SessionUser | null, cardId: number, invitationId: number) {
  authorize(await cardAccess({ id: cardId }, actor), "manage");
  const { count } = await db().groupCardInvitation.updateMany({
    where: { id: invitationId, groupCardId: cardId, viaLink: false },
    data: { status: "revoked" },
  });
  if (count === 0) throw new AppError("not_found", "invitationNotFound");
  return toInvitationDto(await db().groupCardInvitation.findUniqueOrThrow({ where: { id: invitationId } }));
}

/**
 * POST /api/group-cards/slug/{slug}/sign-in-link: the account offered to
 * whoever wrote through their invitation's link (docs/decisions/051): one
 * sign-in link per token, to the invited address (never one from the
 * request), leading back to the card. A repeat answers "already sent" and
 * sends nothing. A contributor-link guest has no known address: 403.
 */
export async function requestInviteSignInLink(
  request: { slug: string; pass: CardPassSource; locale: Locale; clientIp: string },
  now = new Date(),
): Promise<SignInLinkResultDto> {
  const { slug, pass, locale, clientIp } = request;
  const t = translatorFor(locale);
  const invitation = (await cardAccess({ slug }, null, pass)).tokenInvitation;
  if (!invitation?.inviteeEmail) throw new AppError("forbidden", "inviteTokenInvalid");
  const claimed = await db().groupCardInvitation.updateMany({
    where: { id: invitation.id, inviteTokenHash: invitation.inviteTokenHash, loginLinkSentAt: null },
    data: { loginLinkSentAt: now },
  });
  if (claimed.count === 0) return { status: "alreadySent", message: t("groupCards.signInLinkAlreadySent") };
  try {
    await requestMagicLink({
      email: invitation.inviteeEmail,
      intent: "login",
      locale,
      clientIp,
      returnPath: cardPath(slug),
      groupCardInvitationId: invitation.id,
    });
  } catch (error) {
    // Not sent (rate limit, provider down): the press may be repeated.
    await db().groupCardInvitation.updateMany({
      where: { id: invitation.id, loginLinkSentAt: now },
      data: { loginLinkSentAt: null },
    });
    throw error;
  }
  return { status: "sent", message: t("groupCards.signInLinkSent") };
}

/** Signing in through an invitation's link: a pending invitation of that address becomes accepted. */
export async function markInvitationAccepted(invitationId: number, email: string, now = new Date()): Promise<void> {
  await db().groupCardInvitation.updateMany({
    where: { id: invitationId, inviteeEmail: email, status: "pending" },
    data: { status: "accepted", respondedAt: now },
  });
}
