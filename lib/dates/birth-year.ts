import { z } from "zod";
import { MIN_BIRTH_YEAR } from "./calendar";

/** The latest birth year: read on every check, so a long-running server notices New Year. */
export function maxBirthYear(now = new Date()): number {
  return now.getFullYear();
}

/** Whether a value is a birth year the schemas take (for checks that run after a field failed). */
export function isBirthYear(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_BIRTH_YEAR && value <= maxBirthYear();
}

/** How far ahead of UTC the earliest time zone is (Kiribati, UTC+14): its date is the latest on Earth. */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * Whether a date of birth with its year has not come yet anywhere on Earth.
 * A birthday in the future would read "turns 0"; the check allows the latest
 * "today" of any time zone, so a baby born today counts wherever its family is.
 */
export function isFutureBirthDate(year: number, month: number, day: number, now = new Date()): boolean {
  const latest = new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS);
  return Date.UTC(year, month - 1, day) > Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth(), latest.getUTCDate());
}

/** A year from 1900 to this year (a birth year, the year a gift was given); omitted or null becomes null. */
export function yearSchema(message = "birthYearRange") {
  return z
    .number(message)
    .int(message)
    .min(MIN_BIRTH_YEAR, message)
    .refine((year) => year <= maxBirthYear(), message)
    .nullish()
    .transform((year) => year ?? null);
}
