import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { Prisma, type GroupCard, type ScheduledEmail } from "@/lib/db/generated/client";
import { appLink, sendEmail, type OutgoingEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { localeOr } from "@/lib/i18n/locales";
import type { EmailLocaleOf } from "@/lib/users/email-locales";
import { queueEmails, sendScheduledEmails, type EmailWriter, type NewScheduledEmail } from "@/lib/scheduler/scheduled-emails";
import { authorize, cardAccess } from "./access";
import { deliveryMoment, nextNudgeMoment, planCard, type CardEvent } from "./delivery-rules";
import { spendInvitationBudget } from "./invitations";
import { cardPresentPath, THANK_YOU_PARAM } from "./links";
import { writeDailySummary, writeEmptyWarning, writeNudge } from "./nudges";
import type { DeliveryDto, DeliveryEmailStatus } from "./schema";

// Delivering a group card on its day (issue 15, docs/decisions/042): the
// scheduler's planning half finds the cards whose moment has come
// (group_cards.delivery_check_at, an index range, as reminder_checks for
// reminders), publishes them, closes them to new messages and queues their
// e-mails in scheduled_emails; the shared sender sends those. When a moment
// comes is lib/group-cards/delivery-rules.ts's.

/** The e-mails of a card's day and the days before it, by scheduled_emails.kind. */
export const DELIVERY_EMAIL_KINDS = {
  /** To the birthday person: the card, opening in present mode. */
  recipient: "card-delivery",
  /** To the creator: a copy of that link, or "it's time to present your card" without a recipient address. */
  creatorCopy: "card-delivery-copy",
  /** To an invitee who has not written yet, three days and one day before. */
  nudge: "card-nudge",
  /** To the creator a day before, when the card has fewer than two messages. */
  emptyWarning: "card-empty-warning",
  /** To the creator each day while the card waits, when it got new messages. */
  summary: "card-summary",
} as const;

/** When a card that could not be planned is tried again. */
const RETRY_PLANNING_MS = 3_600_000;

export type DeliveryPlanningResult = {
  /** Cards looked at. */
  checked: number;
  /** Cards delivered by this pass (published, closed, e-mails queued). */
  delivered: number;
  /** Nudges and warnings queued. */
  queued: number;
};

type DueCard = {
  id: number;
  deliveryDate: string | null;
  deliveryHour: number | null;
  recipientBirthday: string | null;
  owedFrom: Date;
  dailySummary: boolean;
  timeZone: string;
};

/** Plans every card whose check time has passed, in batches, until none is left or `deadline` passes. */
export async function planDueDeliveries(now: number, options: { batchSize: number; deadline: number }): Promise<DeliveryPlanningResult> {
  const total: DeliveryPlanningResult = { checked: 0, delivered: 0, queued: 0 };
  for (;;) {
    const batch = await planBatch(now, options.batchSize);
    total.checked += batch.checked;
    total.delivered += batch.delivered;
    total.queued += batch.queued;
    if (batch.checked < options.batchSize || Date.now() >= options.deadline) return total;
  }
}

async function planBatch(now: number, batchSize: number): Promise<DeliveryPlanningResult> {
  return db().$transaction(async (tx) => {
    const cards = await tx.$queryRaw<DueCard[]>`
      SELECT c.id, to_char(c.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", c.delivery_hour AS "deliveryHour",
             to_char(c.recipient_birthday, 'YYYY-MM-DD') AS "recipientBirthday", c.delivery_owed_from AS "owedFrom",
             c.daily_summary AS "dailySummary",
             u.time_zone AS "timeZone"
      FROM group_cards c
      JOIN users u ON u.id = c.creator_id
      WHERE c.delivery_check_at <= ${new Date(now)} AND c.delivered_at IS NULL
      ORDER BY c.delivery_check_at
      LIMIT ${batchSize}
      FOR UPDATE OF c SKIP LOCKED`;
    if (cards.length === 0) return { checked: 0, delivered: 0, queued: 0 };

    const due = new Map<CardEvent, number[]>();
    const summaries: { id: number; at: number }[] = [];
    const later: { id: number; checkAt: string }[] = [];
    for (const card of cards) {
      try {
        const plan = planCard({ ...card, deliveredAt: null, owedFrom: card.owedFrom.getTime() }, card.timeZone, now);
        for (const event of plan.due) due.set(event, [...(due.get(event) ?? []), card.id]);
        if (plan.summaryAt !== undefined) summaries.push({ id: card.id, at: plan.summaryAt });
        // A delivered card is never looked at again (deliverCards sets 'infinity').
        if (!plan.due.includes("delivery")) {
          later.push({ id: card.id, checkAt: Number.isFinite(plan.checkAt) ? new Date(plan.checkAt).toISOString() : "infinity" });
        }
      } catch (error) {
        // One bad row (a time zone this runtime does not know) must not hold up the others.
        console.error(`Delivery of group card ${card.id} could not be planned`, error);
        later.push({ id: card.id, checkAt: new Date(now + RETRY_PLANNING_MS).toISOString() });
      }
    }
    const delivered = await deliverCards(tx, due.get("delivery") ?? [], now);
    const queued = await queueReminders(tx, due, summaries, now);
    if (later.length > 0) {
      await tx.$executeRaw`
        UPDATE group_cards c SET delivery_check_at = v.check_at::timestamptz
        FROM unnest(${later.map((each) => each.id)}::int[], ${later.map((each) => each.checkAt)}::text[]) AS v(id, check_at)
        WHERE c.id = v.id`;
    }
    return { checked: cards.length, delivered: delivered.cards, queued };
  });
}

/** The invitations a nudge goes to (as `i`): not written, not revoked, nudges not stopped. */
const NUDGED_INVITATIONS = Prisma.sql`i.status IN ('pending', 'accepted') AND i.nudges_stopped_at IS NULL AND NOT i.via_link`;

/**
 * Queues the nudges (one per invitee who has not written, was not revoked
 * and has not stopped them, on cards whose nudges are on) and the creators' empty-card warnings. Whether
 * each is still worth sending is checked again when it is sent.
 */
async function queueReminders(
  tx: Prisma.TransactionClient,
  due: Map<CardEvent, number[]>,
  summaries: { id: number; at: number }[],
  now: number,
): Promise<number> {
  const nudges = (["nudge-3", "nudge-1"] as const).flatMap((event) => (due.get(event) ?? []).map((id) => ({ id, event })));
  const invitees =
    nudges.length === 0
      ? []
      : await tx.$queryRaw<{ cardId: number; event: string; invitationId: number; email: string }[]>`
          SELECT v.card_id AS "cardId", v.event, i.id AS "invitationId", i.invitee_email AS email
          FROM unnest(${nudges.map((each) => each.id)}::int[], ${nudges.map((each) => each.event)}::text[]) AS v(card_id, event)
          JOIN group_cards c ON c.id = v.card_id AND c.nudges_on
          JOIN group_card_invitations i ON i.group_card_id = v.card_id
          WHERE ${NUDGED_INVITATIONS}`;
  const toCreator = await tx.groupCard.findMany({
    where: { id: { in: [...(due.get("empty-warning") ?? []), ...summaries.map((each) => each.id)] } },
    select: { id: true, creator: { select: { email: true } } },
  });
  const creatorOf = new Map(toCreator.map((card) => [card.id, card.creator.email]));
  const emails: NewScheduledEmail[] = [
    ...invitees.map((invitee) => ({
      kind: DELIVERY_EMAIL_KINDS.nudge,
      // At most one per invitee and event, whatever happens to the moment.
      idempotencyKey: `card-nudge/${invitee.cardId}/${invitee.invitationId}/${invitee.event}`,
      groupCardId: invitee.cardId,
      invitationId: invitee.invitationId,
      toEmail: invitee.email,
    })),
    ...(due.get("empty-warning") ?? []).map((id) => ({
      kind: DELIVERY_EMAIL_KINDS.emptyWarning,
      idempotencyKey: `card-empty-warning/${id}`,
      groupCardId: id,
      toEmail: creatorOf.get(id)!,
    })),
    ...summaries.map(({ id, at }) => ({
      kind: DELIVERY_EMAIL_KINDS.summary,
      // One per card and day: the summary's own moment names it.
      idempotencyKey: `card-summary/${id}/${new Date(at).toISOString()}`,
      groupCardId: id,
      toEmail: creatorOf.get(id)!,
    })),
  ];
  return (await queueEmails(tx, emails, now)).length;
}

/**
 * Delivers the cards not delivered yet, in the caller's transaction:
 * published, closed to new messages, and their e-mails queued. The
 * conditional update is what makes a delivery happen once, whoever gets
 * there first (a pass, another pass, the creator publishing by hand).
 */
async function deliverCards(tx: Prisma.TransactionClient, ids: number[], now: number): Promise<{ cards: number; emailIds: number[] }> {
  if (ids.length === 0) return { cards: 0, emailIds: [] };
  const delivered = await tx.$queryRaw<{ id: number; recipientEmail: string | null; creatorEmail: string }[]>`
    UPDATE group_cards c
    SET is_published = true, messages_open = false, delivered_at = ${new Date(now)},
        delivery_check_at = 'infinity', updated_at = ${new Date(now)}
    FROM users u
    WHERE c.id = ANY(${ids}::int[]) AND c.delivered_at IS NULL AND u.id = c.creator_id
    RETURNING c.id, c.recipient_email AS "recipientEmail", u.email AS "creatorEmail"`;
  const emails = delivered.flatMap((card): NewScheduledEmail[] => [
    ...(card.recipientEmail ? [recipientEmail(card.id, card.recipientEmail, 1)] : []),
    {
      kind: DELIVERY_EMAIL_KINDS.creatorCopy,
      idempotencyKey: `card-delivery/${card.id}/creator-copy`,
      groupCardId: card.id,
      toEmail: card.creatorEmail,
    },
  ]);
  return { cards: delivered.length, emailIds: await queueEmails(tx, emails, now) };
}

/** The `sequence`-th e-mail of the card to the birthday person (a resend is the next). */
function recipientEmail(cardId: number, address: string, sequence: number): NewScheduledEmail {
  return {
    kind: DELIVERY_EMAIL_KINDS.recipient,
    idempotencyKey: `card-delivery/${cardId}/recipient/${sequence}`,
    groupCardId: cardId,
    toEmail: address,
  };
}

/**
 * Publishing by hand before the moment is the delivery: the same as the
 * scheduler's, and its e-mails go out now rather than at the next pass.
 * Nothing happens for a card delivered already.
 */
export async function deliverNow(cardId: number, now = Date.now()): Promise<void> {
  const { emailIds } = await db().$transaction((tx) => deliverCards(tx, [cardId], now));
  await sendNow(emailIds, now);
}

/** Sends e-mails just queued by a request; what fails stays queued for the scheduler's retries. */
async function sendNow(ids: number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await sendScheduledEmails(now, { writers: deliveryEmailWriters, deliver: sendEmail, deadline: Date.now() + 30_000, ids });
}

/**
 * POST /api/group-cards/{id}/delivery (creator only): after delivery, sends
 * the card to the birthday person again, to a corrected address when one is
 * given (it replaces the card's). Counts against the creator's daily
 * e-mail budget, like invitations. 400 before delivery or without an address.
 */
export async function resendDelivery(
  actor: SessionUser | null,
  cardId: number,
  input: { recipientEmail?: string },
  now = Date.now(),
): Promise<DeliveryDto> {
  const access = await cardAccess({ id: cardId }, actor);
  authorize(access, "manage");
  const { card } = access;
  if (!card.deliveredAt) throw new AppError("bad_request", "cardNotDeliveredYet");
  const address = input.recipientEmail ?? card.recipientEmail;
  if (!address) throw new AppError("validation_failed", undefined, { fields: { recipientEmail: "recipientEmailRequired" } });
  await spendInvitationBudget(access.actor!.id, 1, new Date(now));
  const emailIds = await db().$transaction(async (tx) => {
    if (address !== card.recipientEmail) await tx.groupCard.update({ where: { id: cardId }, data: { recipientEmail: address } });
    const sent = await tx.scheduledEmail.count({ where: { groupCardId: cardId, kind: DELIVERY_EMAIL_KINDS.recipient } });
    // Two resends at once make the same key: one e-mail.
    return queueEmails(tx, [recipientEmail(cardId, address, sent + 1)], now);
  });
  await sendNow(emailIds, now);
  return deliveryOf(await db().groupCard.findUniqueOrThrow({ where: { id: cardId } }), access.actor!);
}

/** The card's delivery as its creator sees it (the creator panel), with the nudges still to go. */
export async function deliveryOf(card: GroupCard, creator: { timeZone?: string; id: number }, now = Date.now()): Promise<DeliveryDto> {
  const [timeZone, email, nudged] = await Promise.all([
    creator.timeZone ?? db().user.findUnique({ where: { id: creator.id }, select: { timeZone: true } }).then((user) => user?.timeZone ?? "UTC"),
    db().scheduledEmail.findFirst({
      where: { groupCardId: card.id, kind: card.recipientEmail ? DELIVERY_EMAIL_KINDS.recipient : DELIVERY_EMAIL_KINDS.creatorCopy },
      orderBy: { id: "desc" },
    }),
    db().$queryRaw<{ email: string }[]>`
      SELECT i.invitee_email AS email FROM group_card_invitations i
      WHERE i.group_card_id = ${card.id} AND ${NUDGED_INVITATIONS}
      ORDER BY i.id`,
  ]);
  const settings = {
    deliveryDate: dateString(card.deliveryDate),
    deliveryHour: card.deliveryHour,
    recipientBirthday: dateString(card.recipientBirthday),
  };
  const moment = deliveryMoment(settings, timeZone);
  const nextNudge =
    card.nudgesOn && card.deliveredAt === null && card.messagesOpen && nudged.length > 0
      ? nextNudgeMoment({ ...settings, owedFrom: card.deliveryOwedFrom.getTime() }, timeZone, now)
      : null;
  return {
    recipientEmail: card.recipientEmail,
    ...settings,
    moment: moment === null ? null : new Date(moment).toISOString(),
    timeZone,
    scheduled: card.deliveredAt === null && moment !== null && moment >= card.deliveryOwedFrom.getTime(),
    dailySummary: card.dailySummary,
    nudges: {
      on: card.nudgesOn,
      next: nextNudge === null ? null : { at: new Date(nextNudge).toISOString(), to: nudged.map((row) => row.email) },
    },
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    email: email && {
      to: email.toEmail,
      status: email.status as DeliveryEmailStatus,
      error: email.status === "failed" || email.status === "pending" ? email.lastError : null,
      sentAt: email.emailSentAt?.toISOString() ?? null,
    },
  };
}

function dateString(date: Date | null): string | null {
  return date && date.toISOString().slice(0, 10);
}

/** Writes a delivery e-mail from its row and the card as it is now; null when the card is gone. */
async function writeDeliveryEmail(row: ScheduledEmail, localeOf: EmailLocaleOf): Promise<OutgoingEmail | null> {
  if (row.groupCardId === null) return null;
  const card = await db().groupCard.findUnique({
    where: { id: row.groupCardId },
    include: { _count: { select: { contributions: true } } },
  });
  if (!card) return null;
  const locale = localeOf(row.toEmail, localeOr(card.locale));
  // The link carries the thank-you secret: whoever opens it (the birthday person, or whoever
  // the creator forwards the copy to) may write the card's thank-you note (docs/decisions/043).
  const url = appLink(cardPresentPath(card.slug), { [THANK_YOU_PARAM]: card.thankYouToken });
  const common = { to: row.toEmail, locale, idempotencyKey: row.idempotencyKey };
  if (row.kind === DELIVERY_EMAIL_KINDS.recipient) {
    return {
      ...common,
      template: { name: "group-card-delivery", props: { url, email: row.toEmail, creatorName: card.creatorName, title: card.title } },
    };
  }
  return {
    ...common,
    template: {
      name: "group-card-delivery-copy",
      props: {
        url,
        recipientName: card.recipientName,
        title: card.title,
        messagesCount: card._count.contributions,
        sentTo: card.recipientEmail,
      },
    },
  };
}

/** The writers of the e-mails of a card's day and the days before, for the scheduler (lib/scheduler/pass.ts). */
export const deliveryEmailWriters: Record<(typeof DELIVERY_EMAIL_KINDS)[keyof typeof DELIVERY_EMAIL_KINDS], EmailWriter> = {
  [DELIVERY_EMAIL_KINDS.recipient]: writeDeliveryEmail,
  [DELIVERY_EMAIL_KINDS.creatorCopy]: writeDeliveryEmail,
  [DELIVERY_EMAIL_KINDS.nudge]: writeNudge,
  [DELIVERY_EMAIL_KINDS.emptyWarning]: writeEmptyWarning,
  [DELIVERY_EMAIL_KINDS.summary]: writeDailySummary,
};
