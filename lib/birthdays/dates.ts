import { isLeapYear, utcCalendarDate, type DateParts } from "@/lib/dates/calendar";
import { localDateAt } from "@/lib/dates/zoned-time";
import { compareNames } from "@/lib/i18n/collation";
import type { Locale } from "@/lib/i18n/locales";

// The one place that knows when a birthday falls: pages, the API and
// e-mails all count days, ages and stats with these functions. Pure and
// client-safe. "Today" is always a calendar date in the user's time zone,
// never the server's, so a birthday flips at the user's midnight.

export type CalendarDate = DateParts;
export type MonthDay = { month: number; day: number };

/** Spec section 9: the dashboard's "Upcoming" counts today and the next 7 days. */
export const UPCOMING_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

/** The calendar date at `now` in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  return localDateAt(now.getTime(), timeZone);
}

/** Month and day of a stored 'YYYY-MM-DD' date. */
export function monthDayOf(date: string): MonthDay {
  return { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/**
 * The day a birthday is celebrated in a given year. Someone born on
 * 29 February celebrates on 28 February in other years
 * (docs/decisions/013-leap-day-birthdays.md).
 */
export function celebrationIn(year: number, birthday: MonthDay): CalendarDate {
  const leapDayInCommonYear = birthday.month === 2 && birthday.day === 29 && !isLeapYear(year);
  return { year, month: birthday.month, day: leapDayInCommonYear ? 28 : birthday.day };
}

/** The next celebration on or after today: this year's, or next year's if it has passed. */
export function nextOccurrence(birthday: MonthDay, today: CalendarDate): CalendarDate {
  const thisYear = celebrationIn(today.year, birthday);
  return compareDates(thisYear, today) >= 0 ? thisYear : celebrationIn(today.year + 1, birthday);
}

/** Whole days from today to the next celebration: 0 on the day itself. */
export function daysUntil(birthday: MonthDay, today: CalendarDate): number {
  return daysBetween(today, nextOccurrence(birthday, today));
}

/**
 * The age reached at a celebration ("turns N", or "is N" on the day); null
 * without a birth year, and on the day of birth itself (nobody "turns 0").
 */
export function ageAt(birthYear: number | null, celebration: CalendarDate): number | null {
  return birthYear === null || celebration.year <= birthYear ? null : celebration.year - birthYear;
}

/** The age reached at the next celebration. */
export function turningAge(birthYear: number | null, birthday: MonthDay, today: CalendarDate): number | null {
  return ageAt(birthYear, nextOccurrence(birthday, today));
}

/** The age today: one less than the birth-year difference until this year's celebration. */
export function currentAge(birthYear: number | null, birthday: MonthDay, today: CalendarDate): number | null {
  if (birthYear === null) return null;
  const celebrated = compareDates(celebrationIn(today.year, birthday), today) <= 0;
  return today.year - birthYear - (celebrated ? 0 : 1);
}

export type Upcoming<T> = T & { daysUntil: number; next: CalendarDate; turning: number | null };

/** Birthdays with their countdown and coming age, nearest first (then by name, in the language's order). */
export function byUpcoming<T extends { date: string; birthYear: number | null; name: string }>(
  birthdays: T[],
  today: CalendarDate,
  locale: Locale,
): Upcoming<T>[] {
  const byName = compareNames(locale);
  return birthdays
    .map((birthday) => {
      const monthDay = monthDayOf(birthday.date);
      const next = nextOccurrence(monthDay, today);
      return { ...birthday, next, daysUntil: daysBetween(today, next), turning: ageAt(birthday.birthYear, next) };
    })
    .sort((a, b) => a.daysUntil - b.daysUntil || byName(a.name, b.name));
}

/** The dashboard's counts: celebrated this month, within the upcoming window, and in all. */
export function birthdayStats(birthdays: { date: string }[], today: CalendarDate) {
  let thisMonth = 0;
  let upcoming = 0;
  for (const { date } of birthdays) {
    const monthDay = monthDayOf(date);
    if (monthDay.month === today.month) thisMonth++;
    if (daysUntil(monthDay, today) <= UPCOMING_WINDOW_DAYS) upcoming++;
  }
  return { thisMonth, upcoming, total: birthdays.length };
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Days from a to b, counted on the calendar (no time zones or clock changes involved). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The calendar date `days` after (or, when negative, before) a date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return utcCalendarDate(Date.UTC(date.year, date.month - 1, date.day + days));
}

/** 'YYYY-MM-DD' of a calendar date. */
export function isoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}
