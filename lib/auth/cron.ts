import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/http/errors";

/**
 * Lets through only `Authorization: Bearer <CRON_SECRET>` (what Vercel's cron
 * sends); 401 otherwise, and always when no CRON_SECRET is configured.
 */
export function requireCronSecret(request: Request): void {
  const secret = getConfig().CRON_SECRET;
  const given = request.headers.get("authorization") ?? "";
  if (!secret || !sameText(given, `Bearer ${secret}`)) throw new AppError("unauthorized");
}

/** Compares in constant time (over hashes, so unequal lengths leak nothing either). */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
