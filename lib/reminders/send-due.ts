import "server-only";
import { isoDate, todayIn } from "@/lib/birthdays/dates";
import { db } from "@/lib/db";
import { EmailDeliveryError, type OutgoingEmail } from "@/lib/email/send";
import { buildDigest } from "./digest";

// The second half of a reminder pass: claims queued reminders, one digest per
// user, and sends them. The guarantees (docs/decisions/017):
// - A claim is a lease: status 'sending' until claimed_until. A pass that dies
//   holding it leaves it to expire; a later pass takes it over.
// - A digest's idempotency key is fixed at its first claim and travels with
//   its rows, so a retry after a crash or timeout is the same request to the
//   provider, which delivers it at most once.
// - Provider errors are retried with backoff; after MAX_ATTEMPTS, or at once
//   for an error that would only repeat, the reminders are marked failed.

/** Sends one e-mail; sendEmail in production, a stand-in only where a test must simulate a crash. */
export type Deliver = (email: OutgoingEmail) => Promise<{ id: string }>;

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

/** How long a claim lasts; far beyond one send's 20-second timeout. */
export const CLAIM_TTL_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
/** Pause before attempt n + 1, after n failed attempts. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** Advisory-lock namespace under which a pass holds a user while claiming their reminders. */
const CLAIM_LOCK = 5_010_001;

type Claim = { userId: number; digestKey: string; reminderDate: string; logIds: number[]; attempts: number };

export async function sendDueReminders(
  now: number,
  options: { deliver: Deliver; deadline: number; usersPerClaim?: number; concurrency?: number },
): Promise<SendingResult> {
  const total: SendingResult = { due: 0, sent: 0, emails: 0, skipped: 0, failed: 0, retrying: 0 };
  const concurrency = options.concurrency ?? 8;
  while (Date.now() < options.deadline) {
    const claims = await claimDigests(now, options.usersPerClaim ?? 100);
    if (claims.length === 0) break;
    await forEachConcurrently(claims, concurrency, async (claim) => {
      const outcome = await sendClaim(claim, now, options.deliver);
      total.due += claim.logIds.length;
      total.sent += outcome.sent;
      if (outcome.sent > 0) total.emails++;
      total.skipped += outcome.skipped;
      total.failed += outcome.failed;
      total.retrying += outcome.retrying;
    });
  }
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
  try {
    const digest = await buildDigest({ ...claim, now });
    const staleIds = digest.stale.map((reminder) => reminder.logId);
    await finish(claim, staleIds, { status: "skipped", lastError: "no longer due when its turn came" }, now);
    outcome.skipped = staleIds.length;
    if (!digest.email) return outcome;
    const ids = digest.open.map((reminder) => reminder.logId);
    try {
      const { id } = await deliver(digest.email);
      await finish(claim, ids, { status: "sent", providerMessageId: id }, now);
      outcome.sent = ids.length;
    } catch (error) {
      if (error instanceof EmailDeliveryError && error.code === "invalid_idempotent_request") {
        // The provider has this key with a different body: an earlier attempt
        // of this digest reached it (the text changed since, e.g. a renamed
        // birthday). It was delivered then; sending again would duplicate it.
        await finish(claim, ids, { status: "sent", providerMessageId: null, lastError: error.message }, now);
        outcome.sent = ids.length;
      } else {
        const retry = claim.attempts < MAX_ATTEMPTS && !(error instanceof EmailDeliveryError && !error.retryable);
        await failed(claim, ids, error, retry, now);
        if (retry) outcome.retrying = ids.length;
        else outcome.failed = ids.length;
      }
    }
  } catch (error) {
    // Loading or rendering failed (a bug, or the database went away): retried
    // like a provider error; if even this write fails, the claim expires and a
    // later pass takes it over.
    console.error(`Reminder digest ${claim.digestKey} could not be prepared`, error);
    const retry = claim.attempts < MAX_ATTEMPTS;
    await failed(claim, claim.logIds, error, retry, now).catch(() => {});
    if (retry) outcome.retrying = claim.logIds.length;
    else outcome.failed = claim.logIds.length;
  }
  return outcome;
}

/**
 * Records how a claim ended, for the rows this claim still holds: a pass
 * that outlived its lease must not overwrite what the pass that took over
 * recorded (each claim bumps attempts, so the count identifies it).
 */
function stillClaimed(claim: Claim, ids: number[]) {
  return { id: { in: ids }, status: "sending" as const, attempts: claim.attempts };
}

async function finish(
  claim: Claim,
  ids: number[],
  result: { status: "sent" | "skipped"; providerMessageId?: string | null; lastError?: string },
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  const at = new Date(now);
  await db().reminderLog.updateMany({
    where: stillClaimed(claim, ids),
    data: {
      status: result.status,
      claimedUntil: null,
      updatedAt: at,
      lastError: result.lastError ?? null,
      ...(result.status === "sent" && { emailSentAt: at, providerMessageId: result.providerMessageId ?? null }),
    },
  });
}

async function failed(claim: Claim, ids: number[], error: unknown, retry: boolean, now: number): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const delay = RETRY_DELAYS_MS[Math.min(claim.attempts, RETRY_DELAYS_MS.length) - 1]!;
  await db().reminderLog.updateMany({
    where: stillClaimed(claim, ids),
    data: {
      status: retry ? "pending" : "failed",
      claimedUntil: null,
      nextAttemptAt: new Date(now + (retry ? delay : 0)),
      lastError: message.slice(0, 1000),
      updatedAt: new Date(now),
    },
  });
}

/** Runs `task` on every item, at most `limit` at a time. */
async function forEachConcurrently<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
