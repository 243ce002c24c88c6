import { addDays, byUpcoming, isoDate, type CalendarDate, type Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { isLeapYear, PLACEHOLDER_YEAR } from "@/lib/dates/calendar";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The landing page's sample birthdays, placed relative to the day the page
 * is rendered so the picture never looks stale: one today (the group card's
 * birthday person), one tomorrow, one in five days. Names and notes are
 * messages (`landing.showcase.birthdays.<key>`), so each language has its
 * own people.
 */
export const SAMPLE_BIRTHDAYS = [
  { key: "today", inDays: 0, turning: 30 },
  { key: "tomorrow", inDays: 1, turning: null },
  { key: "soon", inDays: 5, turning: 42 },
] as const;

export type SampleBirthdayKey = (typeof SAMPLE_BIRTHDAYS)[number]["key"];

/**
 * The samples as the dashboard's list would hold them, with countdowns and
 * ages computed by the same code as real birthdays (lib/birthdays/dates.ts).
 * A sample that falls on 29 February gets a leap birth year, so its stored
 * date is one that can exist.
 */
export function sampleBirthdays(
  today: CalendarDate,
  texts: Record<SampleBirthdayKey, { name: string; notes: string | null }>,
  locale: Locale,
): Upcoming<BirthdayDto>[] {
  const birthdays = SAMPLE_BIRTHDAYS.map(({ key, inDays, turning }, index): BirthdayDto => {
    const day = addDays(today, inDays);
    const birthYear = turning === null ? null : leapSafeBirthYear(day.year - turning, day);
    return {
      id: index + 1,
      name: texts[key].name,
      date: isoDate({ ...day, year: birthYear ?? PLACEHOLDER_YEAR }),
      birthYear,
      email: null,
      notes: texts[key].notes,
      createdAt: `${isoDate(today)}T00:00:00.000Z`,
    };
  });
  return byUpcoming(birthdays, today, locale);
}

/** The birth year, moved back to the nearest leap year when the birthday is 29 February. */
function leapSafeBirthYear(year: number, birthday: CalendarDate): number {
  if (birthday.month !== 2 || birthday.day !== 29) return year;
  let leapYear = year;
  while (!isLeapYear(leapYear)) leapYear--;
  return leapYear;
}
