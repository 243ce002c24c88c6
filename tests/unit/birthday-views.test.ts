import fc from "fast-check";
import { byUpcoming } from "@/lib/birthdays/dates";
import { birthdaysByDay, celebratedIn, firstWeekday, groupByNextMonth, homeOverview, monthWeeks, shiftMonth } from "@/lib/birthdays/views";
import { daysInMonth } from "@/lib/dates/calendar";

const today = { year: 2026, month: 11, day: 23 };
const person = (name: string, date: string, birthYear: number | null = null) => ({ name, date, birthYear });

describe("homeOverview", () => {
  const list = [
    person("Later", "2000-12-20"),
    person("Bea Today", "2000-11-23", 1990),
    person("Ann Today", "2000-11-23"),
    person("Tomorrow", "2000-11-24"),
    person("Passed", "2000-11-01"),
    person("Soon", "2000-11-28"),
  ];

  it("puts today's birthdays first (by name), then the next few nearest first, with the counts", () => {
    const overview = homeOverview(list, today, "en", { nextSize: 3 });
    expect(overview.today.map((each) => each.name)).toEqual(["Ann Today", "Bea Today"]);
    expect(overview.moreToday).toBe(0);
    expect(overview.today[1]!.turning).toBe(36);
    expect(overview.next.map((each) => each.name)).toEqual(["Tomorrow", "Soon", "Later"]);
    expect(overview.stats).toEqual({ thisMonth: 5, upcoming: 4, total: 6 });
  });

  it("has no today's birthdays when none falls today, and an empty list gives nothing", () => {
    expect(homeOverview([person("Tomorrow", "2000-11-24")], today, "en").today).toEqual([]);
    expect(homeOverview([], today, "en")).toEqual({ today: [], moreToday: 0, next: [], stats: { thisMonth: 0, upcoming: 0, total: 0 } });
  });

  it("shows at most todaySize of today's birthdays and counts the rest; the next few still follow", () => {
    const overview = homeOverview(list, today, "en", { todaySize: 1, nextSize: 1 });
    expect(overview.today.map((each) => each.name)).toEqual(["Ann Today"]);
    expect(overview.moreToday).toBe(1);
    expect(overview.next.map((each) => each.name)).toEqual(["Tomorrow"]);
  });
});

describe("groupByNextMonth", () => {
  it("runs from this month on, the days of this month already passed last (next year)", () => {
    const groups = groupByNextMonth(
      byUpcoming([person("Nov", "2000-11-25"), person("Jan", "2000-01-05"), person("Dec", "2000-12-01"), person("Early Nov", "2000-11-02")], today, "en"),
    );
    expect(groups.map(({ year, month, birthdays }) => [year, month, birthdays.map((each) => each.name)])).toEqual([
      [2026, 11, ["Nov"]],
      [2026, 12, ["Dec"]],
      [2027, 1, ["Jan"]],
      [2027, 11, ["Early Nov"]],
    ]);
  });
});

describe("monthWeeks", () => {
  it("lays November 2026 out from Sunday (English) and from Monday (Lithuanian, Russian)", () => {
    // 1 November 2026 is a Sunday.
    expect(monthWeeks(2026, 11, firstWeekday("en"))[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthWeeks(2026, 11, firstWeekday("lt"))[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(monthWeeks(2026, 11, firstWeekday("ru")).at(-1)).toEqual([30, null, null, null, null, null, null]);
  });

  it("always has whole weeks holding every day of the month once, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(0 as const, 1 as const), (year, month, start) => {
        const weeks = monthWeeks(year, month, start);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        const days = weeks.flat().filter((day) => day !== null);
        expect(days).toEqual(Array.from({ length: daysInMonth(month, year) }, (_, index) => index + 1));
        // The 1st sits in its weekday's column.
        const weekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
        expect(weeks[0]!.indexOf(1)).toBe((weekday - start + 7) % 7);
        expect(weeks[0]!.some((day) => day !== null)).toBe(true);
        expect(weeks.at(-1)!.some((day) => day !== null)).toBe(true);
      }),
    );
  });
});

describe("birthdaysByDay", () => {
  it("puts each birthday of the month on its day, by name; 29 February on the 28th in common years", () => {
    const list = [person("Zoe", "2000-02-10"), person("Ann", "2000-02-10"), person("Leap", "2000-02-29"), person("March", "2000-03-01")];
    const common = birthdaysByDay(list, 2027, 2, "en");
    expect([...common.entries()].map(([day, people]) => [day, people.map((each) => each.name)])).toEqual([
      [10, ["Ann", "Zoe"]],
      [28, ["Leap"]],
    ]);
    expect(birthdaysByDay(list, 2028, 2, "en").get(29)?.map((each) => each.name)).toEqual(["Leap"]);
    expect(birthdaysByDay(list, 2027, 4, "en").size).toBe(0);
  });
});

describe("celebratedIn", () => {
  it("gives another year's day, the days to it and that year's age; nobody turns 0", () => {
    const [leap] = byUpcoming([person("Leap", "2004-02-29", 2004)], today, "en");
    const leapYear = celebratedIn(leap!, 2028, today);
    expect(leapYear).toMatchObject({ next: { year: 2028, month: 2, day: 29 }, daysUntil: 463, turning: 24 });
    const passed = celebratedIn(leap!, 2026, today);
    expect(passed).toMatchObject({ next: { year: 2026, month: 2, day: 28 }, daysUntil: -268, turning: 22 });
    expect(celebratedIn(leap!, 2004, today).turning).toBeNull();
  });
});

describe("shiftMonth", () => {
  it("crosses the year in both directions", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth({ year: 2026, month: 6 }, 1)).toEqual({ year: 2026, month: 7 });
  });
});
