import { z } from "zod";
import { canonicalTimeZone } from "@/lib/dates/time-zone";
import { MIN_BIRTH_YEAR, parseDate } from "@/lib/dates/calendar";
import { locales } from "@/lib/i18n/locales";

// What a user may change about themselves (PUT /api/auth/profile), shared by
// the profile dialog and the route handler so both show the same messages.
// Every message is a key in the "validation" namespace of messages/*.json.
// Client-safe: no server imports.

export const NAME_MAX_LENGTH = 100;
const TIME_ZONE_MAX_LENGTH = 64;

/** The latest birth year: read on every check, so a long-running server notices New Year. */
export function maxBirthYear(now = new Date()): number {
  return now.getFullYear();
}

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
    name: z.string("nameRequired").trim().min(1, "nameRequired").max(NAME_MAX_LENGTH, "nameTooLong"),
    /** 'YYYY-MM-DD'. When birthYear is null the year part is only a placeholder. */
    birthday: z
      .string("birthdayRequired")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "birthdayRequired")
      .refine((value) => parseDate(value) !== null, "birthdayRequired"),
    /** Omitted or null: the user keeps their birth year to themselves. */
    birthYear: z
      .number("birthYearRange")
      .int("birthYearRange")
      .min(MIN_BIRTH_YEAR, "birthYearRange")
      .refine((year) => year <= maxBirthYear(), "birthYearRange")
      .nullish()
      .transform((year) => year ?? null),
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
    }
  });

/** What a client sends. */
export type ProfileInput = z.input<typeof profileSchema>;
/** What the server stores after parsing: trimmed name, canonical zone, birthYear null when unknown. */
export type ProfileUpdate = z.output<typeof profileSchema>;
