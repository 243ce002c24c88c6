import "server-only";
import { sendEmail } from "@/lib/email/send";
import { deliveryEmailWriters, planDueDeliveries, type DeliveryPlanningResult } from "@/lib/group-cards/delivery";
import { thankYouEmailWriters } from "@/lib/group-cards/thank-you";
import { runReminderPass, type ReminderPassOptions, type ReminderPassResult } from "@/lib/reminders/pass";
import type { SendCounts } from "./attempts";
import { sendScheduledEmails, type EmailWriter } from "./scheduled-emails";

// One pass of the scheduler: every kind of scheduled e-mail, planned and then
// sent. Safe to run from any number of instances at once and as often as
// wanted; the cron route, the in-process scheduler and `npm run reminders`
// all run this. docs/decisions/017-reminder-delivery.md (reminders) and
// 042-scheduler-and-card-delivery.md (the shared mechanism, card delivery).
//
// To add a kind of scheduled e-mail: a planner that queues rows with
// queueEmails (lib/scheduler/scheduled-emails.ts) when they come due, called
// below, and its writer in `writers`.

/** The writer of every kind of e-mail in scheduled_emails. */
const writers: Record<string, EmailWriter> = { ...deliveryEmailWriters, ...thankYouEmailWriters };

export type ScheduledPassResult = {
  /** The moment the pass ran as (ISO 8601). */
  now: string;
  /** Over every kind: due = sent + skipped + failed + retrying. */
  due: number;
  sent: number;
  skipped: number;
  failed: number;
  retrying: number;
  /** Per kind: reminder digests (counted by reminder), then each kind of e-mail in scheduled_emails. */
  kinds: { reminders: ReminderPassResult } & Record<string, SendCounts>;
  /** Card delivery's planning: cards looked at and delivered. */
  cardDelivery: DeliveryPlanningResult & { ms: number };
  sending: { ms: number };
};

/** As for the reminders' part: the moment, the budget, a stand-in `deliver` for crash tests, the batch size. */
export type ScheduledPassOptions = ReminderPassOptions;

export async function runScheduledPass(options: ScheduledPassOptions = {}): Promise<ScheduledPassResult> {
  const now = (options.now ?? new Date()).getTime();
  const budgetMs = options.budgetMs ?? 50_000;
  const deadline = Date.now() + budgetMs;
  const deliver = options.deliver ?? sendEmail;
  const batchSize = options.batchSize ?? 2_000;

  const planningStart = performance.now();
  const cardDelivery = await planDueDeliveries(now, { batchSize, deadline });
  const planningEnd = performance.now();
  const reminders = await runReminderPass({ now: new Date(now), budgetMs: deadline - Date.now(), deliver, batchSize });
  const sendingStart = performance.now();
  const scheduled = await sendScheduledEmails(now, { writers, deliver, deadline });
  const sendingEnd = performance.now();

  const all: SendCounts[] = [reminders, ...Object.values(scheduled)];
  const total = (key: keyof SendCounts) => all.reduce((sum, counts) => sum + counts[key], 0);
  return {
    now: new Date(now).toISOString(),
    due: total("due"),
    sent: total("sent"),
    skipped: total("skipped"),
    failed: total("failed"),
    retrying: total("retrying"),
    kinds: { reminders, ...scheduled },
    cardDelivery: { ...cardDelivery, ms: Math.round(planningEnd - planningStart) },
    sending: { ms: Math.round(sendingEnd - sendingStart) },
  };
}
