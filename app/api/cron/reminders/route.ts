import { requireCronSecret } from "@/lib/auth/cron";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { runReminderPass } from "@/lib/reminders/pass";

export const dynamic = "force-dynamic";
// The pass stops taking new work after 50 s (its budget) and the next one goes on.
export const maxDuration = 60;

/**
 * One reminder pass (Vercel's hourly cron sends GET): counts of due, sent,
 * skipped and failed reminders; then sign-in housekeeping, and what it removed.
 */
const runPass = apiRoute({}, async ({ request }) => {
  requireCronSecret(request);
  const result = await runReminderPass();
  return { ...result, housekeeping: await runHousekeeping() };
});

export const GET = runPass;
export const POST = runPass;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
