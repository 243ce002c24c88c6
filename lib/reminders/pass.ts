import "server-only";
import { sendEmail } from "@/lib/email/send";
import type { Deliver } from "@/lib/scheduler/attempts";
import { planDueReminders, type PlanningResult } from "./plan-due";
import { sendDueReminders, type SendingResult } from "./send-due";

// The reminders' part of a scheduler pass (lib/scheduler/pass.ts, which the
// cron route, the in-process scheduler and `npm run reminders` run): plan
// what has come due, then send it. Safe to run from any number of instances
// at once and as often as wanted; each reminder goes out at most once.
// docs/decisions/017-reminder-delivery.md.

export type ReminderPassResult = {
  /** The moment the pass ran as (ISO 8601). */
  now: string;
  /** Reminders this pass dealt with: due = sent + skipped + failed + retrying. */
  due: number;
  sent: number;
  /** Not sent because their moment had passed (missed during downtime, or superseded). */
  skipped: number;
  failed: number;
  retrying: number;
  planning: PlanningResult & { ms: number };
  sending: { emails: number; ms: number };
};

export type ReminderPassOptions = {
  /** Run as if at this moment; the clock by default. */
  now?: Date;
  /** Stop taking new work after this long, so a cron call ends in time; the next pass goes on. */
  budgetMs?: number;
  /** For tests that simulate a pass dying mid-send; sendEmail by default. */
  deliver?: Deliver;
  /** Rows planned per transaction (birthdays, cards). */
  batchSize?: number;
};

export async function runReminderPass(options: ReminderPassOptions = {}): Promise<ReminderPassResult> {
  const now = (options.now ?? new Date()).getTime();
  const deadline = Date.now() + (options.budgetMs ?? 50_000);

  const planningStart = performance.now();
  const planning = await planDueReminders(now, { batchSize: options.batchSize ?? 2_000, deadline });
  const sendingStart = performance.now();
  const sending: SendingResult = await sendDueReminders(now, { deliver: options.deliver ?? sendEmail, deadline });
  const end = performance.now();

  return {
    now: new Date(now).toISOString(),
    due: sending.due + planning.dropped,
    sent: sending.sent,
    skipped: sending.skipped + planning.dropped,
    failed: sending.failed,
    retrying: sending.retrying,
    planning: { ...planning, ms: Math.round(sendingStart - planningStart) },
    sending: { emails: sending.emails, ms: Math.round(end - sendingStart) },
  };
}
