import "server-only";
import { isoDate, todayIn } from "@/lib/birthdays/dates";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import { missedReminders, owedFrom, planReminders, type PlannedReminder, type PlannerSettings } from "./planner";

// The first half of a reminder pass: turns the reminders whose moment has
// come into reminder_logs rows. Only reminder_checks rows whose check_at has
// passed are read (an index range), so the work grows with the reminders due,
// not with the number of birthdays. Rows are taken in batches under
// FOR UPDATE SKIP LOCKED, so overlapping passes and instances share the work
// instead of repeating it, and memory stays bounded.

/** A check row at this time means "plan as soon as possible" (new birthday, changed settings). */
const ASAP = 0;
/** When a birthday that could not be planned is tried again. */
const RETRY_PLANNING_MS = 3_600_000;

export type PlanningResult = {
  /** Birthdays looked at. */
  checked: number;
  /** Reminders that came due and were queued for sending. */
  queued: number;
  /** Reminders missed while no pass ran whose moment has passed: dropped, not sent. */
  dropped: number;
};

type DueCheck = {
  birthdayId: number;
  userId: number;
  checkAt: Date;
  /** When the birthday got its current day (reminder_checks.owed_from). */
  owedFrom: Date;
  month: number;
  day: number;
  enabled: boolean;
  timeZone: string;
  sendHour: number;
  offsets: number[];
  /** When each of `offsets` was switched on (users.reminder_offsets_since). */
  offsetsSince: Date[];
};

type LogRow = {
  userId: number;
  birthdayId: number;
  reminder: PlannedReminder;
  reminderDate: string;
  status: "pending" | "skipped";
  lastError: string | null;
};

/**
 * Plans every birthday whose check time is at or before `now`, in batches,
 * until none is left or `deadline` (epoch ms) passes.
 */
export async function planDueReminders(now: number, options: { batchSize: number; deadline: number }): Promise<PlanningResult> {
  const total: PlanningResult = { checked: 0, queued: 0, dropped: 0 };
  for (;;) {
    const batch = await planBatch(now, options.batchSize);
    total.checked += batch.checked;
    total.queued += batch.queued;
    total.dropped += batch.dropped;
    if (batch.checked < options.batchSize || Date.now() >= options.deadline) return total;
  }
}

async function planBatch(now: number, batchSize: number): Promise<PlanningResult> {
  return db().$transaction(async (tx) => {
    const checks = await tx.$queryRaw<DueCheck[]>`
      SELECT c.birthday_id AS "birthdayId", c.user_id AS "userId", c.check_at AS "checkAt", c.owed_from AS "owedFrom",
             b.month, b.day, u.reminders_enabled AS enabled, u.time_zone AS "timeZone",
             u.reminder_hour AS "sendHour", u.reminder_offsets AS offsets, u.reminder_offsets_since AS "offsetsSince"
      FROM reminder_checks c
      JOIN birthdays b ON b.id = c.birthday_id
      JOIN users u ON u.id = c.user_id
      WHERE c.check_at <= ${new Date(now)}
      ORDER BY c.check_at
      LIMIT ${batchSize}
      FOR UPDATE OF c SKIP LOCKED`;
    if (checks.length === 0) return { checked: 0, queued: 0, dropped: 0 };

    const logs: LogRow[] = [];
    const nextChecks: { birthdayId: number; checkAt: string }[] = [];
    for (const check of checks) {
      try {
        const { logs: logsForCheck, nextCheckAt } = planCheck(check, now);
        logs.push(...logsForCheck);
        nextChecks.push({ birthdayId: check.birthdayId, checkAt: nextCheckAt });
      } catch (error) {
        // One bad row (a time zone this runtime does not know, written around
        // the API) must not hold up everyone else's reminders: it is tried
        // again in an hour, and the log says why.
        console.error(`Reminders for birthday ${check.birthdayId} could not be planned`, error);
        nextChecks.push({ birthdayId: check.birthdayId, checkAt: new Date(now + RETRY_PLANNING_MS).toISOString() });
      }
    }

    const inserted = await insertLogs(tx, logs, now);
    await tx.$executeRaw`
      UPDATE reminder_checks c SET check_at = v.check_at::timestamptz
      FROM unnest(${nextChecks.map((each) => each.birthdayId)}::int[], ${nextChecks.map((each) => each.checkAt)}::text[])
        AS v(birthday_id, check_at)
      WHERE c.birthday_id = v.birthday_id`;
    return { checked: checks.length, queued: inserted.pending, dropped: inserted.skipped };
  });
}

/** What one birthday needs now: the reminder to queue, missed ones to drop, and when to look again. */
function planCheck(check: DueCheck, now: number): { logs: LogRow[]; nextCheckAt: string } {
  if (!check.enabled || check.offsets.length === 0) return { logs: [], nextCheckAt: "infinity" };
  const settings: PlannerSettings = { timeZone: check.timeZone, sendHour: check.sendHour, offsets: check.offsets };
  const birthday = { month: check.month, day: check.day };
  const owed = owedFrom(check.owedFrom, check.offsets, check.offsetsSince);
  const plan = planReminders(birthday, settings, owed, now);
  const today = isoDate(todayIn(check.timeZone, new Date(now)));
  const row = (reminder: PlannedReminder, status: LogRow["status"], lastError: string | null): LogRow => ({
    userId: check.userId,
    birthdayId: check.birthdayId,
    reminder,
    reminderDate: status === "pending" ? today : isoDate(reminder.dueDate),
    status,
    lastError,
  });

  const logs: LogRow[] = [];
  if (plan.current) logs.push(row(plan.current, "pending", null));
  // Reminders that came due since this birthday was last planned but were
  // never queued (no pass ran in their window) are recorded as dropped. A
  // birthday planned for the first time has no such history, and when the
  // reminder looked for is the one open now, nothing came in between.
  const since = check.checkAt.getTime();
  if (since !== ASAP && plan.current?.sendAt !== since) {
    for (const missed of missedReminders(birthday, settings, owed, since, now)) {
      logs.push(row(missed, "skipped", "missed: no pass ran while it was due"));
    }
  }
  return { logs, nextCheckAt: Number.isFinite(plan.nextCheckAt) ? new Date(plan.nextCheckAt).toISOString() : "infinity" };
}

/** Inserts the rows whose (birthday, occurrence, offset) has none yet; counts what was new. */
async function insertLogs(tx: Prisma.TransactionClient, logs: LogRow[], now: number): Promise<{ pending: number; skipped: number }> {
  if (logs.length === 0) return { pending: 0, skipped: 0 };
  const rows = await tx.$queryRaw<{ status: "pending" | "skipped" }[]>`
    INSERT INTO reminder_logs
      (user_id, birthday_id, occurrence_date, offset_days, reminder_date, status, next_attempt_at, last_error, updated_at)
    SELECT v.user_id, v.birthday_id, v.occurrence_date, v.offset_days, v.reminder_date, v.status::reminder_status,
           ${new Date(now)}, v.last_error, ${new Date(now)}
    FROM unnest(
      ${logs.map((log) => log.userId)}::int[],
      ${logs.map((log) => log.birthdayId)}::int[],
      ${logs.map((log) => isoDate(log.reminder.occurrence))}::date[],
      ${logs.map((log) => log.reminder.offset)}::smallint[],
      ${logs.map((log) => log.reminderDate)}::date[],
      ${logs.map((log) => log.status)}::text[],
      ${logs.map((log) => log.lastError)}::text[]
    ) AS v(user_id, birthday_id, occurrence_date, offset_days, reminder_date, status, last_error)
    ON CONFLICT (birthday_id, occurrence_date, offset_days) DO NOTHING
    RETURNING status`;
  return {
    pending: rows.filter((row) => row.status === "pending").length,
    skipped: rows.filter((row) => row.status === "skipped").length,
  };
}
