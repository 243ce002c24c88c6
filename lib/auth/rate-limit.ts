import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export type RateLimitRule = {
  /** What is limited and for whom, e.g. "magic-link:email:ann@example.com". */
  key: string;
  limit: number;
  windowMs: number;
};

/**
 * Counts one attempt against each rule (fixed windows, counted in the
 * database so all app instances share them) and throws a 429 AppError with
 * Retry-After when any rule is over its limit.
 */
export async function enforceRateLimits(rules: RateLimitRule[], now = new Date()): Promise<void> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
    const count = await countAttempt(rule.key, new Date(windowStart));
    if (count > rule.limit) {
      const secondsLeft = Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000);
      retryAfterSeconds = Math.max(retryAfterSeconds, secondsLeft);
    }
  }
  if (retryAfterSeconds > 0) {
    throw new AppError("rate_limited", undefined, {
      values: { minutes: Math.ceil(retryAfterSeconds / 60) },
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
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
