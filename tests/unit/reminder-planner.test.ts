/** @jest-environment node */
import fc from "fast-check";
import { celebrationIn, type CalendarDate, type MonthDay } from "@/lib/birthdays/dates";
import { daysInMonth } from "@/lib/dates/calendar";
import { localDateAt, zonedInstant } from "@/lib/dates/zoned-time";
import {
  isOpen,
  isSameReminder,
  missedReminders,
  owedFrom,
  planReminders,
  remindersForOccurrence,
  type OwedFrom,
  type PlannedReminder,
  type PlannerSettings,
} from "@/lib/reminders/planner";
import { seededRandom } from "../support/seeded-random";
import {
  expectedInstant,
  firstInstantReading,
  localDate as oracleLocalDate,
  wallClock,
  wallTarget,
} from "../support/zone-oracle";

// Property tests of the reminder planner (docs/decisions/017): for any
// birthday, time zone, send hour and year from 1900 to 2100, exactly the
// expected reminders at the expected instants. The expected instants come
// from the oracle of tests/support/zone-oracle.ts, on its own Intl formatter
// and its own search, so that it shares no code with lib/dates/zoned-time.ts.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plusDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const iso = (instant: number) => new Date(instant).toISOString();

/** A birthday and offsets there all along: every reminder is owed. */
const ALWAYS: OwedFrom = { birthday: Number.NEGATIVE_INFINITY, offsets: new Map() };
const dateKey = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const reminderKey = (reminder: { occurrence: CalendarDate; offset: number }) =>
  `${dateKey(reminder.occurrence)} −${reminder.offset}d`;

// ---------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------

const allZones = Intl.supportedValuesOf("timeZone");

/** Zones with unusual clock changes: at midnight, by 30 minutes, negative summer time, skipped or repeated days. */
const trickyZones = [
  "UTC",
  "Europe/Vilnius",
  "America/New_York",
  "Australia/Lord_Howe",
  "Pacific/Apia",
  "Pacific/Fakaofo",
  "Pacific/Kwajalein",
  "Pacific/Kiritimati",
  "Pacific/Enderbury",
  "Pacific/Chatham",
  "Antarctica/Casey",
  "Antarctica/Macquarie",
  "Antarctica/Troll",
  "America/Sao_Paulo",
  "America/Havana",
  "America/Santiago",
  "America/Scoresbysund",
  "America/St_Johns",
  "Africa/Casablanca",
  "Europe/Dublin",
  "Asia/Tehran",
  "Asia/Beirut",
  "Asia/Calcutta",
];

const timeZone = fc.oneof(fc.constantFrom(...allZones), fc.constantFrom(...trickyZones));

/**
 * Clock changes of more than 3 hours forward between 1900 and 2100 in the
 * runtime's zone data (ICU 78, tzdata 2025c), found by scanning every zone:
 * Antarctic stations starting their clock from "-00", and the Pacific
 * islands that moved across the date line and skipped a whole day.
 */
const LONG_GAPS: { zone: string; at: string; wholeDay: boolean }[] = [
  { zone: "Antarctica/Casey", at: "1969-01-01T00:00:00.000Z", wholeDay: false },
  { zone: "Antarctica/Davis", at: "1957-01-13T00:00:00.000Z", wholeDay: false },
  { zone: "Antarctica/Davis", at: "1969-02-01T00:00:00.000Z", wholeDay: false },
  { zone: "Antarctica/Macquarie", at: "1948-03-25T00:00:00.000Z", wholeDay: false },
  { zone: "Antarctica/Mawson", at: "1954-02-13T00:00:00.000Z", wholeDay: false },
  { zone: "Antarctica/Vostok", at: "1957-12-16T00:00:00.000Z", wholeDay: false },
  { zone: "Antarctica/Vostok", at: "1994-11-01T00:00:00.000Z", wholeDay: false },
  { zone: "Pacific/Apia", at: "2011-12-30T10:00:00.000Z", wholeDay: true },
  { zone: "Pacific/Fakaofo", at: "2011-12-30T11:00:00.000Z", wholeDay: true },
  { zone: "Pacific/Enderbury", at: "1994-12-31T11:00:00.000Z", wholeDay: true },
  { zone: "Pacific/Kiritimati", at: "1994-12-31T10:00:00.000Z", wholeDay: true },
  { zone: "Pacific/Kwajalein", at: "1993-08-21T12:00:00.000Z", wholeDay: true },
];

/** Local dates of clock changes worth hitting on purpose (a day either side is drawn too). */
const clockChangeDays: [string, CalendarDate][] = [
  // The day of each long gap: the one after the last reading before the jump.
  ...LONG_GAPS.map(({ zone, at }): [string, CalendarDate] => [zone, plusDays(oracleLocalDate(Date.parse(at) - SECOND, zone), 1)]),
  ["Pacific/Kwajalein", { year: 1969, month: 9, day: 30 }], // 23 hours back: most of the day twice
  ["Europe/Vilnius", { year: 2026, month: 3, day: 29 }],
  ["Europe/Vilnius", { year: 2026, month: 10, day: 25 }],
  ["America/New_York", { year: 2026, month: 3, day: 8 }],
  ["America/New_York", { year: 2026, month: 11, day: 1 }],
  ["Australia/Lord_Howe", { year: 2026, month: 4, day: 5 }],
  ["Australia/Lord_Howe", { year: 2026, month: 10, day: 4 }],
  ["America/Sao_Paulo", { year: 2018, month: 11, day: 4 }],
  ["America/Sao_Paulo", { year: 2019, month: 2, day: 16 }],
  ["America/Havana", { year: 2026, month: 3, day: 8 }],
  ["America/Havana", { year: 2026, month: 11, day: 1 }],
  ["America/Santiago", { year: 2026, month: 9, day: 6 }],
  ["America/Santiago", { year: 2026, month: 4, day: 5 }],
  ["Pacific/Chatham", { year: 2026, month: 4, day: 5 }],
  ["Pacific/Chatham", { year: 2026, month: 9, day: 27 }],
  ["Europe/Dublin", { year: 2026, month: 10, day: 25 }],
  ["Antarctica/Troll", { year: 2026, month: 3, day: 29 }],
];

const FIRST_DAY = Date.UTC(1900, 0, 1) / DAY;
const LAST_DAY = Date.UTC(2100, 11, 31) / DAY;

/** Any date from 1900 to 2100. */
const anyDate = fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map((dayNumber) => {
  const date = new Date(dayNumber * DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
});

/** A zone and a local date from 1900 to 2100: anywhere, or around a known clock change. */
const zoneAndDate: fc.Arbitrary<[string, CalendarDate]> = fc.oneof(
  fc.tuple(timeZone, anyDate),
  fc
    .tuple(fc.constantFrom(...clockChangeDays), fc.integer({ min: -1, max: 1 }))
    .map(([[zone, date], shift]): [string, CalendarDate] => [zone, plusDays(date, shift)]),
);

/** Any birthday's month and day (29 February included), with the year's edges drawn more often. */
const birthday: fc.Arbitrary<MonthDay> = fc.oneof(
  fc
    .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .filter(({ month, day }) => day <= daysInMonth(month)),
  fc.constantFrom({ month: 2, day: 29 }, { month: 2, day: 28 }, { month: 3, day: 1 }, { month: 12, day: 31 }, { month: 1, day: 1 }),
);

/** A non-empty choice of the offsets the settings offer, in any order, sometimes with a repeat. */
const offsets = fc
  .tuple(fc.shuffledSubarray([30, 14, 7, 1, 0], { minLength: 1 }), fc.boolean())
  .map(([chosen, repeat]) => (repeat ? [...chosen, chosen[0]!] : chosen));

const settings: fc.Arbitrary<PlannerSettings> = fc.record({
  timeZone,
  sendHour: fc.integer({ min: 0, max: 23 }),
  offsets,
});

type Case = { monthDay: MonthDay; year: number; settings: PlannerSettings };

/** A birthday, settings and year: anything, or one whose reminder falls on (or next to) a clock change. */
const plannerCase: fc.Arbitrary<Case> = fc.oneof(
  fc.record({
    monthDay: birthday,
    year: fc.oneof(fc.integer({ min: 1900, max: 2100 }), fc.constantFrom(1900, 2000, 2011, 2026, 2028, 2100)),
    settings,
  }),
  fc
    .tuple(
      fc.constantFrom(...clockChangeDays),
      fc.integer({ min: -1, max: 1 }),
      offsets,
      fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 23 })),
    )
    .map(([[zone, date], shift, chosen, sendHour]) => {
      // The first chosen offset's reminder is due on that day.
      const occurrence = plusDays(date, shift + chosen[0]!);
      return {
        monthDay: { month: occurrence.month, day: occurrence.day },
        year: occurrence.year,
        settings: { timeZone: zone, sendHour, offsets: chosen },
      };
    }),
);

// ---------------------------------------------------------------------------
// 1. zonedInstant
// ---------------------------------------------------------------------------

describe("zonedInstant", () => {
  it("is the first instant at which the zone's clock reads the hour on that date or later", () => {
    fc.assert(
      fc.property(zoneAndDate, fc.integer({ min: 0, max: 23 }), ([zone, date], hour) => {
        const target = wallTarget(date, hour);
        const sendAt = zonedInstant(date, hour, zone);
        const context = `${zone} ${dateKey(date)} ${hour}:00 → ${iso(sendAt)}`;

        // The clock reads the target or later…
        const at = wallClock(sendAt, zone);
        expect({ context, readsTargetOrLater: at >= target }).toEqual({ context, readsTargetOrLater: true });
        // …and never did in the 27 hours before.
        const earlier = [sendAt - SECOND];
        for (let instant = sendAt - 27 * HOUR; instant < sendAt; instant += 15 * MINUTE) earlier.push(instant);
        const tooEarly = earlier.filter((instant) => wallClock(instant, zone) >= target).map(iso);
        expect({ context, tooEarly }).toEqual({ context, tooEarly: [] });

        // It reads the target exactly, or the clock jumped over it at sendAt:
        // by at most 3 hours, except at the few known long gaps.
        if (at - target > 3 * HOUR) {
          const gap = LONG_GAPS.find((each) => each.zone === zone && Date.parse(each.at) === sendAt);
          expect({ context, knownLongGap: Boolean(gap) }).toEqual({ context, knownLongGap: true });
          if (gap?.wholeDay) {
            expect(oracleLocalDate(sendAt, zone)).toEqual(plusDays(date, 1));
            expect(at).toBe(wallTarget(plusDays(date, 1), 0));
          }
        }

        // And it is the oracle's instant, found by another search.
        expect({ context, oracle: iso(firstInstantReading(target, zone)) }).toEqual({ context, oracle: iso(sendAt) });
      }),
      { numRuns: 1500 },
    );
  });

  it("lands on the instants a person would name around clock changes", () => {
    const at = (zone: string, date: string, hour: number) =>
      iso(zonedInstant({ year: +date.slice(0, 4), month: +date.slice(5, 7), day: +date.slice(8, 10) }, hour, zone));

    // Vilnius springs forward from 03:00 to 04:00: 03:00 becomes the jump.
    expect(at("Europe/Vilnius", "2026-03-29", 3)).toBe("2026-03-29T01:00:00.000Z");
    expect(at("Europe/Vilnius", "2026-03-29", 2)).toBe("2026-03-29T00:00:00.000Z");
    expect(at("Europe/Vilnius", "2026-03-29", 4)).toBe("2026-03-29T01:00:00.000Z");
    // …and falls back from 04:00 to 03:00: the first of the two 03:00s.
    expect(at("Europe/Vilnius", "2026-10-25", 3)).toBe("2026-10-25T00:00:00.000Z");
    expect(at("Europe/Vilnius", "2026-10-25", 4)).toBe("2026-10-25T02:00:00.000Z");

    // New York skips 02:00–03:00 in March and repeats 01:00–02:00 in November.
    expect(at("America/New_York", "2026-03-08", 2)).toBe("2026-03-08T07:00:00.000Z");
    expect(at("America/New_York", "2026-11-01", 1)).toBe("2026-11-01T05:00:00.000Z");
    expect(at("America/New_York", "2026-11-01", 2)).toBe("2026-11-01T07:00:00.000Z");

    // Lord Howe moves by 30 minutes: 02:00 → 02:30 on 4 October 2026 (UTC+10:30 → +11).
    expect(at("Australia/Lord_Howe", "2026-10-04", 2)).toBe("2026-10-03T15:30:00.000Z");
    expect(at("Australia/Lord_Howe", "2026-10-04", 1)).toBe("2026-10-03T14:30:00.000Z");
    // …and back from 02:00 to 01:30 on 5 April 2026: the first 01:00 is the only one.
    expect(at("Australia/Lord_Howe", "2026-04-05", 1)).toBe("2026-04-04T14:00:00.000Z");

    // Samoa skipped 30 December 2011: every hour of it is the jump to 31 December 00:00 (+14).
    expect(at("Pacific/Apia", "2011-12-30", 0)).toBe("2011-12-30T10:00:00.000Z");
    expect(at("Pacific/Apia", "2011-12-30", 23)).toBe("2011-12-30T10:00:00.000Z");
    expect(at("Pacific/Apia", "2011-12-31", 0)).toBe("2011-12-30T10:00:00.000Z");
    expect(at("Pacific/Apia", "2011-12-29", 23)).toBe("2011-12-30T09:00:00.000Z");
    // Kwajalein skipped 21 August 1993 (−12 → +12).
    expect(at("Pacific/Kwajalein", "1993-08-21", 9)).toBe("1993-08-21T12:00:00.000Z");
    // …and lived most of 30 September 1969 twice (+11 → −12): the first time counts.
    expect(at("Pacific/Kwajalein", "1969-09-30", 5)).toBe("1969-09-29T18:00:00.000Z");

    // The oracle agrees with each of the long gaps it relies on.
    for (const { zone, at: jump } of LONG_GAPS) {
      const instant = Date.parse(jump);
      expect(wallClock(instant, zone) - wallClock(instant - SECOND, zone)).toBeGreaterThan(3 * HOUR);
    }
  });

  it("agrees with localDateAt on the local date", () => {
    fc.assert(
      fc.property(timeZone, fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }), (zone, instant) => {
        expect(localDateAt(instant, zone)).toEqual(oracleLocalDate(instant, zone));
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// 2. remindersForOccurrence
// ---------------------------------------------------------------------------

/** The reminders for a celebration as the rules of docs/decisions/017 describe them, on the oracle. */
function expectedReminders(occurrence: CalendarDate, { timeZone: zone, sendHour, offsets: chosen }: PlannerSettings) {
  const distinct = [...new Set(chosen)].sort((a, b) => b - a);
  const planned = distinct.map((offset) => {
    const dueDate = plusDays(occurrence, -offset);
    return { occurrence, offset, dueDate, sendAt: expectedInstant(dueDate, sendHour, zone), expiresAt: 0 };
  });
  planned.forEach((reminder, index) => {
    const next = planned[index + 1];
    if (next) reminder.expiresAt = next.sendAt;
    else {
      const endOfDay = expectedInstant(plusDays(occurrence, 1), 0, zone);
      reminder.expiresAt =
        reminder.sendAt < endOfDay ? endOfDay : expectedInstant(plusDays(oracleLocalDate(reminder.sendAt, zone), 1), 0, zone);
    }
  });
  return planned;
}

const readable = (reminders: PlannedReminder[]) =>
  reminders.map(({ occurrence, offset, dueDate, sendAt, expiresAt }) => ({
    occurrence: dateKey(occurrence),
    offset,
    dueDate: dateKey(dueDate),
    sendAt: iso(sendAt),
    expiresAt: iso(expiresAt),
  }));

describe("remindersForOccurrence", () => {
  it("gives one reminder per offset, earliest first, due at the send hour, each open until the next", () => {
    fc.assert(
      fc.property(
        plannerCase,
        ({ monthDay, settings: plannerSettings, year }) => {
          const occurrence = celebrationIn(year, monthDay);
          const reminders = remindersForOccurrence(occurrence, plannerSettings);
          const expected = expectedReminders(occurrence, plannerSettings);
          expect({ zone: plannerSettings.timeZone, reminders: readable(reminders) }).toEqual({
            zone: plannerSettings.timeZone,
            reminders: readable(expected),
          });

          // 29 February is celebrated on 28 February in common years.
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          if (monthDay.month === 2 && monthDay.day === 29) expect(occurrence.day).toBe(leap ? 29 : 28);

          // Windows follow each other without gaps, never backwards.
          reminders.forEach((reminder, index) => {
            expect(reminder.sendAt).toBeLessThanOrEqual(reminder.expiresAt);
            const next = reminders[index + 1];
            if (next) expect(reminder.expiresAt).toBe(next.sendAt);
          });

          // planReminders sees the same windows: each reminder is current from
          // its sendAt to just before it expires, and the planner is told to
          // look again exactly at its sendAt.
          const open = reminders.filter((reminder) => reminder.sendAt < reminder.expiresAt);
          open.forEach((reminder, index) => {
            const atStart = planReminders(monthDay, plannerSettings, ALWAYS, reminder.sendAt);
            expect(atStart.current && readable([atStart.current])).toEqual(readable([reminder]));
            const atEnd = planReminders(monthDay, plannerSettings, ALWAYS, reminder.expiresAt - SECOND);
            expect(atEnd.current && readable([atEnd.current])).toEqual(readable([reminder]));
            const justBefore = planReminders(monthDay, plannerSettings, ALWAYS, reminder.sendAt - SECOND);
            expect(iso(justBefore.nextCheckAt)).toBe(iso(reminder.sendAt));
            const previous = open[index - 1];
            expect(justBefore.current && readable([justBefore.current])).toEqual(previous ? readable([previous]) : null);
          });
          const last = open[open.length - 1];
          if (last) {
            expect(planReminders(monthDay, plannerSettings, ALWAYS, last.expiresAt).current).toBeNull();
            // Once the birthday is over, every reminder with a window counts as missed if no pass sent it.
            expect(readable(missedReminders(monthDay, plannerSettings, ALWAYS, open[0]!.sendAt, last.expiresAt))).toEqual(readable(open));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------
// 3. The reminder pass, simulated
// ---------------------------------------------------------------------------

/** What to simulate: a birthday and settings, and when the passes start (anywhere, or up to 60 days before a celebration). */
const simulationCase: fc.Arbitrary<{ monthDay: MonthDay; settings: PlannerSettings; start: number }> = fc.oneof(
  fc.record({
    monthDay: birthday,
    settings,
    start: fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }),
  }),
  fc.tuple(plannerCase, fc.integer({ min: 0, max: 60 * DAY })).map(([{ monthDay, year, settings }, before]) => {
    const occurrence = celebrationIn(year, monthDay);
    return { monthDay, settings, start: Date.UTC(occurrence.year, occurrence.month - 1, occurrence.day) - before };
  }),
);

describe("the reminder pass, simulated", () => {
  it("sends every reminder a pass could see exactly once, at the first pass after it is due, and nothing else", () => {
    fc.assert(
      fc.property(simulationCase, fc.integer(), ({ monthDay, settings: plannerSettings, start }, seed) => {
        // Pass times: every 1 to 180 minutes for 400 days.
        const next = seededRandom(seed);
        const passes: number[] = [];
        for (let t = start; t < start + 400 * DAY; t += (1 + Math.floor(next() * 180)) * MINUTE) passes.push(t);
        const firstPass = passes[0]!;

        // The pass: look only when the planner said to; send what is current, once.
        // (Not 0 for "as soon as possible": instants before 1970 are negative.)
        let checkAt = Number.NEGATIVE_INFINITY;
        const sentAt = new Map<string, number[]>();
        for (const t of passes) {
          if (checkAt > t) continue;
          const plan = planReminders(monthDay, plannerSettings, ALWAYS, t);
          if (plan.current) {
            expect(isOpen(plan.current, t)).toBe(true);
            const key = reminderKey(plan.current);
            if (!sentAt.has(key)) sentAt.set(key, [t]);
          }
          expect(plan.nextCheckAt).toBeGreaterThan(t);
          expect(Number.isFinite(plan.nextCheckAt)).toBe(true);
          checkAt = plan.nextCheckAt;
        }

        // What should have gone out: every reminder with a window some pass falls in.
        const firstPassAtOrAfter = (instant: number) => {
          let low = 0;
          let high = passes.length;
          while (low < high) {
            const middle = (low + high) >> 1;
            if (passes[middle]! < instant) low = middle + 1;
            else high = middle;
          }
          return passes[low];
        };
        const expected = new Map<string, number[]>();
        const openAtStart = new Set<string>();
        const firstYear = new Date(firstPass).getUTCFullYear() - 1;
        const lastYear = new Date(passes[passes.length - 1]!).getUTCFullYear() + 1;
        for (let year = firstYear; year <= lastYear; year++) {
          for (const reminder of remindersForOccurrence(celebrationIn(year, monthDay), plannerSettings)) {
            if (reminder.sendAt >= reminder.expiresAt) continue;
            const pass = firstPassAtOrAfter(reminder.sendAt);
            if (pass === undefined || pass >= reminder.expiresAt) continue;
            if (reminder.sendAt >= firstPass) expected.set(reminderKey(reminder), [pass]);
            else openAtStart.add(reminderKey(reminder));
          }
        }

        // A reminder already open at the first pass may go out then, late but not stale.
        for (const key of openAtStart) {
          const at = sentAt.get(key);
          if (at) {
            expect({ key, at: at.map(iso) }).toEqual({ key, at: [iso(firstPass)] });
            sentAt.delete(key);
          }
        }
        const listed = (sends: Map<string, number[]>) =>
          [...sends].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, at]) => `${key} at ${at.map(iso).join(", ")}`);
        expect({ zone: plannerSettings.timeZone, sent: listed(sentAt) }).toEqual({
          zone: plannerSettings.timeZone,
          sent: listed(expected),
        });
      }),
      { numRuns: 120 },
    );
  });
});

// ---------------------------------------------------------------------------
// 4. Examples
// ---------------------------------------------------------------------------

const utc = (text: string) => Date.parse(text);

describe("planReminders, by example", () => {
  const vilnius: PlannerSettings = { timeZone: "Europe/Vilnius", sendHour: 3, offsets: [0, 7, 1] };
  const onTheDay = { month: 3, day: 29 }; // 29 March 2026: 03:00 does not exist in Vilnius

  it("plans a birthday on the spring-forward day in Vilnius", () => {
    const reminders = remindersForOccurrence({ year: 2026, month: 3, day: 29 }, vilnius);
    expect(readable(reminders)).toEqual([
      { occurrence: "2026-03-29", offset: 7, dueDate: "2026-03-22", sendAt: "2026-03-22T01:00:00.000Z", expiresAt: "2026-03-28T01:00:00.000Z" },
      { occurrence: "2026-03-29", offset: 1, dueDate: "2026-03-28", sendAt: "2026-03-28T01:00:00.000Z", expiresAt: "2026-03-29T01:00:00.000Z" },
      // 03:00 is skipped: due at the jump (04:00 EEST), open until midnight EEST.
      { occurrence: "2026-03-29", offset: 0, dueDate: "2026-03-29", sendAt: "2026-03-29T01:00:00.000Z", expiresAt: "2026-03-29T21:00:00.000Z" },
    ]);
  });

  it("knows which reminder is current, and when to look again", () => {
    const at = (text: string) => planReminders(onTheDay, vilnius, ALWAYS, utc(text));
    const offsetOfCurrent = (text: string) => at(text).current?.offset ?? null;

    // Before the first reminder: nothing open, look again when it is due.
    expect(offsetOfCurrent("2026-03-22T00:59:59.000Z")).toBeNull();
    expect(iso(at("2026-03-22T00:59:59.000Z").nextCheckAt)).toBe("2026-03-22T01:00:00.000Z");
    expect(offsetOfCurrent("2026-03-22T01:00:00.000Z")).toBe(7);
    expect(offsetOfCurrent("2026-03-25T12:00:00.000Z")).toBe(7);
    expect(iso(at("2026-03-25T12:00:00.000Z").nextCheckAt)).toBe("2026-03-28T01:00:00.000Z");

    // One second before the day's reminder, the 1-day one is still current.
    expect(offsetOfCurrent("2026-03-29T00:59:59.000Z")).toBe(1);
    expect(iso(at("2026-03-29T00:59:59.000Z").nextCheckAt)).toBe("2026-03-29T01:00:00.000Z");
    expect(offsetOfCurrent("2026-03-29T01:00:00.000Z")).toBe(0);
    expect(offsetOfCurrent("2026-03-29T20:59:59.000Z")).toBe(0);
    const [, dayBefore, day] = remindersForOccurrence({ year: 2026, month: 3, day: 29 }, vilnius);
    expect(isSameReminder(at("2026-03-29T12:00:00.000Z").current!, day!)).toBe(true);
    expect(isSameReminder(at("2026-03-29T12:00:00.000Z").current!, dayBefore!)).toBe(false);
    expect(isSameReminder(day!, { occurrence: { year: 2027, month: 3, day: 29 }, offset: 0 })).toBe(false);

    // After the birthday: nothing current, next year's first one next.
    const after = at("2026-03-29T21:00:00.000Z");
    expect(after.current).toBeNull();
    expect(iso(after.nextCheckAt)).toBe("2027-03-22T01:00:00.000Z"); // 03:00 EET
    // A pass that last ran before the first was due missed all three.
    const missed = missedReminders(onTheDay, vilnius, ALWAYS, utc("2026-03-20T00:00:00.000Z"), utc("2026-03-29T21:00:00.000Z"));
    expect(missed.map((each) => each.offset)).toEqual([7, 1, 0]);
    // One that ran inside the 1-day window missed only the day's.
    const late = missedReminders(onTheDay, vilnius, ALWAYS, utc("2026-03-28T12:00:00.000Z"), utc("2026-03-29T21:00:00.000Z"));
    expect(late.map((each) => each.offset)).toEqual([0]);
  });

  it("sends the first of two 03:00s when Vilnius falls back", () => {
    const [reminder] = remindersForOccurrence({ year: 2026, month: 10, day: 25 }, { ...vilnius, offsets: [0] });
    expect(iso(reminder!.sendAt)).toBe("2026-10-25T00:00:00.000Z");
    expect(iso(reminder!.expiresAt)).toBe("2026-10-25T22:00:00.000Z"); // midnight EET
  });

  it("handles New York's skipped and repeated hours", () => {
    const newYork = (sendHour: number): PlannerSettings => ({ timeZone: "America/New_York", sendHour, offsets: [0] });
    expect(iso(remindersForOccurrence({ year: 2026, month: 3, day: 8 }, newYork(2))[0]!.sendAt)).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(remindersForOccurrence({ year: 2026, month: 11, day: 1 }, newYork(1))[0]!.sendAt)).toBe("2026-11-01T05:00:00.000Z");
  });

  it("sends at the 30-minute jump on Lord Howe Island", () => {
    const [reminder] = remindersForOccurrence(
      { year: 2026, month: 10, day: 4 },
      { timeZone: "Australia/Lord_Howe", sendHour: 2, offsets: [0] },
    );
    expect(iso(reminder!.sendAt)).toBe("2026-10-03T15:30:00.000Z"); // 02:30 +11, the moment 02:00 +10:30 would have been
    expect(iso(reminder!.expiresAt)).toBe("2026-10-04T13:00:00.000Z"); // midnight +11
  });

  it("keeps a birthday on Samoa's skipped 30 December 2011 for the day after", () => {
    const apia: PlannerSettings = { timeZone: "Pacific/Apia", sendHour: 9, offsets: [1, 0] };
    const reminders = remindersForOccurrence({ year: 2011, month: 12, day: 30 }, apia);
    expect(readable(reminders)).toEqual([
      // 29 December 09:00 −10.
      { occurrence: "2011-12-30", offset: 1, dueDate: "2011-12-29", sendAt: "2011-12-29T19:00:00.000Z", expiresAt: "2011-12-30T10:00:00.000Z" },
      // The day never happened: due when the clock reached 31 December 00:00 +14, open all of that day.
      { occurrence: "2011-12-30", offset: 0, dueDate: "2011-12-30", sendAt: "2011-12-30T10:00:00.000Z", expiresAt: "2011-12-31T10:00:00.000Z" },
    ]);
    const birthday30December = { month: 12, day: 30 };
    expect(planReminders(birthday30December, apia, ALWAYS, utc("2011-12-30T10:00:00.000Z")).current?.offset).toBe(0);
    expect(planReminders(birthday30December, apia, ALWAYS, utc("2011-12-31T09:59:59.000Z")).current?.offset).toBe(0);
    expect(planReminders(birthday30December, apia, ALWAYS, utc("2011-12-31T10:00:00.000Z")).current).toBeNull();
    expect(iso(planReminders(birthday30December, apia, ALWAYS, utc("2011-12-30T09:59:59.000Z")).nextCheckAt)).toBe(
      "2011-12-30T10:00:00.000Z",
    );
  });

  it("celebrates 29 February on 28 February in common years", () => {
    const leapDay = { month: 2, day: 29 };
    const utcNine: PlannerSettings = { timeZone: "UTC", sendHour: 9, offsets: [1, 0] };
    const due = (year: number) =>
      remindersForOccurrence(celebrationIn(year, leapDay), utcNine).map(({ offset, dueDate, sendAt }) => ({
        offset,
        dueDate: dateKey(dueDate),
        sendAt: iso(sendAt),
      }));
    expect(due(2027)).toEqual([
      { offset: 1, dueDate: "2027-02-27", sendAt: "2027-02-27T09:00:00.000Z" },
      { offset: 0, dueDate: "2027-02-28", sendAt: "2027-02-28T09:00:00.000Z" },
    ]);
    expect(due(2028)).toEqual([
      { offset: 1, dueDate: "2028-02-28", sendAt: "2028-02-28T09:00:00.000Z" },
      { offset: 0, dueDate: "2028-02-29", sendAt: "2028-02-29T09:00:00.000Z" },
    ]);
    expect(due(2100)).toEqual([
      { offset: 1, dueDate: "2100-02-27", sendAt: "2100-02-27T09:00:00.000Z" },
      { offset: 0, dueDate: "2100-02-28", sendAt: "2100-02-28T09:00:00.000Z" },
    ]);
    expect(due(1900).map((each) => each.dueDate)).toEqual(["1900-02-27", "1900-02-28"]);
    expect(due(2000).map((each) => each.dueDate)).toEqual(["2000-02-28", "2000-02-29"]);

    // In 2027 the day's reminder is current on 28 February, and over at midnight.
    expect(planReminders(leapDay, utcNine, ALWAYS, utc("2027-02-28T12:00:00.000Z")).current?.occurrence).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
    expect(planReminders(leapDay, utcNine, ALWAYS, utc("2027-03-01T00:00:00.000Z")).current).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// 5. Owed reminders: none due before the birthday got its day or its offset was switched on
// ---------------------------------------------------------------------------

describe("owed reminders", () => {
  /** The rule in the test's own words: due no earlier than the birthday's moment nor its offset's. */
  const owedBy = (owed: OwedFrom) => (reminder: PlannedReminder) =>
    reminder.sendAt >= owed.birthday && reminder.sendAt >= (owed.offsets.get(reminder.offset) ?? Number.NEGATIVE_INFINITY);

  /** A case, moments within 40 days of its celebration (or none), and an instant there. */
  const owedCase = plannerCase.chain((plannerCaseValue) => {
    const occurrence = celebrationIn(plannerCaseValue.year, plannerCaseValue.monthDay);
    const middle = Date.UTC(occurrence.year, occurrence.month - 1, occurrence.day);
    const near = fc.integer({ min: middle - 40 * DAY, max: middle + 2 * DAY });
    const moment = fc.oneof(fc.constant(Number.NEGATIVE_INFINITY), near);
    return fc.record({
      plannerCase: fc.constant(plannerCaseValue),
      owed: fc.record({
        birthday: moment,
        offsets: fc.array(fc.tuple(fc.constantFrom(30, 14, 7, 1, 0), moment)).map((pairs) => new Map(pairs)),
      }),
      now: near,
      since: near,
    });
  });

  it("plans exactly the owed reminders, with the same windows and check times", () => {
    fc.assert(
      fc.property(owedCase, ({ plannerCase: { monthDay, settings: plannerSettings }, owed, now, since }) => {
        const all = planReminders(monthDay, plannerSettings, ALWAYS, now);
        const plan = planReminders(monthDay, plannerSettings, owed, now);
        const expectedCurrent = all.current && owedBy(owed)(all.current) ? all.current : null;
        expect(plan.current && readable([plan.current])).toEqual(expectedCurrent && readable([expectedCurrent]));
        expect(plan.nextCheckAt).toBe(all.nextCheckAt);

        const missedFrom = Math.min(since, now);
        expect(readable(missedReminders(monthDay, plannerSettings, owed, missedFrom, now))).toEqual(
          readable(missedReminders(monthDay, plannerSettings, ALWAYS, missedFrom, now).filter(owedBy(owed))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("reads the stored moments by position", () => {
    const owed = owedFrom(new Date(5), [7, 1, 0], [new Date(1), new Date(2), new Date(3)]);
    expect(owed).toEqual({ birthday: 5, offsets: new Map([[7, 1], [1, 2], [0, 3]]) });
    expect(owedFrom(new Date(5), [7], []).offsets.get(7)).toBe(Number.NEGATIVE_INFINITY);
  });

  const utcNine: PlannerSettings = { timeZone: "UTC", sendHour: 9, offsets: [7, 1, 0] };
  const tenthOfJune = { month: 6, day: 10 };
  const offsetOfCurrent = (settings: PlannerSettings, owed: OwedFrom, text: string) =>
    planReminders(tenthOfJune, settings, owed, utc(text)).current?.offset ?? null;

  it("gives a birthday added 3 days ahead its 1-day and day-of reminders, not 'in 3 days'", () => {
    const added: OwedFrom = { birthday: utc("2026-06-07T12:00:00.000Z"), offsets: new Map() };
    // The 7-day reminder's window (3 June 09:00 to 9 June 09:00) is open, but it came due before the birthday existed.
    expect(offsetOfCurrent(utcNine, ALWAYS, "2026-06-07T12:00:00.000Z")).toBe(7);
    expect(offsetOfCurrent(utcNine, added, "2026-06-07T12:00:00.000Z")).toBeNull();
    expect(iso(planReminders(tenthOfJune, utcNine, added, utc("2026-06-07T12:00:00.000Z")).nextCheckAt)).toBe(
      "2026-06-09T09:00:00.000Z",
    );
    expect(offsetOfCurrent(utcNine, added, "2026-06-09T09:00:00.000Z")).toBe(1);
    expect(offsetOfCurrent(utcNine, added, "2026-06-10T09:00:00.000Z")).toBe(0);
    // Nor does it count as missed once its window has closed.
    const missed = missedReminders(tenthOfJune, utcNine, added, utc("2026-06-07T12:00:00.000Z"), utc("2026-06-11T00:00:00.000Z"));
    expect(missed.map((each) => each.offset)).toEqual([1, 0]);
  });

  it("owes nothing for an offset switched on after its moment, and keeps the other offsets' reminders", () => {
    // On 5 June at 10:00 the 7-day reminder (due 3 June) is open and owed; switching on 14 days changes nothing for it.
    const fourteenOn: OwedFrom = { birthday: Number.NEGATIVE_INFINITY, offsets: new Map([[14, utc("2026-06-05T10:00:00.000Z")]]) };
    const withFourteen = { ...utcNine, offsets: [14, 7, 1, 0] };
    expect(offsetOfCurrent(withFourteen, fourteenOn, "2026-06-05T10:00:00.000Z")).toBe(7);
    // Switching on 7 days that morning owes nothing until the 1-day reminder.
    const sevenOn: OwedFrom = { birthday: Number.NEGATIVE_INFINITY, offsets: new Map([[7, utc("2026-06-05T10:00:00.000Z")]]) };
    expect(offsetOfCurrent(utcNine, sevenOn, "2026-06-05T10:00:00.000Z")).toBeNull();
    expect(offsetOfCurrent(utcNine, sevenOn, "2026-06-09T09:00:00.000Z")).toBe(1);
  });

  it("keeps what is owed when only the send hour or time zone changes", () => {
    // A birthday added 1 June: after downtime, on 5 June the 7-day reminder is open whatever the hour or zone.
    const added: OwedFrom = { birthday: utc("2026-06-01T12:00:00.000Z"), offsets: new Map() };
    for (const settings of [utcNine, { ...utcNine, sendHour: 18 }, { ...utcNine, timeZone: "Pacific/Kiritimati" }]) {
      expect(offsetOfCurrent(settings, added, "2026-06-05T10:00:00.000Z")).toBe(7);
    }
    // The one case that drops: due on the day of the moment, at an hour moved to before it.
    const addedThatMorning: OwedFrom = { birthday: utc("2026-06-09T08:30:00.000Z"), offsets: new Map() };
    expect(offsetOfCurrent(utcNine, addedThatMorning, "2026-06-09T09:00:00.000Z")).toBe(1);
    expect(offsetOfCurrent({ ...utcNine, sendHour: 8 }, addedThatMorning, "2026-06-09T09:00:00.000Z")).toBeNull();
  });
});
