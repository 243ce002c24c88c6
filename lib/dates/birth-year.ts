import { z } from "zod";
import { MIN_BIRTH_YEAR } from "./calendar";

/** The latest birth year: read on every check, so a long-running server notices New Year. */
export function maxBirthYear(now = new Date()): number {
  return now.getFullYear();
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
