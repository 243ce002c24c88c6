/** @jest-environment node */
import ICAL from "ical.js";
import { addDays } from "@/lib/birthdays/dates";
import {
  birthdayCalendar,
  escapeText,
  formatDateTime,
  YEARS_AHEAD,
  YEARS_BACK,
  type FeedBirthday,
  type FeedTexts,
} from "@/lib/calendar-feed/ical";

const texts: FeedTexts = {
  calendarName: "Confetti birthdays",
  birthday: (name) => `${name}’s birthday`,
  turns: (name, age) => `${name} turns ${age}`,
};

const today = { year: 2026, month: 7, day: 1 };
const stamp = new Date("2026-07-01T10:20:30.456Z");
const created = new Date("2024-03-05T12:00:00Z");

function birthday(overrides: Partial<FeedBirthday> & { id: number }): FeedBirthday {
  return { name: "Ann", date: "1990-05-17", birthYear: 1990, notes: null, createdAt: created, ...overrides };
}

function calendarOf(birthdays: FeedBirthday[], extra: Partial<Parameters<typeof birthdayCalendar>[0]> = {}) {
  return birthdayCalendar({
    birthdays,
    texts,
    host: "confetti.example",
    today,
    stamp,
    timeZone: "Europe/Vilnius",
    ...extra,
  });
}

/** The feed parsed by ical.js, as a calendar app would read it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      recurring: event.isRecurring(),
      transp: vevent.getFirstPropertyValue("transp"),
      stamp: vevent.getFirstPropertyValue("dtstamp")?.toString(),
    };
  });
  return { calendar, events };
}

const years = Array.from({ length: YEARS_BACK + YEARS_AHEAD + 1 }, (_, index) => today.year - YEARS_BACK + index);

describe("birthdayCalendar", () => {
  it("is one VCALENDAR with the required properties that ical.js parses cleanly", () => {
    const text = calendarOf([birthday({ id: 1 })]);
    const { calendar } = parse(text);
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/^-\/\/Confetti\/\//);
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Confetti birthdays");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Vilnius");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("ends every line with CRLF, never a bare LF or CR", () => {
    const text = calendarOf([birthday({ id: 1, notes: "line one\nline two\r\nline three\rfour" })]);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("leaves out X-WR-TIMEZONE when no time zone is given", () => {
    expect(calendarOf([birthday({ id: 1 })], { timeZone: undefined })).not.toContain("X-WR-TIMEZONE");
  });

  it("expands each birthday into all-day events from last year to ten years ahead, each with its age", () => {
    const { events } = parse(calendarOf([birthday({ id: 7, name: "Ann", date: "1990-05-17", birthYear: 1990 })]));
    expect(events.map((event) => event.start)).toEqual(years.map((year) => `${year}-05-17`));
    expect(events.map((event) => event.end)).toEqual(years.map((year) => `${year}-05-18`));
    expect(events.map((event) => event.summary)).toEqual(years.map((year) => `Ann turns ${year - 1990}`));
    for (const event of events) {
      expect(event.allDay).toBe(true);
      expect(event.recurring).toBe(false);
      expect(event.transp).toBe("TRANSPARENT");
      expect(event.stamp).toBe("2026-07-01T10:20:30Z");
    }
    expect(events.map((event) => event.uid)).toEqual(years.map((year) => `birthday-7-${year}@confetti.example`));
  });

  it("has a stable UID per birthday and year, unique across the feed", () => {
    const feed = [birthday({ id: 1 }), birthday({ id: 2, name: "Bob", birthYear: null, date: "2000-01-01" })];
    const first = parse(calendarOf(feed)).events.map((event) => event.uid);
    const again = parse(calendarOf(feed, { stamp: new Date("2026-07-02T00:00:00Z") })).events.map((e) => e.uid);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it("names a birthday without a birth year without an age, from the year the entry was added", () => {
    const { events } = parse(
      calendarOf([birthday({ id: 3, name: "Bob", date: "2000-12-31", birthYear: null, createdAt: new Date("2026-02-01T00:00:00Z") })]),
    );
    expect(events.map((event) => event.start)).toEqual(years.filter((year) => year >= 2026).map((y) => `${y}-12-31`));
    // DTEND crosses into the next year.
    expect(events[0]!.end).toBe("2027-01-01");
    expect(new Set(events.map((event) => event.summary))).toEqual(new Set(["Bob’s birthday"]));
  });

  it("starts at the first birthday after birth (no 'turns 0')", () => {
    const { events } = parse(calendarOf([birthday({ id: 4, name: "Baby", date: "2026-03-10", birthYear: 2026 })]));
    expect(events[0]).toMatchObject({ start: "2027-03-10", summary: "Baby turns 1" });
    expect(events).toHaveLength(YEARS_AHEAD);
  });

  it("puts a 29 February birthday on 28 February in common years and 29 February in leap years", () => {
    const { events } = parse(
      calendarOf([
        birthday({ id: 5, name: "Leap", date: "1992-02-29", birthYear: 1992 }),
        birthday({ id: 6, name: "Leaper", date: "2000-02-29", birthYear: null }),
      ]),
    );
    const on = (name: string, year: number) =>
      events.find((event) => event.summary.startsWith(name) && event.start.startsWith(String(year)))!;
    expect(on("Leap ", 2027)).toMatchObject({ start: "2027-02-28", end: "2027-03-01", summary: "Leap turns 35" });
    expect(on("Leap ", 2028)).toMatchObject({ start: "2028-02-29", end: "2028-03-01", summary: "Leap turns 36" });
    expect(on("Leaper", 2027)).toMatchObject({ start: "2027-02-28", end: "2027-03-01" });
    expect(on("Leaper", 2028)).toMatchObject({ start: "2028-02-29", end: "2028-03-01" });
    // Every year of the window has exactly one celebration, none in March.
    expect(events.filter((event) => event.summary.startsWith("Leap ")).map((e) => e.start.slice(0, 4))).toEqual(
      years.map(String),
    );
    expect(events.every((event) => event.start.slice(5, 7) === "02")).toBe(true);
  });

  it("escapes commas, semicolons, backslashes and line breaks in names and notes", () => {
    const name = 'Smith, John; "Jr." \\ o’Neil';
    const notes = "Likes: tea, books; jazz\nSize M\r\nPath C:\\gifts";
    const text = calendarOf([birthday({ id: 8, name, notes })]);
    expect(text).toContain("SUMMARY:Smith\\, John\\; \"Jr.\" \\\\ o’Neil turns");
    const { events } = parse(text);
    expect(events[0]!.summary).toBe(`${name} turns ${today.year - 1 - 1990}`);
    expect(events.find((event) => event.description)!.description).toBe("Likes: tea, books; jazz\nSize M\nPath C:\\gifts");
    expect(events).toHaveLength(years.length);
  });

  it("carries the notes on the next celebration only, today's included", () => {
    const { events } = parse(
      calendarOf([
        birthday({ id: 12, date: "1990-05-17", notes: "Tea" }),
        birthday({ id: 13, date: "1990-07-01", notes: "Jazz" }),
      ]),
    );
    // Today is 1 July 2026: the next 17 May is in 2027, the next 1 July is today.
    expect(events.filter((event) => event.description).map((event) => [event.start, event.description])).toEqual([
      ["2026-07-01", "Jazz"],
      ["2027-05-17", "Tea"],
    ]);
  });

  it("folds long Lithuanian and Russian lines at 75 octets without splitting a character", () => {
    const lithuanian = "Ąžuolė Šimkūnaitė-Žemaitienė — mėgsta žąsų plunksnas, ąžuolų giles ir čiuožyklas. ".repeat(4);
    const russian = "Анастасия Щербакова-Жуковская любит чай, книги и длинные прогулки по набережной. ".repeat(4);
    const emoji = "🎉🎂🎁".repeat(30);
    const text = calendarOf([
      birthday({ id: 9, name: lithuanian.trim(), notes: russian + emoji }),
      birthday({ id: 10, name: russian.trim(), notes: lithuanian }),
    ]);
    const bytes = Buffer.from(text, "utf8");
    const physicalLines = text.split("\r\n").slice(0, -1);
    expect(physicalLines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of physicalLines) {
      const octets = Buffer.byteLength(line, "utf8");
      expect(octets).toBeLessThanOrEqual(75);
      // Each physical line on its own is valid UTF-8 (no character was cut in two).
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(line, "utf8"))).not.toThrow();
      expect(line).not.toContain("\uFFFD");
    }
    // The whole byte stream is valid UTF-8 too.
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(text);
    const { events } = parse(text);
    const ann = events.find((event) => event.uid.startsWith("birthday-9-"))!;
    expect(ann.summary).toBe(`${lithuanian.trim()} turns ${today.year - 1 - 1990}`);
    const notesOf = (id: number) => events.find((event) => event.uid.startsWith(`birthday-${id}-`) && event.description)!.description;
    expect(notesOf(9)).toBe(russian + emoji);
    expect(notesOf(10)).toBe(lithuanian);
  });

  it("uses the translated texts it is given", () => {
    const { calendar, events } = parse(
      calendarOf([birthday({ id: 11, name: "Ona", birthYear: null, date: "2000-06-01" })], {
        texts: { calendarName: "Confetti gimtadieniai", birthday: (name) => `Gimtadienis: ${name}`, turns: () => "" },
      }),
    );
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Confetti gimtadieniai");
    expect(events[0]!.summary).toBe("Gimtadienis: Ona");
  });

  it("is an empty calendar without birthdays", () => {
    const { events } = parse(calendarOf([]));
    expect(events).toEqual([]);
  });
});

describe("escapeText", () => {
  it("escapes the TEXT specials and drops control characters other than tab", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\there\u0000\u0007\u001b\u007f")).toBe("tab\there");
    expect(escapeText('colon: and "quotes"')).toBe('colon: and "quotes"');
  });
});

describe("dates", () => {
  it("formats DTSTAMP in UTC and finds the next day across months and years", () => {
    expect(formatDateTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
    expect(addDays({ year: 2027, month: 2, day: 28 }, 1)).toEqual({ year: 2027, month: 3, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
