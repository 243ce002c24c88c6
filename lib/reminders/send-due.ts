import "server-only";
import { isoDate, todayIn } from "@/lib/birthdays/dates";
import { db } from "@/lib/db";
import {
  attemptDelivery,
  CLAIM_TTL_MS,
  drain,
  failure,
  outcomeColumns,
  stillClaimed,
  type AttemptOutcome,
  type Deliver,
} from "@/lib/scheduler/attempts";
import { buildDigest } from "./digest";

// The second half of a reminder pass: claims queued reminders, one digest per
// user, and sends them with the lease, idempotency key and retries every
// scheduled e-mail has (lib/scheduler/attempts.ts, docs/decisions/017 and 042).
// What is the reminders' own: a digest carries all of a user's due reminders,
// and its key is fixed at its first claim and travels with its rows.

export type SendingResult = {
  /** Reminders claimed by this pass. */
  due: number;
  sent: number;
  /** Digest e-mails sent (one carries all of a user's reminders). */
  emails: number;
  /** Claimed but no longer due when their turn came: not sent. */
  skipped: number;
  /** Gave up on: marked failed. */
  failed: number;
  /** Failed this time; queued for another attempt after a pause. */
  retrying: number;
};

/** Advisory-lock namespace under which a pass holds a user while claiming their reminders. */
const CLAIM_LOCK = 5_010_001;

type Claim = { userId: number; digestKey: string; reminderDate: string; logIds: number[]; attempts: number };

export async function sendDueReminders(
  now: number,
  options: { deliver: Deliver; deadline: number; usersPerClaim?: number; concurrency?: number },
): Promise<SendingResult> {
  const total: SendingResult = { due: 0, sent: 0, emails: 0, skipped: 0, failed: 0, retrying: 0 };
  await drain({
    claim: () => claimDigests(now, options.usersPerClaim ?? 100),
    send: async (claim) => {
      const outcome = await sendClaim(claim, now, options.deliver);
      total.due += claim.logIds.length;
      total.sent += outcome.sent;
      if (outcome.sent > 0) total.emails++;
      total.skipped += outcome.skipped;
      total.failed += outcome.failed;
      total.retrying += outcome.retrying;
    },
    deadline: options.deadline,
    concurrency: options.concurrency ?? 8,
  });
  return total;
}

/**
 * Claims the due reminders of up to `userLimit` users that no other pass is
 * claiming, grouped into digests: one per user for newly due reminders, and
 * one per earlier digest key for retries (so a retried e-mail is identical).
 */
async function claimDigests(now: number, userLimit: number): Promise<Claim[]> {
  const at = new Date(now);
  return db().$transaction(async (tx) => {
    const candidates = await tx.$queryRaw<{ userId: number }[]>`
      SELECT DISTINCT user_id AS "userId" FROM reminder_logs
      WHERE (status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'sending' AND claimed_until <= ${at})
      LIMIT ${userLimit}`;
    if (candidates.length === 0) return [];
    // Users another pass is claiming right now are left to it, so a user's
    // reminders are never split between two digests by a race.
    const users = await tx.$queryRaw<{ userId: number; timeZone: string }[]>`
      SELECT id AS "userId", time_zone AS "timeZone" FROM users
      WHERE id = ANY(${candidates.map((each) => each.userId)}::int[]) AND pg_try_advisory_xact_lock(${CLAIM_LOCK}::int, id)`;
    if (users.length === 0) return [];
    const rows = await tx.$queryRaw<{ id: number; userId: number; digestKey: string | null; reminderDate: string; attempts: number }[]>`
      SELECT id, user_id AS "userId", digest_key AS "digestKey", to_char(reminder_date, 'YYYY-MM-DD') AS "reminderDate", attempts
      FROM reminder_logs
      WHERE user_id = ANY(${users.map((user) => user.userId)}::int[])
        AND ((status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'sending' AND claimed_until <= ${at}))
      ORDER BY id
      FOR UPDATE`;

    const zones = new Map(users.map((user) => [user.userId, user.timeZone]));
    const claims = new Map<string, Claim>();
    for (const row of rows) {
      // New reminders are written as of the user's today; a retry keeps the
      // date (and key) of its first attempt, so the provider sees the same e-mail.
      const reminderDate = row.digestKey ? row.reminderDate : isoDate(todayIn(zones.get(row.userId)!, at));
      const digestKey = row.digestKey ?? `reminders/${row.userId}/${reminderDate}/${row.id}`;
      const groupKey = row.digestKey ?? `new/${row.userId}`;
      const claim = claims.get(groupKey);
      if (claim) claim.logIds.push(row.id);
      else claims.set(groupKey, { userId: row.userId, digestKey, reminderDate, logIds: [row.id], attempts: row.attempts + 1 });
    }
    const claimed = [...claims.values()];
    const ids = claimed.flatMap((claim) => claim.logIds);
    await tx.$executeRaw`
      UPDATE reminder_logs l
      SET status = 'sending', claimed_until = ${new Date(now + CLAIM_TTL_MS)}, attempts = l.attempts + 1,
          digest_key = v.digest_key, reminder_date = v.reminder_date::date, updated_at = ${at}
      FROM unnest(
        ${ids}::int[],
        ${claimed.flatMap((claim) => claim.logIds.map(() => claim.digestKey))}::text[],
        ${claimed.flatMap((claim) => claim.logIds.map(() => claim.reminderDate))}::text[]
      ) AS v(id, digest_key, reminder_date)
      WHERE l.id = v.id`;
    return claimed;
  });
}

type Outcome = Omit<SendingResult, "due" | "emails">;

async function sendClaim(claim: Claim, now: number, deliver: Deliver): Promise<Outcome> {
  const outcome: Outcome = { sent: 0, skipped: 0, failed: 0, retrying: 0 };
  const count = (result: AttemptOutcome, ids: number[]) => {
    const key = result.status === "pending" ? "retrying" : result.status;
    outcome[key] += ids.length;
  };
  try {
    const digest = await buildDigest({ ...claim, now });
    const staleIds = digest.stale.map((reminder) => reminder.logId);
    const stale: AttemptOutcome = { status: "skipped", lastError: "no longer due when its turn came" };
    await record(claim, staleIds, stale, now);
    count(stale, staleIds);
    if (!digest.email) return outcome;
    const ids = digest.open.map((reminder) => reminder.logId);
    const result = await attemptDelivery(digest.email, claim.attempts, deliver, now);
    await record(claim, ids, result, now);
    count(result, ids);
  } catch (error) {
    // Loading or rendering failed (a bug, or the database went away): retried
    // like a provider error; if even this write fails, the claim expires and a
    // later pass takes it over.
    console.error(`Reminder digest ${claim.digestKey} could not be prepared`, error);
    const result = failure(error, claim.attempts, now);
    await record(claim, claim.logIds, result, now).catch(() => {});
    count(result, claim.logIds);
  }
  return outcome;
}

/** Records how a claim ended, for the rows this claim still holds. */
async function record(claim: Claim, ids: number[], outcome: AttemptOutcome, now: number): Promise<void> {
  if (ids.length === 0) return;
  await db().reminderLog.updateMany({ where: stillClaimed(ids, claim.attempts), data: outcomeColumns(outcome, now) });
}
