import { addDays, celebrationIn, monthDayOf, type CalendarDate } from "@/lib/birthdays/dates";
import { foldContentLine } from "@/lib/text/utf8";

// The private calendar feed as iCalendar text (RFC 5545). Pure: no database,
// no configuration, no clock; the caller passes the birthdays, the texts in
// the user's language, the host for the UIDs, today and the time stamp.
//
// Every birthday becomes one all-day event per year of a window (last year to
// ten years ahead), each carrying that year's age (the next one its notes
// too), and each placed with `celebrationIn`, so a 29 February birthday falls
// on 28 February in common years exactly as on the dashboard
// (docs/decisions/013 and 015). No RRULE:
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
  return [...birthdayCalendarParts(input)].join("");
}

/**
 * The same feed in parts (the calendar's head, then one part per event, then
 * its end), made a year of the window at a time, for a caller that sends it
 * as it is made: a feed of thousands of birthdays is megabytes of text and
 * seconds of work (docs/decisions/015).
 */
export function birthdayCalendarParts(input: BirthdayCalendarInput): Generator<string> {
  const { today } = input;
  function* events() {
    for (let year = today.year - YEARS_BACK; year <= today.year + YEARS_AHEAD; year++) {
      yield* eventsOfYear(input, year).sort(
        (a, b) => compare(a.date, b.date) || byText(a.summary, b.summary) || byText(a.uid, b.uid),
      );
    }
  }
  return calendarParts({ name: input.texts.calendarName, timeZone: input.timeZone, stamp: input.stamp, events: events() });
}

/** Ordering of texts that does not depend on the server's language. */
const byText = new Intl.Collator("en").compare;

/**
 * Each birthday's event in one year of the window, from its first celebration
 * on. Only the next celebration (today to a year from today) carries the
 * notes: a dozen copies of notes up to 2,000 characters long made feeds of
 * tens of megabytes, and the feed is fetched again long before a later one
 * becomes the next.
 */
function eventsOfYear({ birthdays, texts, host, today }: BirthdayCalendarInput, year: number): CalendarEvent[] {
  const aYearFromToday = { ...today, year: today.year + 1 };
  const events: CalendarEvent[] = [];
  for (const birthday of birthdays) {
    // The first celebration: the first birthday after birth when the year is
    // known (no "turns 0"), else the year the entry was added.
    const first = birthday.birthYear === null ? birthday.createdAt.getUTCFullYear() : birthday.birthYear + 1;
    if (year < first) continue;
    const date = celebrationIn(year, monthDayOf(birthday.date));
    const isNext = compare(date, today) >= 0 && compare(date, aYearFromToday) < 0;
    events.push({
      uid: `birthday-${birthday.id}-${year}@${host}`,
      date,
      summary: birthday.birthYear === null ? texts.birthday(birthday.name) : texts.turns(birthday.name, year - birthday.birthYear),
      description: isNext ? birthday.notes : null,
    });
  }
  return events;
}

/** A VCALENDAR with all-day events, as CRLF-terminated, folded content lines. */
function* calendarParts({
  name,
  timeZone,
  stamp,
  events,
}: {
  name: string;
  timeZone?: string;
  stamp: Date;
  events: Iterable<CalendarEvent>;
}): Generator<string> {
  const dtstamp = formatDateTime(stamp);
  yield [
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
  ]
    .map(foldContentLine)
    .join("");
  for (const event of events) {
    yield [
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
    ]
      .map(foldContentLine)
      .join("");
  }
  yield "END:VCALENDAR\r\n";
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
