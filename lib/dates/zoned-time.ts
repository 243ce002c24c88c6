import { utcCalendarDate, type DateParts } from "./calendar";
import { dateFormat } from "./date-format";

// Wall-clock time in IANA time zones, on the runtime's own time-zone data
// (Intl), with no library. Instants are milliseconds since the epoch. Pure
// and client-safe.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// The scheduler asks for thousands of readings a pass: each zone's formatter
// is looked up by the zone alone, without dateFormat's options key.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = dateFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * What a clock in the zone reads at an instant, written as the instant whose
 * UTC fields are that reading (so readings can be compared and subtracted).
 */
export function wallClockAt(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (e.g. +7,200,000 for UTC+2). */
export function utcOffsetAt(instant: number, timeZone: string): number {
  return wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The local calendar date in the zone at an instant. */
export function localDateAt(instant: number, timeZone: string): DateParts {
  return utcCalendarDate(wallClockAt(instant, timeZone));
}

/**
 * The first instant at which a clock in the zone reads `hour`:00 on `date`
 * or later. Usually the one instant with that reading; when summer time
 * repeats the hour, the first of the two; when the clock skips over it, the
 * moment the clock jumps (the next valid instant).
 */
export function zonedInstant(date: DateParts, hour: number, timeZone: string): number {
  // Pure, and asked again and again with the same arguments (a scheduler pass
  // plans thousands of cards in a few zones around the same days): answers
  // are kept, up to a bound, as each costs several Intl readings.
  const key = `${date.year}-${date.month}-${date.day}T${hour}\u0000${timeZone}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= MAX_KEPT_INSTANTS) instants.clear();
    instant = findZonedInstant(date, hour, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

const MAX_KEPT_INSTANTS = 10_000;
const instants = new Map<string, number>();

function findZonedInstant(date: DateParts, hour: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  // The offsets in force around that reading: the same twice, or the two on
  // either side of a clock change within a day of it.
  const offsetBefore = utcOffsetAt(wall - DAY_MS, timeZone);
  const offsetAfter = utcOffsetAt(wall + DAY_MS, timeZone);
  const valid = [wall - offsetBefore, wall - offsetAfter].filter((instant) => wallClockAt(instant, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);
  if (offsetAfter <= offsetBefore) return wall - offsetBefore; // no gap after all (data oddity)
  // The reading falls in a gap: find the clock change between the instant that
  // would have it on the old offset and the one on the new offset.
  let low = wall - offsetAfter; // still the old offset here
  let high = wall - offsetBefore; // already the new offset here
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (utcOffsetAt(middle, timeZone) === offsetAfter) high = middle;
    else low = middle;
  }
  return high;
}
