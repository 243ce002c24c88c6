import { addDays, celebrationIn, compareDates, nextOccurrence, type CalendarDate, type MonthDay } from "@/lib/birthdays/dates";
import { utcCalendarDate } from "@/lib/dates/calendar";
import { localDateAt, zonedInstant } from "@/lib/dates/zoned-time";

// When reminders go out: pure arithmetic on a birthday, the owner's settings
// and an instant, shared by the reminder pass and its property tests.
// docs/decisions/017-reminder-delivery.md explains the rules:
//
// - The reminder `offset` days before a celebration is due on that local
//   date at the send hour (the first valid instant after, when summer time
//   skips the hour; the first of the two, when it repeats it).
// - It stays worth sending until the next reminder for the same celebration
//   is due, and the last one until the birthday is over. A reminder whose
//   window has closed is dropped, never sent stale; one still open is sent
//   late rather than never.
// - A reminder is owed only if it comes due at or after the moment the
//   birthday got its current day (added, or moved to another day) and the
//   moment its offset was last switched on with reminders on (switching
//   reminders on switches on every chosen offset). One due before either was
//   never owed: it is not sent and not counted as missed, and its window
//   stays as it is (it does not pass to another reminder). So a birthday
//   added 3 days ahead gets its 1-day and day-of reminders, not "in 3 days".
// - Changing the send hour or time zone moves due moments, never those two
//   moments: every reminder whose new due moment is still at or after them
//   stays owed, late while its window is open. Only one due within a day of
//   such a moment can drop out, when its new due moment lies before it (the
//   hour set earlier than the moment the birthday was added, say), as it
//   would have with these settings all along.
// - 29 February is celebrated on 28 February in common years (celebrationIn).

export type PlannerSettings = {
  timeZone: string;
  /** Local hour 0–23. */
  sendHour: number;
  /** Days before the birthday, any order; 0 is the day itself. */
  offsets: readonly number[];
};

export type PlannedReminder = {
  /** The day the birthday is celebrated. */
  occurrence: CalendarDate;
  offset: number;
  /** The local date the reminder is for: `offset` days before the occurrence. */
  dueDate: CalendarDate;
  /** When it is due (epoch milliseconds). */
  sendAt: number;
  /** When it is no longer worth sending: the next reminder's sendAt, or the end of the birthday. */
  expiresAt: number;
};

/** The moments before which a birthday's reminders are not owed (epoch milliseconds). */
export type OwedFrom = {
  /** When the birthday got its current day: added, or moved to another day. */
  birthday: number;
  /** When each offset was last switched on with reminders on; an offset not listed was on all along. */
  offsets: ReadonlyMap<number, number>;
};

export type ReminderPlan = {
  /** The reminder to send now, if one is open: at most one at any instant. */
  current: PlannedReminder | null;
  /** The next instant a reminder becomes due; the planner need not look before then. */
  nextCheckAt: number;
};

const DAY_MS = 86_400_000;
/** Missed reminders are looked for this far back at most: older ones are long stale. */
const MISSED_LOOKBACK_MS = 40 * DAY_MS;

/**
 * The reminders for one celebration, earliest first, each with its window.
 * Two offsets that come due at the same instant (a skipped day) leave the
 * earlier offset an empty window: the later reminder supersedes it.
 */
export function remindersForOccurrence(occurrence: CalendarDate, settings: PlannerSettings): PlannedReminder[] {
  const offsets = [...new Set(settings.offsets)].sort((a, b) => b - a);
  const reminders = offsets.map((offset) => {
    const dueDate = addDays(occurrence, -offset);
    return { occurrence, offset, dueDate, sendAt: dueAt(dueDate, settings), expiresAt: 0 };
  });
  reminders.forEach((reminder, index) => {
    const next = reminders[index + 1];
    reminder.expiresAt = next ? next.sendAt : endOfBirthday(reminder, settings.timeZone);
  });
  return reminders;
}

/**
 * The stored moments as the planner takes them: `offsetsSince[i]` is when
 * `offsets[i]` was switched on (users.reminder_offsets_since).
 */
export function owedFrom(birthdaySince: Date, offsets: readonly number[], offsetsSince: readonly Date[]): OwedFrom {
  return {
    birthday: birthdaySince.getTime(),
    offsets: new Map(offsets.map((offset, index) => [offset, offsetsSince[index]?.getTime() ?? Number.NEGATIVE_INFINITY])),
  };
}

/** Whether the reminder is owed at all: it came due no earlier than its birthday and its offset. */
export function isOwed(reminder: Pick<PlannedReminder, "offset" | "sendAt">, owed: OwedFrom): boolean {
  return reminder.sendAt >= Math.max(owed.birthday, owed.offsets.get(reminder.offset) ?? Number.NEGATIVE_INFINITY);
}

/**
 * Where a birthday's reminders stand at `now`: `current` is the open reminder
 * if it is owed. `nextCheckAt` ignores owing: a reminder due later than now is
 * owed anyway, unless the clocks disagree, and then looking once more is harmless.
 */
export function planReminders(birthday: MonthDay, settings: PlannerSettings, owed: OwedFrom, now: number): ReminderPlan {
  // A reminder open at `now` belongs to a celebration that ends after `now`:
  // at most two days before now's UTC date (a local date differs from it by
  // a day, and a skipped day adds one). It starts at most 30 days ahead, so
  // the first celebration from there holds it, and the one after holds the
  // next due reminder when the first has none left.
  const first = nextOccurrence(birthday, utcCalendarDate(now - 2 * DAY_MS));
  const reminders = [
    ...remindersForOccurrence(first, settings),
    ...remindersForOccurrence(celebrationIn(first.year + 1, birthday), settings),
  ];
  return {
    current: reminders.find((reminder) => isOpen(reminder, now) && isOwed(reminder, owed)) ?? null,
    nextCheckAt: reminders.find((reminder) => reminder.sendAt > now)?.sendAt ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * Owed reminders that came due at or after `since` and whose window closed
 * by `now` (looking back 40 days at most): the ones missed while no pass ran.
 */
export function missedReminders(
  birthday: MonthDay,
  settings: PlannerSettings,
  owed: OwedFrom,
  since: number,
  now: number,
): PlannedReminder[] {
  const from = Math.max(since, now - MISSED_LOOKBACK_MS);
  const missed: PlannedReminder[] = [];
  for (let year = utcCalendarDate(from).year - 1; year <= utcCalendarDate(now).year + 1; year++) {
    for (const reminder of remindersForOccurrence(celebrationIn(year, birthday), settings)) {
      const closed = reminder.sendAt >= from && reminder.sendAt < reminder.expiresAt && reminder.expiresAt <= now;
      if (closed && isOwed(reminder, owed)) missed.push(reminder);
    }
  }
  return missed;
}

/** True while the reminder is due and not yet superseded or over. */
export function isOpen(reminder: PlannedReminder, now: number): boolean {
  return reminder.sendAt <= now && now < reminder.expiresAt;
}

/** Whether two reminders are the same one: the same celebration and offset. */
export function isSameReminder(
  a: { occurrence: CalendarDate; offset: number },
  b: { occurrence: CalendarDate; offset: number },
): boolean {
  return a.offset === b.offset && compareDates(a.occurrence, b.occurrence) === 0;
}

// Every pass asks for the same few (zone, hour, date) instants many times
// over; Intl is slow enough that remembering them pays. Bounded, so a
// long-running server does not grow it without end.
const dueAtCache = new Map<string, number>();
const DUE_AT_CACHE_LIMIT = 50_000;

function dueAt(date: CalendarDate, settings: Pick<PlannerSettings, "timeZone" | "sendHour">): number {
  const key = `${settings.timeZone} ${settings.sendHour} ${date.year}-${date.month}-${date.day}`;
  let instant = dueAtCache.get(key);
  if (instant === undefined) {
    instant = zonedInstant(date, settings.sendHour, settings.timeZone);
    if (dueAtCache.size >= DUE_AT_CACHE_LIMIT) dueAtCache.clear();
    dueAtCache.set(key, instant);
  }
  return instant;
}

/**
 * The end of the celebration day: the start of the next local day. When the
 * zone skipped the reminder's own day (a calendar change), its sendAt lies
 * on a later date, and the reminder is open until the end of that day.
 */
function endOfBirthday(reminder: PlannedReminder, timeZone: string): number {
  const end = dueAt(addDays(reminder.occurrence, 1), { timeZone, sendHour: 0 });
  if (reminder.sendAt < end) return end;
  return dueAt(addDays(localDateAt(reminder.sendAt, timeZone), 1), { timeZone, sendHour: 0 });
}
