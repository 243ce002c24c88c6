import "server-only";
import { db } from "@/lib/db";
import { Prisma, type ScheduledEmail } from "@/lib/db/generated/client";
import type { OutgoingEmail } from "@/lib/email/send";
import { emailLocales, type EmailLocaleOf } from "@/lib/users/email-locales";
import {
  attemptDelivery,
  CLAIM_TTL_MS,
  countOutcome,
  drain,
  failure,
  noSends,
  outcomeColumns,
  stillClaimed,
  type AttemptOutcome,
  type Deliver,
  type SendCounts,
} from "./attempts";

// The scheduled e-mails other than reminder digests: one row each in
// scheduled_emails, made by whatever decided the e-mail is owed (the card
// delivery planner, a resend). Its unique idempotency key is the claim that
// the e-mail exists; sending takes rows under the shared lease and retries
// (lib/scheduler/attempts.ts). Each kind writes its e-mail when it is sent,
// from the row and what it refers to, so the text is as of the sending.
// docs/decisions/042-scheduler-and-card-delivery.md.

/**
 * Writes a kind's e-mail for a claimed row, or null when it is no longer
 * worth sending (recorded as skipped). `localeOf` tells the language of its
 * address (an account's own, else the fallback the writer gives), looked up
 * once for the row's whole batch. Registered in lib/scheduler/pass.ts.
 */
export type EmailWriter = (row: ScheduledEmail, localeOf: EmailLocaleOf) => Promise<OutgoingEmail | null>;

/** A row to queue: due at once unless `dueAt` says otherwise. */
export type NewScheduledEmail = {
  kind: string;
  idempotencyKey: string;
  groupCardId: number | null;
  invitationId?: number | null;
  toEmail: string;
};

/**
 * Queues e-mails (in the caller's transaction): a key already queued is
 * left as it is, so queueing twice sends once. Answers the ids of new rows.
 */
export async function queueEmails(tx: Prisma.TransactionClient, emails: NewScheduledEmail[], now: number): Promise<number[]> {
  if (emails.length === 0) return [];
  const at = new Date(now);
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO scheduled_emails (kind, idempotency_key, group_card_id, invitation_id, to_email, next_attempt_at, created_at, updated_at)
    SELECT v.kind, v.idempotency_key, v.group_card_id, v.invitation_id, v.to_email, ${at}, ${at}, ${at}
    FROM unnest(
      ${emails.map((email) => email.kind)}::text[],
      ${emails.map((email) => email.idempotencyKey)}::text[],
      ${emails.map((email) => email.groupCardId)}::int[],
      ${emails.map((email) => email.invitationId ?? null)}::int[],
      ${emails.map((email) => email.toEmail)}::text[]
    ) AS v(kind, idempotency_key, group_card_id, invitation_id, to_email)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`;
  return rows.map((row) => row.id);
}

/**
 * Sends the due rows (or only `ids`, for an e-mail a request queued and
 * sends at once), batch by batch until none is left or the deadline passes.
 * Answers counts per kind.
 */
export async function sendScheduledEmails(
  now: number,
  options: {
    writers: Record<string, EmailWriter>;
    deliver: Deliver;
    deadline: number;
    ids?: number[];
    batchSize?: number;
    concurrency?: number;
  },
): Promise<Record<string, SendCounts>> {
  const counts: Record<string, SendCounts> = Object.fromEntries(Object.keys(options.writers).map((kind) => [kind, noSends()]));
  await drain({
    claim: async () => {
      const rows = await claimRows(now, options.batchSize ?? 50, options.ids);
      const localeOf = await emailLocales(rows.map((row) => row.toEmail));
      return rows.map((row) => ({ row, localeOf }));
    },
    send: async ({ row, localeOf }) => {
      const outcome = await sendRow(row, localeOf, now, options);
      countOutcome((counts[row.kind] ??= noSends()), outcome);
    },
    deadline: options.deadline,
    concurrency: options.concurrency ?? 8,
  });
  return counts;
}

/**
 * Takes up to `limit` due rows no other pass holds (SKIP LOCKED) and leases
 * them: status 'sending' until the lease ends, one attempt more.
 */
async function claimRows(now: number, limit: number, ids: number[] | undefined): Promise<ScheduledEmail[]> {
  const at = new Date(now);
  const only = ids ? Prisma.sql`AND id = ANY(${ids}::int[])` : Prisma.empty;
  const claimed = await db().$queryRaw<{ id: number }[]>`
    UPDATE scheduled_emails SET status = 'sending', claimed_until = ${new Date(now + CLAIM_TTL_MS)},
      attempts = attempts + 1, updated_at = ${at}
    WHERE id IN (
      SELECT id FROM scheduled_emails
      WHERE ((status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'sending' AND claimed_until <= ${at})) ${only}
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  if (claimed.length === 0) return [];
  return db().scheduledEmail.findMany({ where: { id: { in: claimed.map((row) => row.id) } }, orderBy: { id: "asc" } });
}

async function sendRow(
  row: ScheduledEmail,
  localeOf: EmailLocaleOf,
  now: number,
  options: { writers: Record<string, EmailWriter>; deliver: Deliver },
): Promise<AttemptOutcome> {
  let outcome: AttemptOutcome;
  try {
    const write = options.writers[row.kind];
    if (!write) throw new Error(`No writer for scheduled e-mails of kind "${row.kind}"`);
    const email = await write(row, localeOf);
    outcome = email
      ? await attemptDelivery(email, row.attempts, options.deliver, now)
      : { status: "skipped", lastError: "no longer due when its turn came" };
  } catch (error) {
    // Writing it failed (a bug, or the database went away): retried like a
    // provider error; if even recording fails, the lease expires and a later
    // pass takes the row over.
    console.error(`Scheduled e-mail ${row.idempotencyKey} could not be prepared`, error);
    outcome = failure(error, row.attempts, now);
  }
  await db()
    .scheduledEmail.updateMany({ where: stillClaimed([row.id], row.attempts), data: outcomeColumns(outcome, now) })
    .catch((error) => console.error(`Scheduled e-mail ${row.idempotencyKey}: recording its outcome failed`, error));
  return outcome;
}
