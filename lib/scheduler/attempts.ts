import "server-only";
import { EmailDeliveryError, type OutgoingEmail } from "@/lib/email/send";

// How every scheduled e-mail is attempted, whatever queued it (reminder
// digests in reminder_logs, card e-mails in scheduled_emails). The rules of
// docs/decisions/017 and 042, in one place:
// - A claim is a lease: status 'sending' until claimed_until. A pass that dies
//   holding it leaves it to expire; a later pass takes it over.
// - The idempotency key is fixed before the first attempt, so a retry after a
//   crash or timeout is the same request, which the provider delivers once.
// - Provider errors are retried with backoff; after MAX_ATTEMPTS, or at once
//   for an error that would only repeat, the e-mail is marked failed with the
//   provider's message.
// - Only the claim that is still current records an outcome: each claim bumps
//   `attempts`, so a pass that outlived its lease cannot overwrite what the
//   pass that took over recorded.

/** Sends one e-mail; sendEmail in production, a stand-in only where a test must simulate a crash. */
export type Deliver = (email: OutgoingEmail) => Promise<{ id: string }>;

/** How long a claim lasts; far beyond one send's 20-second timeout. */
export const CLAIM_TTL_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
/** Pause before attempt n + 1, after n failed attempts. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/** What one attempt came to, as the columns both queues share record it. */
export type AttemptOutcome =
  | { status: "sent"; providerMessageId: string | null; lastError: string | null }
  | { status: "skipped"; lastError: string }
  | { status: "pending" | "failed"; nextAttemptAt: Date; lastError: string };

/**
 * Hands the e-mail to the provider and says what to record. `attempts`
 * counts this one.
 */
export async function attemptDelivery(email: OutgoingEmail, attempts: number, deliver: Deliver, now: number): Promise<AttemptOutcome> {
  try {
    const { id } = await deliver(email);
    return { status: "sent", providerMessageId: id, lastError: null };
  } catch (error) {
    if (error instanceof EmailDeliveryError && error.code === "invalid_idempotent_request") {
      // The provider has this key with a different body: an earlier attempt
      // reached it (the text changed since, e.g. a renamed birthday). It was
      // delivered then; sending again would duplicate it.
      return { status: "sent", providerMessageId: null, lastError: error.message };
    }
    return failure(error, attempts, now, !(error instanceof EmailDeliveryError && !error.retryable));
  }
}

/**
 * A failed attempt: retried after a pause while attempts remain and the
 * error may pass, else failed. Also for an e-mail that could not be prepared
 * (a bug, or the database went away), which may pass too.
 */
export function failure(error: unknown, attempts: number, now: number, mayPass = true): AttemptOutcome {
  const message = error instanceof Error ? error.message : String(error);
  const retry = mayPass && attempts < MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
  return { status: retry ? "pending" : "failed", nextAttemptAt: new Date(now + (retry ? delay : 0)), lastError: message.slice(0, 1000) };
}

/** The columns an outcome writes (reminder_logs and scheduled_emails name them alike). */
export function outcomeColumns(outcome: AttemptOutcome, now: number) {
  const at = new Date(now);
  return {
    status: outcome.status,
    claimedUntil: null,
    updatedAt: at,
    lastError: outcome.lastError,
    ...(outcome.status === "sent" && { emailSentAt: at, providerMessageId: outcome.providerMessageId }),
    ...((outcome.status === "pending" || outcome.status === "failed") && { nextAttemptAt: outcome.nextAttemptAt }),
  };
}

/** The rows a claim still holds: claimed by it (attempts identifies the claim) and not yet recorded. */
export function stillClaimed(ids: number[], attempts: number) {
  return { id: { in: ids }, status: "sending" as const, attempts };
}

/** What a pass did with the e-mails of one kind. due = sent + skipped + failed + retrying. */
export type SendCounts = { due: number; sent: number; skipped: number; failed: number; retrying: number };

export const noSends = (): SendCounts => ({ due: 0, sent: 0, skipped: 0, failed: 0, retrying: 0 });

/** Adds `count` items that ended as `outcome` to the counts. */
export function countOutcome(counts: SendCounts, outcome: AttemptOutcome, count = 1): void {
  counts.due += count;
  if (outcome.status === "sent") counts.sent += count;
  else if (outcome.status === "skipped") counts.skipped += count;
  else if (outcome.status === "failed") counts.failed += count;
  else counts.retrying += count;
}

/**
 * Claims work and sends it until nothing is left or the deadline passes:
 * `claim` takes a batch under a lease (empty when none is left), `send`
 * handles one claim; `concurrency` claims at a time.
 */
export async function drain<Claim>(options: {
  claim: () => Promise<Claim[]>;
  send: (claim: Claim) => Promise<void>;
  deadline: number;
  concurrency: number;
}): Promise<void> {
  while (Date.now() < options.deadline) {
    const claims = await options.claim();
    if (claims.length === 0) return;
    await forEachConcurrently(claims, options.concurrency, options.send);
  }
}

/** Runs `task` on every item, at most `limit` at a time. */
export async function forEachConcurrently<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
