/** @jest-environment node */
import fc from "fast-check";
import {
  birthdayStats,
  byUpcoming,
  currentAge,
  daysUntil,
  nextOccurrence,
  todayIn,
  turningAge,
  type CalendarDate,
} from "@/lib/birthdays/dates";
import { daysInMonth, isLeapYear } from "@/lib/dates/calendar";

/** Any real calendar date from 1900 to 2100. */
const calendarDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => day <= daysInMonth(month, year));

/** Any birthday's month and day, 29 February included. */
const monthDay = fc
  .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ month, day }) => day <= daysInMonth(month));

const timeZones = ["UTC", "Europe/Vilnius", "Europe/Moscow", "America/New_York", "America/Los_Angeles", "Asia/Tokyo", "Australia/Sydney", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "America/St_Johns"];

function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  if (day < daysInMonth(month, year)) return { year, month, day: day + 1 };
  return month < 12 ? { year, month: month + 1, day: 1 } : { year: year + 1, month: 1, day: 1 };
}

const isRealDate = ({ year, month, day }: CalendarDate) => month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);

describe("next occurrence and countdown", () => {
  it("is a real date on or after today, within a year", () => {
    fc.assert(
      fc.property(calendarDate, monthDay, (today, birthday) => {
        const next = nextOccurrence(birthday, today);
        const days = daysUntil(birthday, today);
        expect(isRealDate(next)).toBe(true);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(365);
        expect(next.year === today.year || next.year === today.year + 1).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("counts down by one each day, and is 0 on the celebration", () => {
    fc.assert(
      fc.property(calendarDate, monthDay, (today, birthday) => {
        const days = daysUntil(birthday, today);
        const tomorrow = daysUntil(birthday, nextDay(today));
        if (days > 0) expect(tomorrow).toBe(days - 1);
        else expect(nextOccurrence(birthday, today)).toEqual(today);
      }),
      { numRuns: 2000 },
    );
  });

  it("celebrates 29 February on 28 February in common years and on the 29th in leap years", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), (year) => {
        const leapDay = { month: 2, day: 29 };
        const feb28 = { year, month: 2, day: 28 };
        expect(daysUntil(leapDay, feb28)).toBe(isLeapYear(year) ? 1 : 0);
        expect(daysUntil(leapDay, { year, month: 3, day: 1 })).toBeGreaterThan(300);
      }),
    );
  });

  it("knows the examples a user sees", () => {
    const today = { year: 2026, month: 11, day: 21 };
    expect(daysUntil({ month: 11, day: 21 }, today)).toBe(0);
    expect(daysUntil({ month: 11, day: 22 }, today)).toBe(1);
    expect(daysUntil({ month: 11, day: 20 }, today)).toBe(364);
    expect(daysUntil({ month: 2, day: 29 }, { year: 2027, month: 3, day: 1 })).toBe(365); // 2028 is a leap year
  });
});

describe("ages", () => {
  it("'turns' the next celebration's age; the current age is one less until the day", () => {
    fc.assert(
      fc.property(calendarDate, monthDay, fc.integer({ min: 1900, max: 2100 }), (today, birthday, birthYear) => {
        fc.pre(birthYear < today.year);
        const turning = turningAge(birthYear, birthday, today)!;
        const now = currentAge(birthYear, birthday, today)!;
        expect(turning - now).toBe(daysUntil(birthday, today) === 0 ? 0 : 1);
      }),
      { numRuns: 2000 },
    );
  });

  it("has no age without a birth year", () => {
    expect(turningAge(null, { month: 5, day: 1 }, { year: 2026, month: 1, day: 1 })).toBeNull();
    expect(currentAge(null, { month: 5, day: 1 }, { year: 2026, month: 1, day: 1 })).toBeNull();
  });

  it("has no age on the day of birth itself: nobody turns 0", () => {
    expect(turningAge(2026, { month: 11, day: 28 }, { year: 2026, month: 11, day: 28 })).toBeNull();
    expect(turningAge(2026, { month: 11, day: 28 }, { year: 2026, month: 11, day: 29 })).toBe(1);
    const [baby] = byUpcoming([{ name: "Baby", date: "2026-11-28", birthYear: 2026 }], { year: 2026, month: 11, day: 28 }, "en");
    expect(baby!.turning).toBeNull();
  });

  it("turns 30 on the day and is 29 the day before", () => {
    const birthday = { month: 6, day: 15 };
    expect(turningAge(1996, birthday, { year: 2026, month: 6, day: 15 })).toBe(30);
    expect(currentAge(1996, birthday, { year: 2026, month: 6, day: 15 })).toBe(30);
    expect(currentAge(1996, birthday, { year: 2026, month: 6, day: 14 })).toBe(29);
  });
});

describe("today in the user's time zone", () => {
  it("is at most one day away from UTC's date, and equal to it in UTC", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-02T00:00:00Z"), max: new Date("2100-12-30T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...timeZones),
        (now, zone) => {
          const utc = todayIn("UTC", now);
          expect(utc).toEqual({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() });
          const local = todayIn(zone, now);
          const gap = (Date.UTC(local.year, local.month - 1, local.day) - Date.UTC(utc.year, utc.month - 1, utc.day)) / 86_400_000;
          expect(Math.abs(gap)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("flips at the user's midnight, not the server's", () => {
    const instant = new Date("2026-11-21T23:30:00Z");
    expect(todayIn("UTC", instant)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(todayIn("Europe/Vilnius", instant)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(todayIn("America/Los_Angeles", instant)).toEqual({ year: 2026, month: 11, day: 21 });
  });
});

describe("dashboard stats and order", () => {
  const today = { year: 2026, month: 11, day: 21 };
  const birthdays = [
    { name: "Next month", date: "2000-12-25", birthYear: null },
    { name: "In five days", date: "1990-11-26", birthYear: 1990 },
    { name: "Tomorrow", date: "2000-11-22", birthYear: null },
    { name: "Today", date: "1996-11-21", birthYear: 1996 },
    { name: "Last week", date: "2000-11-14", birthYear: null },
  ];

  it("counts this month, the next 7 days and the total", () => {
    expect(birthdayStats(birthdays, today)).toEqual({ thisMonth: 4, upcoming: 3, total: 5 });
  });

  it("sorts by the nearest celebration with countdown and coming age", () => {
    const order = byUpcoming(birthdays, today, "en").map(({ name, daysUntil: days, turning }) => [name, days, turning]);
    expect(order).toEqual([
      ["Today", 0, 30],
      ["Tomorrow", 1, null],
      ["In five days", 5, 36],
      ["Next month", 34, null],
      ["Last week", 358, null],
    ]);
  });
});
