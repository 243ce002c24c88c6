import { byUpcoming, type CalendarDate } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { parseDate } from "@/lib/dates/calendar";
import type { Locale } from "@/lib/i18n/locales";

// The create form's contact picker and its `?birthday={id}` prefill, both
// drawn from the signed-in user's own birthday list. Pure, client-safe and
// light (no schemas): the page finds the prefill on the server, the form
// lists the picker's contacts in the browser once it has the list.

/** A saved birthday as the picker lists it, with the day the card would be for. */
export type BirthdayContact = {
  id: number;
  name: string;
  email: string | null;
  /** The stored 'YYYY-MM-DD' (the year is 2000 without a birth year): the picker shows its month and day. */
  date: string;
  /** Its next celebration on or after today: what choosing it puts in the Birthday Date field. */
  next: CalendarDate;
};

/** The user's birthdays that have a date, nearest celebration first (then by name, in the page's language). */
export function birthdayContacts(birthdays: BirthdayDto[], today: CalendarDate, locale: Locale): BirthdayContact[] {
  const dated = birthdays.filter((birthday) => parseDate(birthday.date) !== null);
  return byUpcoming(dated, today, locale).map(({ id, name, email, date, next }) => ({ id, name, email, date, next }));
}

/**
 * The contact a `?birthday={id}` asks for (`id`: null when the value was not
 * an id), looked up among the user's own birthdays only: someone else's id,
 * an unknown one or a birthday without a usable date finds nothing, and the
 * form starts empty.
 */
export function contactForPrefill(
  birthdays: BirthdayDto[],
  id: number | null,
  today: CalendarDate,
  locale: Locale,
): BirthdayContact | null {
  return birthdayContacts(birthdays.filter((birthday) => birthday.id === id), today, locale)[0] ?? null;
}

/**
 * The birthday person's address once `picked` is chosen in the picker: its
 * saved address when it has one; else what is there stays, unless it is the
 * previously picked birthday's own address, which belongs to someone else now.
 */
export function recipientEmailAfterPick(
  current: string,
  previous: Pick<BirthdayContact, "email"> | null,
  picked: Pick<BirthdayContact, "email">,
): string {
  if (picked.email) return picked.email;
  return previous?.email && current.trim() === previous.email ? "" : current;
}

/** The years the Birthday Date field offers: this year's celebration and next year's. */
export function cardYears(today: CalendarDate): number[] {
  return [today.year, today.year + 1];
}
