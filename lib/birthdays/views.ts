import { daysInMonth } from "@/lib/dates/calendar";
import { compareNames } from "@/lib/i18n/collation";
import type { Locale } from "@/lib/i18n/locales";
import { ageAt, birthdayStats, byUpcoming, celebrationIn, daysBetween, monthDayOf, type CalendarDate, type Upcoming } from "./dates";

// What the dashboard's views show, from a user's list and their today. Pure
// and client-safe: the home computes its part on the server (so a thousand
// birthdays never travel to the browser for it), the birthdays view in the
// browser from the list it loads.

/** How many birthdays after today's the home lists; the rest are on the birthdays view. */
export const HOME_NEXT_SIZE = 6;
/**
 * How many of today's birthdays the home shows as cards; more (a large list
 * has a dozen on some days) are counted, and the birthdays view has them
 * all. Keeps the home's size bounded whatever the list holds.
 */
export const HOME_TODAY_SIZE = 4;

type Listed = { date: string; birthYear: number | null; name: string };

export type HomeOverview<T> = {
  /** Celebrated today, by name: the first HOME_TODAY_SIZE. */
  today: Upcoming<T>[];
  /** How many more are celebrated today than `today` holds. */
  moreToday: number;
  /** The next HOME_NEXT_SIZE after today, nearest first. */
  next: Upcoming<T>[];
  stats: ReturnType<typeof birthdayStats>;
};

/** The home's content: today's birthdays, the next few, and the three counts. */
export function homeOverview<T extends Listed>(
  birthdays: T[],
  today: CalendarDate,
  locale: Locale,
  { nextSize = HOME_NEXT_SIZE, todaySize = HOME_TODAY_SIZE } = {},
): HomeOverview<T> {
  const upcoming = byUpcoming(birthdays, today, locale);
  const todayCount = upcoming.findIndex((birthday) => birthday.daysUntil > 0);
  const split = todayCount === -1 ? upcoming.length : todayCount;
  return {
    today: upcoming.slice(0, Math.min(split, todaySize)),
    moreToday: Math.max(0, split - todaySize),
    next: upcoming.slice(split, split + nextSize),
    stats: birthdayStats(birthdays, today),
  };
}

export type MonthGroup<T> = { year: number; month: number; birthdays: Upcoming<T>[] };

/**
 * Birthdays already in upcoming order, cut into runs by the month of their
 * next celebration: the rest of this month, next month, … and, last, the
 * days of this month that have passed (celebrated next year).
 */
export function groupByNextMonth<T>(upcoming: Upcoming<T>[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const birthday of upcoming) {
    const last = groups.at(-1);
    if (last && last.year === birthday.next.year && last.month === birthday.next.month) last.birthdays.push(birthday);
    else groups.push({ year: birthday.next.year, month: birthday.next.month, birthdays: [birthday] });
  }
  return groups;
}

/** 0 for Sunday, 1 for Monday: the first column of a language's calendar. */
export function firstWeekday(locale: string): 0 | 1 {
  // English pages follow the US calendar; Lithuania and Russia start on Monday.
  return locale === "en" ? 0 : 1;
}

/**
 * A month as calendar weeks: each week seven cells, the month's days as
 * numbers and the cells before the 1st and after the last day as null.
 */
export function monthWeeks(year: number, month: number, weekStartsOn: 0 | 1): (number | null)[][] {
  const firstColumn = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - weekStartsOn + 7) % 7;
  const cells: (number | null)[] = Array.from({ length: firstColumn }, () => null);
  for (let day = 1; day <= daysInMonth(month, year); day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The birthdays celebrated in a month of a year, by day (the leap-day rule
 * applies: 29 February falls on the 28th in common years), each day's by name
 * in the language's order.
 */
export function birthdaysByDay<T extends { date: string; name: string }>(
  birthdays: T[],
  year: number,
  month: number,
  locale: Locale,
): Map<number, T[]> {
  const byDay = new Map<number, T[]>();
  for (const birthday of birthdays) {
    const monthDay = monthDayOf(birthday.date);
    if (monthDay.month !== month) continue;
    const { day } = celebrationIn(year, monthDay);
    byDay.set(day, [...(byDay.get(day) ?? []), birthday]);
  }
  const byName = compareNames(locale);
  for (const list of byDay.values()) list.sort((a, b) => byName(a.name, b.name));
  return byDay;
}

/**
 * A birthday as celebrated in a year other than its next celebration's (a
 * calendar paged to a past or a later year): that year's day, the days to it
 * from today (negative once passed) and the age it brings then.
 */
export function celebratedIn<T extends Listed>(birthday: Upcoming<T>, year: number, today: CalendarDate): Upcoming<T> {
  const celebration = celebrationIn(year, monthDayOf(birthday.date));
  return {
    ...birthday,
    next: celebration,
    daysUntil: daysBetween(today, celebration),
    turning: ageAt(birthday.birthYear, celebration),
  };
}

/** The month before (-1) or after (+1) a month. */
export function shiftMonth({ year, month }: { year: number; month: number }, by: -1 | 1): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
