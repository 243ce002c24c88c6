import fc from "fast-check";
import { birthdayInputSchema, type BirthdayData } from "@/lib/birthdays/schema";

/**
 * Any birthday the API would accept, as birthdayInputSchema leaves it, with
 * names and notes drawn from `text` (each format's test supplies the
 * characters that are hard for it).
 */
export function validBirthday(text: fc.Arbitrary<string>): fc.Arbitrary<BirthdayData> {
  return fc
    .record({
      name: text,
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      birthYear: fc.option(fc.integer({ min: 1900, max: new Date().getFullYear() })),
      email: fc.option(fc.emailAddress()),
      notes: fc.option(text),
    })
    .map(({ month, day, birthYear, ...rest }) =>
      birthdayInputSchema.safeParse({
        ...rest,
        birthYear,
        date: `2000-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      }),
    )
    .filter((result) => result.success)
    .map((result) => result.data!);
}
