// Calendar arithmetic for birthdays: pure functions on plain numbers, safe in
// the browser and on the server. Months are 1–12 and days 1–31, as people
// write them (not JavaScript's 0-based months). Dates travel as 'YYYY-MM-DD'.

import { dateFormat } from "./date-format";

/** The earliest birth year anyone can choose (spec section 9). */
export const MIN_BIRTH_YEAR = 1900;

/**
 * Stands in for an unknown year in a stored 'YYYY-MM-DD' date. A leap year,
 * so 29 February fits (spec section 3, birthdays.date).
 */
export const PLACEHOLDER_YEAR = 2000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateParts = { year: number; month: number; day: number };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month (1–12). Without a year, February has 29 days: a birthday
 * whose year is unknown may well be 29 February.
 */
export function daysInMonth(month: number, year?: number | null): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  if (month === 2) return year == null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The years a birth-year list offers: the current year first, back to 1900. */
export function yearChoices(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= MIN_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

/** True when the day exists in that month (and year, when known). */
export function isValidDay(day: number, month: number, year?: number | null): boolean {
  if (!Number.isInteger(day) || !Number.isInteger(month) || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(month, year);
}

/**
 * The chosen day if it still exists after the month or year changed, else
 * null: a form clears a day that became impossible (31 April; 29 February
 * once a non-leap year is chosen) instead of silently moving it.
 */
export function validDayOrNull(day: number | null, month: number | null, year?: number | null): number | null {
  if (day == null) return null;
  if (month == null) return day >= 1 && day <= 31 ? day : null;
  return isValidDay(day, month, year) ? day : null;
}

/**
 * The day moved to the last day of the month when the month is shorter:
 * where a date must exist, e.g. when a 29 February birthday falls in a
 * non-leap year and is marked on 28 February.
 */
export function clampDay(day: number, month: number, year?: number | null): number {
  return Math.min(Math.max(1, day), daysInMonth(month, year));
}

/**
 * The calendar date a UTC instant falls on. Also how a DATE column (read as
 * UTC midnight) becomes a date, and the end of date arithmetic done in UTC.
 */
export function utcCalendarDate(instant: Date | number): DateParts {
  const date = new Date(instant);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 'YYYY-MM-DD' of a real date; throws a RangeError for one that does not exist. */
export function composeDate(year: number, month: number, day: number): string {
  if (!Number.isInteger(year) || year < 1 || year > 9999 || !isValidDay(day, month, year)) {
    throw new RangeError(`Not a date: ${year}-${month}-${day}`);
  }
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The parts of a 'YYYY-MM-DD' string, or null when it is malformed or not a real date. */
export function parseDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || !isValidDay(day, month, year)) return null;
  return { year, month, day };
}

/**
 * The month names of a language, January first, as they stand alone in a
 * list ("January", "sausis", "январь"), capitalised for a picker.
 */
export function monthNames(locale: string): string[] {
  const format = dateFormat(locale, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.format(new Date(Date.UTC(PLACEHOLDER_YEAR, index, 1)));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

/** The month names of a language as a picker's choices, valued "1" to "12". */
export function monthChoices(locale: string): { value: string; label: string }[] {
  return monthNames(locale).map((label, index) => ({ value: String(index + 1), label }));
}

/**
 * A birthday as people read it in their language: "July 15, 1990",
 * "1990 m. liepos 15 d.", "15 июля 1990 г."; without the year when it is
 * unknown ("July 15"). `date` is 'YYYY-MM-DD'.
 */
export function formatBirthday(date: string, birthYear: number | null, locale: string): string {
  const parts = parseDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  const year = birthYear ?? PLACEHOLDER_YEAR;
  const day = clampDay(parts.day, parts.month, year);
  return dateFormat(locale, {
    day: "numeric",
    month: "long",
    ...(birthYear != null && { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, parts.month - 1, day)));
}

/** A month of a year as a heading, capitalised: "December 2026", "2026 m. gruodis", "Декабрь 2026 г.". */
export function monthTitle({ year, month }: { year: number; month: number }, locale: string): string {
  const text = dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * A day of celebration with its weekday, as a group card shows it:
 * "Monday, November 23", "lapkričio 23 d., pirmadienis", "понедельник, 23 ноября";
 * with its year where it is kept for later (the keepsake PDF).
 */
export function formatCelebration(date: DateParts, locale: string, { withYear = false } = {}): string {
  const year = withYear ? ({ year: "numeric" } as const) : {};
  return dateFormat(locale, { weekday: "long", ...year, month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}
