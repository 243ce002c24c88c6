import "server-only";
import { formatBirthday } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import type { ScheduledEmail } from "@/lib/db/generated/client";
import { appLink, type OutgoingEmail } from "@/lib/email/send";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import type { EmailLocaleOf } from "@/lib/users/email-locales";
import { deliveryMoment } from "./delivery-rules";
import { cardPath } from "./links";

// What goes out before a card's day (docs/decisions/042): nudges to invitees
// who have not written, the creator's warning when the card is nearly empty,
// and the creator's daily summary of new messages. lib/group-cards/delivery.ts queues them when they come due; these
// write each at sending time, when it is checked again, and the stop link
// of the nudges works through these.

/** Where a nudge's "stop reminders for this card" link leads, in the card's language. */
export const NUDGES_STOP_PATH = "/card-reminders";

/** Fewer messages than this a day before delivery, and the creator is warned. */
export const FEW_MESSAGES = 2;

const SKIP = null;

/**
 * A nudge, unless it is no longer worth sending: the invitee wrote, was
 * revoked or stopped nudges, the creator turned the card's nudges off, or the
 * card was delivered or closed.
 */
export async function writeNudge(row: ScheduledEmail, localeOf: EmailLocaleOf): Promise<OutgoingEmail | null> {
  if (row.invitationId === null) return SKIP;
  const invitation = await db().groupCardInvitation.findUnique({ where: { id: row.invitationId }, include: { groupCard: true } });
  if (!invitation) return SKIP;
  const card = invitation.groupCard;
  const stillWaiting = (invitation.status === "pending" || invitation.status === "accepted") && !invitation.nudgesStoppedAt;
  if (!stillWaiting || !card.nudgesOn || card.deliveredAt || !card.messagesOpen) return SKIP;
  const locale = localeOf(row.toEmail, localeOr(card.locale));
  const date = (card.deliveryDate ?? card.recipientBirthday)!.toISOString().slice(0, 10);
  const stopUrl = appLink(localizedPath(locale, NUDGES_STOP_PATH), { token: invitation.nudgeStopToken });
  return {
    to: row.toEmail,
    locale,
    idempotencyKey: row.idempotencyKey,
    template: {
      name: "group-card-nudge",
      props: {
        url: appLink(cardPath(card.slug)),
        stopUrl,
        email: row.toEmail,
        inviterName: card.creatorName,
        recipientName: card.recipientName,
        title: card.title,
        date: formatBirthday(date, null, locale),
      },
    },
    // RFC 8058: mail clients offer their own button, which POSTs here.
    headers: {
      "List-Unsubscribe": `<${appLink("/api/group-cards/nudges/stop", { token: invitation.nudgeStopToken })}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The creator's warning, unless the card has enough messages by now or was delivered. */
export async function writeEmptyWarning(row: ScheduledEmail, localeOf: EmailLocaleOf): Promise<OutgoingEmail | null> {
  if (row.groupCardId === null) return SKIP;
  const card = await db().groupCard.findUnique({
    where: { id: row.groupCardId },
    include: { _count: { select: { contributions: true } }, creator: { select: { timeZone: true } } },
  });
  if (!card || card.deliveredAt || card._count.contributions >= FEW_MESSAGES) return SKIP;
  const locale = localeOf(row.toEmail, localeOr(card.locale));
  const moment = deliveryMoment(
    {
      deliveryDate: card.deliveryDate?.toISOString().slice(0, 10) ?? null,
      deliveryHour: card.deliveryHour,
      recipientBirthday: card.recipientBirthday?.toISOString().slice(0, 10) ?? null,
    },
    card.creator.timeZone,
  );
  if (moment === null) return SKIP;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: card.creator.timeZone }).format(moment);
  return {
    to: row.toEmail,
    locale,
    idempotencyKey: row.idempotencyKey,
    template: {
      name: "group-card-empty-warning",
      props: {
        url: appLink(cardPath(card.slug)),
        recipientName: card.recipientName,
        title: card.title,
        count: card._count.contributions,
        when,
      },
    },
  };
}

/** The stop link's invitation, for its page: the card it is for and whether nudges are stopped. */
export async function findNudgesStopLink(token: string) {
  if (!token) return null;
  const invitation = await db().groupCardInvitation.findUnique({
    where: { nudgeStopToken: token },
    select: { inviteeEmail: true, nudgesStoppedAt: true, groupCard: { select: { title: true, recipientName: true } } },
  });
  // (A contributor-link guest has no address, so no nudges and no stop link.)
  return (
    invitation?.inviteeEmail != null && {
      email: invitation.inviteeEmail,
      stopped: invitation.nudgesStoppedAt !== null,
      title: invitation.groupCard.title,
      recipientName: invitation.groupCard.recipientName,
    }
  );
}

/**
 * Stops (or, undone, restarts) the nudges of the invitation with this token;
 * false for an unknown token, which changes nothing.
 */
export async function setNudgesStopped(token: string, stopped: boolean, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const { count } = await db().groupCardInvitation.updateMany({
    where: { nudgeStopToken: token },
    data: { nudgesStoppedAt: stopped ? now : null },
  });
  return count > 0;
}

/** Names a summary lists at most; the count says how many there are. */
const SUMMARY_NAMES = 5;

/**
 * The creator's daily summary: the messages others added since the last
 * summary that went out (or since the card was made), unless there are none,
 * the card was delivered or the creator switched summaries off.
 */
export async function writeDailySummary(row: ScheduledEmail, localeOf: EmailLocaleOf): Promise<OutgoingEmail | null> {
  if (row.groupCardId === null) return SKIP;
  const card = await db().groupCard.findUnique({ where: { id: row.groupCardId } });
  if (!card || card.deliveredAt || !card.dailySummary) return SKIP;
  const previous = await db().scheduledEmail.findFirst({
    where: { groupCardId: card.id, kind: row.kind, status: "sent", id: { not: row.id } },
    orderBy: { id: "desc" },
  });
  const fresh = await db().groupCardContribution.findMany({
    where: {
      groupCardId: card.id,
      createdAt: { gt: previous?.emailSentAt ?? card.createdAt },
      OR: [{ contributorUserId: null }, { contributorUserId: { not: card.creatorId } }],
    },
    select: { contributorName: true },
    orderBy: { createdAt: "asc" },
  });
  if (fresh.length === 0) return SKIP;
  const locale = localeOf(row.toEmail, localeOr(card.locale));
  const names = [...new Set(fresh.map((message) => message.contributorName).filter((name): name is string => !!name))];
  return {
    to: row.toEmail,
    locale,
    idempotencyKey: row.idempotencyKey,
    template: {
      name: "group-card-daily-summary",
      props: {
        url: appLink(cardPath(card.slug)),
        recipientName: card.recipientName,
        title: card.title,
        count: fresh.length,
        names: new Intl.ListFormat(locale, { type: "conjunction" }).format(names.slice(0, SUMMARY_NAMES)),
      },
    },
  };
}
