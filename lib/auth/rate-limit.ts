import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export type RateLimitRule = {
  /** What is limited and for whom, e.g. "magic-link:email:ann@example.com". */
  key: string;
  limit: number;
  /** At most RATE_LIMIT_MAX_WINDOW_MS: housekeeping drops counters older than that. */
  windowMs: number;
  /** Key in the "errors" namespace for the 429 of this rule ({minutes} is filled in); rateLimited by default. */
  messageKey?: string;
};

export const RATE_LIMIT_MAX_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt against each rule in turn (fixed windows, counted in
 * the database so all app instances share them) and throws a 429 AppError
 * with Retry-After at the first rule over its limit. The rules after it are
 * not counted: an attempt refused on its sender's own limit must not use up
 * a limit that others share (the address's, in the sign-in rule).
 */
export async function enforceRateLimits(rules: RateLimitRule[], now = new Date()): Promise<void> {
  for (const rule of rules) {
    const windowStart = windowStartOf(rule, now);
    const count = await countAttempt(rule.key, windowStart);
    if (count > rule.limit) throw rateLimited(rule, windowStart, now);
  }
}

/**
 * Takes `amount` units (e.g. invitations in one request) from the rule's
 * budget in the current window, atomically: either all of them fit and are
 * counted, or none is counted and a 429 is thrown. Unlike a refused attempt,
 * a refused batch uses up nothing, so a smaller one may follow.
 */
export async function spendRateBudget(rule: RateLimitRule, amount: number, now = new Date()): Promise<void> {
  const windowStart = windowStartOf(rule, now);
  const [row] = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_counters (key, window_start, count)
    SELECT ${rule.key}, ${windowStart}, ${amount}::int WHERE ${amount}::int <= ${rule.limit}::int
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + EXCLUDED.count
    WHERE rate_limit_counters.count + EXCLUDED.count <= ${rule.limit}::int
    RETURNING count`;
  if (!row) throw rateLimited(rule, windowStart, now);
  if (row.count === amount) await dropOlderWindows(rule.key, windowStart);
}

function windowStartOf(rule: RateLimitRule, now: Date): Date {
  if (rule.windowMs > RATE_LIMIT_MAX_WINDOW_MS) throw new Error(`Rate limit window of ${rule.key} is too long`);
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

/** The 429 of a rule, with Retry-After at the end of its window. */
function rateLimited(rule: RateLimitRule, windowStart: Date, now: Date): AppError {
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000);
  return new AppError("rate_limited", rule.messageKey, {
    values: { minutes: Math.ceil(retryAfterSeconds / 60) },
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

/** Adds one to the window's counter atomically and returns the new count. */
async function countAttempt(key: string, windowStart: Date): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_counters (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
    RETURNING count`;
  if (row!.count === 1) await dropOlderWindows(key, windowStart);
  return row!.count;
}

/** A new window began: the key's older windows are no longer needed. */
async function dropOlderWindows(key: string, windowStart: Date): Promise<void> {
  await db().rateLimitCounter.deleteMany({ where: { key, windowStart: { lt: windowStart } } });
}
