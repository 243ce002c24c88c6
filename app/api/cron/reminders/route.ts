import { requireCronSecret } from "@/lib/auth/cron";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { runScheduledPass } from "@/lib/scheduler/pass";

export const dynamic = "force-dynamic";
// The pass stops taking new work after 50 s (its budget) and the next one goes on.
export const maxDuration = 60;

/**
 * One pass of the scheduler (Vercel's hourly cron sends GET; the name is kept
 * for existing cron set-ups): every kind of scheduled e-mail (reminder
 * digests, card deliveries), with counts of due, sent, skipped and failed in
 * all and per kind; then sign-in housekeeping, and what it removed.
 */
const runPass = apiRoute({}, async ({ request }) => {
  requireCronSecret(request);
  const result = await runScheduledPass();
  return { ...result, housekeeping: await runHousekeeping() };
});

export const GET = runPass;
export const POST = runPass;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
