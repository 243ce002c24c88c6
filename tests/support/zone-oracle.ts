// The test-side oracle for wall-clock time in IANA time zones: what a clock
// in a zone reads at an instant, the zone's UTC offset, the local date, and
// the first instant at which the clock reads a given time. The reminder
// planner and the reminder pass are checked against it (tests/unit/reminder-
// planner.test.ts, tests/integration/reminders-simulation.test.ts), so it
// shares no code with lib/dates/zoned-time.ts: its own Intl formatter (another
// locale and fields than the app's) and its own search. Imports nothing from
// the app but types.
import type { CalendarDate } from "@/lib/birthdays/dates";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const oracleFormatters = new Map<string, Intl.DateTimeFormat>();

/** What a clock in the zone reads at an instant, as the UTC instant with those fields. */
export function wallClock(instant: number, timeZone: string): number {
  let formatter = oracleFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(new Date(instant))) fields[part.type] = part.value;
  if (fields.era !== "AD") throw new Error(`Unexpected era ${fields.era}`);
  return Date.UTC(
    Number(fields.year),
    Number(fields.month) - 1,
    Number(fields.day),
    Number(fields.hour),
    Number(fields.minute),
    Number(fields.second),
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (a whole number of seconds). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / SECOND) * SECOND;
  return wallClock(whole, timeZone) - whole;
}

/** The local reading of hour:00 on a date, as a UTC instant with those fields. */
export function wallTarget(date: CalendarDate, hour: number): number {
  return Date.UTC(date.year, date.month - 1, date.day, hour);
}

/**
 * The first instant at which the zone's clock reads `target` or later.
 *
 * Splits the 36 hours around the target into spans of one offset (the zone
 * data never changes the offset twice within 15 minutes, so sampling every
 * 15 minutes and bisecting to the second finds every change), then walks
 * them in order: in a span [start, end) on offset o the clock reads
 * start + o … end + o, so the first instant reading `target` or later is
 * max(start, target − o) when that is before `end`.
 */
export function firstInstantReading(target: number, timeZone: string): number {
  // No zone is ever more than 16 hours from UTC, so 18 hours either side
  // holds readings before and after the target.
  const from = target - 18 * HOUR;
  const to = target + 18 * HOUR;
  const starts = [from];
  let previous = from;
  let previousOffset = offsetAt(from, timeZone);
  for (let sample = from + 15 * MINUTE; sample <= to; sample += 15 * MINUTE) {
    const offset = offsetAt(sample, timeZone);
    if (offset !== previousOffset) {
      let low = previous; // on the old offset
      let high = sample; // on the new one
      while (high - low > SECOND) {
        const middle = low + Math.floor((high - low) / 2 / SECOND) * SECOND;
        if (offsetAt(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      starts.push(high);
    }
    previous = sample;
    previousOffset = offset;
  }
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index]!;
    const end = starts[index + 1] ?? to;
    const candidate = Math.max(start, target - offsetAt(start, timeZone));
    if (candidate < end) return candidate;
  }
  throw new Error(`No instant reads ${new Date(target).toISOString()} in ${timeZone}`);
}

/** The oracle's instant for hour:00 on a local date. */
export function expectedInstant(date: CalendarDate, hour: number, timeZone: string): number {
  return firstInstantReading(wallTarget(date, hour), timeZone);
}

/** The local calendar date in the zone at an instant. */
export function localDate(instant: number, timeZone: string): CalendarDate {
  const wall = new Date(wallClock(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}
