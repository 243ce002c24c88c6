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
    if (rule.windowMs > RATE_LIMIT_MAX_WINDOW_MS) throw new Error(`Rate limit window of ${rule.key} is too long`);
    const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
    const count = await countAttempt(rule.key, new Date(windowStart));
    if (count > rule.limit) {
      const retryAfterSeconds = Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000);
      throw new AppError("rate_limited", rule.messageKey, {
        values: { minutes: Math.ceil(retryAfterSeconds / 60) },
        headers: { "Retry-After": String(retryAfterSeconds) },
      });
    }
  }
}

/** Adds one to the window's counter atomically and returns the new count. */
async function countAttempt(key: string, windowStart: Date): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_counters (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
    RETURNING count`;
  if (row!.count === 1) {
    // A new window began: the key's older windows are no longer needed.
    await db().rateLimitCounter.deleteMany({ where: { key, windowStart: { lt: windowStart } } });
  }
  return row!.count;
}
