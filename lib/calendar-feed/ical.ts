import { addDays, celebrationIn, monthDayOf, type CalendarDate } from "@/lib/birthdays/dates";
import { utf8Length } from "@/lib/text/utf8";

// The private calendar feed as iCalendar text (RFC 5545). Pure: no database,
// no configuration, no clock; the caller passes the birthdays, the texts in
// the user's language, the host for the UIDs, today and the time stamp.
//
// Every birthday becomes one all-day event per year of a window (last year to
// ten years ahead), each carrying that year's age, and each placed with
// `celebrationIn`, so a 29 February birthday falls on 28 February in common
// years exactly as on the dashboard (docs/decisions/013 and 015). No RRULE:
// plain single-day events import the same way into every calendar app.

/** The feed's window: the previous year and this many years ahead of today. */
export const YEARS_BACK = 1;
export const YEARS_AHEAD = 10;

export const PRODID = "-//Confetti//Birthday calendar feed//EN";

/** What the feed needs of a birthday (a subset of BirthdayDto and of the Prisma row). */
export type FeedBirthday = {
  id: number;
  name: string;
  /** YYYY-MM-DD; the year is a placeholder when birthYear is null. */
  date: string;
  birthYear: number | null;
  notes: string | null;
  /** When the entry was added; without a birth year its first celebration is in this year. */
  createdAt: Date;
};

/** The feed's texts, already in the user's language. */
export type FeedTexts = {
  calendarName: string;
  /** SUMMARY without a known birth year, e.g. "Ann’s birthday" / "Gimtadienis: Ona". */
  birthday: (name: string) => string;
  /** SUMMARY with the age reached that year, e.g. "Ann turns 36". */
  turns: (name: string, age: number) => string;
};

export type BirthdayCalendarInput = {
  birthdays: FeedBirthday[];
  texts: FeedTexts;
  /** Host name of APP_URL, the right-hand side of every UID. */
  host: string;
  /** Today in the user's time zone: the window is counted from its year. */
  today: CalendarDate;
  /** DTSTAMP of every event: when the feed was generated. */
  stamp: Date;
  /** IANA time zone for X-WR-TIMEZONE (all-day events do not depend on it). */
  timeZone?: string;
};

export type CalendarEvent = {
  uid: string;
  /** The all-day event's date; it ends (exclusive DTEND) the next day. */
  date: CalendarDate;
  summary: string;
  description?: string | null;
};

/** The whole feed: one VCALENDAR with the birthdays' events, nearest dates first. */
export function birthdayCalendar(input: BirthdayCalendarInput): string {
  const events = birthdayEvents(input).sort(
    (a, b) => compare(a.date, b.date) || a.summary.localeCompare(b.summary) || a.uid.localeCompare(b.uid),
  );
  return renderCalendar({
    name: input.texts.calendarName,
    timeZone: input.timeZone,
    stamp: input.stamp,
    events,
  });
}

/** One event per birthday and year of the window, from its first celebration on. */
export function birthdayEvents({ birthdays, texts, host, today }: BirthdayCalendarInput): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const birthday of birthdays) {
    const monthDay = monthDayOf(birthday.date);
    // The first celebration: the first birthday after birth when the year is
    // known (no "turns 0"), else the year the entry was added.
    const first = birthday.birthYear === null ? birthday.createdAt.getUTCFullYear() : birthday.birthYear + 1;
    const from = Math.max(today.year - YEARS_BACK, first);
    for (let year = from; year <= today.year + YEARS_AHEAD; year++) {
      events.push({
        uid: `birthday-${birthday.id}-${year}@${host}`,
        date: celebrationIn(year, monthDay),
        summary:
          birthday.birthYear === null
            ? texts.birthday(birthday.name)
            : texts.turns(birthday.name, year - birthday.birthYear),
        description: birthday.notes,
      });
    }
  }
  return events;
}

/** A VCALENDAR with all-day events, as CRLF-terminated, folded content lines. */
export function renderCalendar({
  name,
  timeZone,
  stamp,
  events,
}: {
  name: string;
  timeZone?: string;
  stamp: Date;
  events: CalendarEvent[];
}): string {
  const dtstamp = formatDateTime(stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(timeZone ? [`X-WR-TIMEZONE:${escapeText(timeZone)}`] : []),
    // Ask calendar apps to poll hourly, as often as the response may be cached.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${formatDate(event.date)}`,
      `DTEND;VALUE=DATE:${formatDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      // A birthday does not make anyone busy.
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("");
}

/**
 * A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma
 * escaped, every line break (CRLF, CR or LF) as \n, and other control
 * characters, which TEXT may not contain, dropped (a tab stays).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
}

const MAX_LINE_OCTETS = 75;

/**
 * One content line, folded (RFC 5545 section 3.1): no physical line is longer
 * than 75 octets of UTF-8 without its CRLF, continuation lines start with one
 * space, and a fold never falls inside a character (code point), so every
 * piece is valid UTF-8. Returns the line with its CRLF(s).
 */
export function foldLine(line: string): string {
  let out = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > MAX_LINE_OCTETS) {
      out += "\r\n ";
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return `${out}\r\n`;
}

/** DATE value: YYYYMMDD. */
export function formatDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
}

/** UTC DATE-TIME value: YYYYMMDDTHHMMSSZ. */
export function formatDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}


function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
