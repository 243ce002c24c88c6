import { z } from "zod";
import { isBirthYear, isFutureBirthDate, yearSchema } from "@/lib/dates/birth-year";
import { composeDate, isValidDay, MIN_BIRTH_YEAR, PLACEHOLDER_YEAR } from "@/lib/dates/calendar";
import { optionalEmailAddress, optionalText, personName } from "@/lib/validation/text";

// A birthday as the add/edit dialog and POST/PUT /api/birthdays send it,
// shared by both so they show the same messages (keys in the "validation"
// namespace of messages/*.json). Client-safe: no server imports.
// Decision record: docs/decisions/012-birthday-validation.md.

const BIRTHDAY_NOTES_MAX_LENGTH = 2000;

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' → its parts. Only the month and day are stored with the
 * birth year (or the placeholder 2000 when it is unknown); the year part
 * is checked below.
 */
const monthAndDay = z.string("dateRequired").transform((value, context) => {
  const match = DATE_SHAPE.exec(value.trim());
  if (!match) {
    context.addIssue({ code: "custom", message: "dateRequired" });
    return z.NEVER;
  }
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) {
    context.addIssue({ code: "custom", message: "monthRequired" });
    return z.NEVER;
  }
  if (day < 1 || day > 31) {
    context.addIssue({ code: "custom", message: "dayRequired" });
    return z.NEVER;
  }
  return { year: Number(match[1]), month, day };
});

const birthYear = yearSchema();

export const birthdayInputSchema = z
  .object({
    name: personName(),
    /** 'YYYY-MM-DD' from 1900 on; the year is replaced by birthYear or the placeholder 2000. */
    date: monthAndDay,
    /** Omitted or null: unknown. */
    birthYear,
    /** Trimmed; '' and null become null. */
    email: optionalEmailAddress(),
    notes: optionalText({ max: BIRTHDAY_NOTES_MAX_LENGTH, tooLong: "notesTooLong", multiline: true }),
  })
  .superRefine(
    (birthday, context) => {
      // The day must exist in its month, and 29 February in the birth year
      // when one is given (the placeholder 2000 is a leap year). Runs even
      // when another field failed, so every field's message shows at once;
      // a date or year that failed on its own is reported there.
      // The body may be anything at all here (null, a number) when it failed as a whole.
      const { date, birthYear: year } = (birthday ?? {}) as { date?: unknown; birthYear?: unknown };
      if (!isMonthAndDay(date)) return;
      const { month, day } = date;
      // No date before 1900 anywhere in the app. When the date's year is the
      // birth year itself, the birth year's own message says it.
      if (date.year < MIN_BIRTH_YEAR && date.year !== year) {
        context.addIssue({ code: "custom", path: ["date"], message: "dateTooEarly" });
        return;
      }
      const knownYear = isBirthYear(year) ? year : null;
      if (!isValidDay(day, month, knownYear ?? PLACEHOLDER_YEAR)) {
        const message = isValidDay(day, month, PLACEHOLDER_YEAR) ? "dayNotInYear" : "dayNotInMonth";
        context.addIssue({ code: "custom", path: ["date"], message });
      } else if (knownYear !== null && isFutureBirthDate(knownYear, month, day)) {
        context.addIssue({ code: "custom", path: ["date"], message: "birthDateInFuture" });
      }
    },
    { when: () => true },
  )
  .transform(({ date, ...rest }) => ({
    ...rest,
    /** The stored date: birth year (or 2000), month and day. */
    date: composeDate(rest.birthYear ?? PLACEHOLDER_YEAR, date.month, date.day),
  }));

function isMonthAndDay(value: unknown): value is { year: number; month: number; day: number } {
  const parts = value as { year?: unknown; month?: unknown; day?: unknown } | null;
  return typeof parts?.year === "number" && typeof parts.month === "number" && typeof parts.day === "number";
}

/** What a client sends to POST /api/birthdays and PUT /api/birthdays/{id}. */
export type BirthdayInput = z.input<typeof birthdayInputSchema>;

/**
 * What the server stores after parsing: trimmed texts, null for what is
 * missing, and `date` normalised to 'YYYY-MM-DD' in the birth year or 2000.
 */
export type BirthdayData = z.output<typeof birthdayInputSchema>;

/** One birthday as the API answers with it. */
export type BirthdayDto = {
  id: number;
  name: string;
  /** 'YYYY-MM-DD'; the year is 2000 when birthYear is null. */
  date: string;
  birthYear: number | null;
  email: string | null;
  notes: string | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
};
