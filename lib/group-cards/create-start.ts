import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { listBirthdays } from "@/lib/birthdays/birthdays";
import { todayIn } from "@/lib/birthdays/dates";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { getProfile } from "@/lib/users/profile";
import { keepsMostCards } from "./cards";
import { birthdayContacts, cardYears, contactForPrefill } from "./contacts";

/**
 * What the create-card page starts from: the user, their saved birthdays as
 * the contact picker lists them (celebrations counted from today in the
 * user's time zone), the `?birthday={id}` prefill found among those only
 * (another user's id finds nothing), the years the date field offers, and
 * whether the account already keeps as many cards as it may.
 */
export async function createCardStart(session: SessionUser, birthdayParam: string | string[] | undefined, locale: Locale) {
  const [user, birthdays, full] = await Promise.all([
    getProfile(session.id),
    listBirthdays(session.id, session.birthdaysVersion),
    keepsMostCards(db(), session.id),
  ]);
  const today = todayIn(user.timeZone);
  const contacts = birthdayContacts(birthdays, today, locale);
  return { user, contacts, prefill: contactForPrefill(contacts, birthdayParam), years: cardYears(today), full };
}
