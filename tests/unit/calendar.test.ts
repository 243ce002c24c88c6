/** @jest-environment node */
import fc from "fast-check";
import {
  clampDay,
  composeDate,
  daysInMonth,
  formatBirthday,
  isLeapYear,
  isValidDay,
  monthNames,
  parseDate,
  validDayOrNull,
  yearChoices,
} from "@/lib/dates/calendar";

const year = fc.integer({ min: 1900, max: 2100 });
const month = fc.integer({ min: 1, max: 12 });
const day = fc.integer({ min: 1, max: 31 });

/** What JavaScript's own calendar says: day 0 of the next month is the last day of this one. */
const builtInDaysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

describe("isLeapYear", () => {
  it("agrees with the built-in calendar on whether 29 February exists", () => {
    fc.assert(
      fc.property(year, (y) => {
        expect(isLeapYear(y)).toBe(new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1);
      }),
    );
  });

  it("knows the century rule", () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
  });
});

describe("daysInMonth", () => {
  it("agrees with the built-in calendar for every month of every year", () => {
    fc.assert(
      fc.property(year, month, (y, m) => {
        expect(daysInMonth(m, y)).toBe(builtInDaysInMonth(y, m));
      }),
    );
  });

  it("allows 29 February when the year is unknown", () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(2, null)).toBe(29);
    fc.assert(
      fc.property(month, year, (m, y) => {
        expect(daysInMonth(m)).toBe(Math.max(...[2000, 2001].map((sample) => builtInDaysInMonth(sample, m))));
        // Without a year a month is never shorter than in any real year.
        expect(daysInMonth(m)).toBeGreaterThanOrEqual(daysInMonth(m, y));
      }),
    );
  });

  it("refuses a month that does not exist", () => {
    expect(() => daysInMonth(0)).toThrow(RangeError);
    expect(() => daysInMonth(13, 2024)).toThrow(RangeError);
  });
});

describe("yearChoices", () => {
  it("runs from the current year back to 1900, one entry per year", () => {
    fc.assert(
      fc.property(year, (current) => {
        const years = yearChoices(current);
        expect(years[0]).toBe(current);
        expect(years.at(-1)).toBe(1900);
        expect(years).toHaveLength(current - 1900 + 1);
        years.slice(1).forEach((each, index) => expect(each).toBe(years[index]! - 1));
      }),
    );
  });
});

describe("validDayOrNull", () => {
  it("keeps a day that exists and clears one that does not", () => {
    fc.assert(
      fc.property(day, month, year, (d, m, y) => {
        const kept = validDayOrNull(d, m, y);
        if (d <= builtInDaysInMonth(y, m)) expect(kept).toBe(d);
        else expect(kept).toBeNull();
      }),
    );
  });

  it("clears 29 February once a non-leap year is chosen, keeps it for a leap year or no year", () => {
    expect(validDayOrNull(29, 2, 2024)).toBe(29);
    expect(validDayOrNull(29, 2, 2023)).toBeNull();
    expect(validDayOrNull(29, 2)).toBe(29);
    expect(validDayOrNull(31, 4)).toBeNull();
  });

  it("keeps any day 1–31 while no month is chosen, and nothing stays nothing", () => {
    fc.assert(fc.property(day, (d) => expect(validDayOrNull(d, null)).toBe(d)));
    expect(validDayOrNull(null, 2, 2023)).toBeNull();
  });
});

describe("clampDay", () => {
  it("moves a day past the month's end to its last day and leaves others alone", () => {
    fc.assert(
      fc.property(day, month, year, (d, m, y) => {
        const clamped = clampDay(d, m, y);
        expect(isValidDay(clamped, m, y)).toBe(true);
        expect(clamped).toBe(Math.min(d, builtInDaysInMonth(y, m)));
      }),
    );
    expect(clampDay(29, 2, 2023)).toBe(28);
  });
});

describe("composeDate and parseDate", () => {
  it("compose every real date as YYYY-MM-DD and parse it back", () => {
    fc.assert(
      fc.property(year, month, day, (y, m, d) => {
        fc.pre(d <= builtInDaysInMonth(y, m));
        const date = composeDate(y, m, d);
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(date).toBe(new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10));
        expect(parseDate(date)).toEqual({ year: y, month: m, day: d });
      }),
    );
  });

  it("refuse dates that do not exist", () => {
    fc.assert(
      fc.property(year, month, day, (y, m, d) => {
        fc.pre(d > builtInDaysInMonth(y, m));
        expect(() => composeDate(y, m, d)).toThrow(RangeError);
        const text = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(parseDate(text)).toBeNull();
      }),
    );
    expect(parseDate("2023-02-29")).toBeNull();
    expect(parseDate("2024-13-01")).toBeNull();
    expect(parseDate("2024-7-15")).toBeNull();
    expect(parseDate("15.07.2024")).toBeNull();
  });
});

describe("monthNames", () => {
  it("gives twelve capitalised names in the page language", () => {
    expect(monthNames("en")[0]).toBe("January");
    expect(monthNames("lt")[6]).toBe("Liepa");
    expect(monthNames("ru")[6]).toBe("Июль");
    for (const locale of ["en", "lt", "ru"]) expect(monthNames(locale)).toHaveLength(12);
  });
});

describe("formatBirthday", () => {
  it("shows the year only when it is known", () => {
    expect(formatBirthday("1990-07-15", 1990, "en")).toBe("July 15, 1990");
    expect(formatBirthday("2000-07-15", null, "en")).toBe("July 15");
    expect(formatBirthday("1990-07-15", 1990, "ru")).toBe("15 июля 1990 г.");
    expect(formatBirthday("2000-07-15", null, "lt")).toBe("liepos 15 d.");
  });

  it("shows 29 February of an unknown year", () => {
    expect(formatBirthday("2000-02-29", null, "en")).toBe("February 29");
  });
});
