import { z } from "zod";
import { isBirthYear, isFutureBirthDate, yearSchema } from "@/lib/dates/birth-year";
import { MIN_BIRTH_YEAR, parseDate } from "@/lib/dates/calendar";
import { canonicalTimeZone } from "@/lib/dates/time-zone";
import { locales } from "@/lib/i18n/locales";
import { personName } from "@/lib/validation/text";

// What a user may change about themselves (PUT /api/auth/profile), shared by
// the profile dialog and the route handler so both show the same messages.
// Every message is a key in the "validation" namespace of messages/*.json.
// Client-safe: no server imports.

// Still imported from here by the dialogs (components/**, rewritten by the form layer).
export { maxBirthYear } from "@/lib/dates/birth-year";
export { NAME_MAX_LENGTH } from "@/lib/validation/text";

const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA time-zone name, turned into its canonical spelling. */
export const timeZoneSchema = z
  .string("timeZoneInvalid")
  .max(TIME_ZONE_MAX_LENGTH, "timeZoneInvalid")
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    context.addIssue({ code: "custom", message: "timeZoneInvalid" });
    return z.NEVER;
  });

export const profileSchema = z
  .object({
    name: personName(),
    /** 'YYYY-MM-DD' from 1900 on. When birthYear is null the year part is only a placeholder. */
    birthday: z
      .string("birthdayRequired")
      .refine((value) => parseDate(value) !== null, { error: "birthdayRequired", abort: true })
      .refine((value) => parseDate(value)!.year >= MIN_BIRTH_YEAR, "dateTooEarly"),
    /** Omitted or null: the user keeps their birth year to themselves. */
    birthYear: yearSchema(),
    /** Omitted: the stored zone stays. */
    timeZone: timeZoneSchema.optional(),
    /** Language of the user's e-mails; omitted: the stored one stays. */
    locale: z.enum(locales, "localeInvalid").optional(),
  })
  .superRefine((profile, context) => {
    // A known year must be the year of the date itself. (Runs even when a
    // field failed; only a mismatch between two valid values is reported.)
    const date = typeof profile.birthday === "string" ? parseDate(profile.birthday) : null;
    if (date && typeof profile.birthYear === "number" && date.year !== profile.birthYear) {
      context.addIssue({ code: "custom", path: ["birthYear"], message: "birthYearMismatch" });
    } else if (date && isBirthYear(profile.birthYear) && isFutureBirthDate(date.year, date.month, date.day)) {
      context.addIssue({ code: "custom", path: ["birthday"], message: "birthDateInFuture" });
    }
  });

/** What a client sends. */
export type ProfileInput = z.input<typeof profileSchema>;
/** What the server stores after parsing: trimmed name, canonical zone, birthYear null when unknown. */
export type ProfileUpdate = z.output<typeof profileSchema>;
