import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { listBirthdays } from "@/lib/birthdays/birthdays";
import { todayIn } from "@/lib/birthdays/dates";
import { getProfile } from "@/lib/users/profile";
import { birthdayContacts, cardYears, contactForPrefill } from "./contacts";

/**
 * What the create-card page starts from: the user, their saved birthdays as
 * the contact picker lists them (celebrations counted from today in the
 * user's time zone), the `?birthday={id}` prefill found among those only
 * (another user's id finds nothing), and the years the date field offers.
 */
export async function createCardStart(session: SessionUser, birthdayParam: string | string[] | undefined) {
  const [user, birthdays] = await Promise.all([
    getProfile(session.id),
    listBirthdays(session.id, session.birthdaysVersion),
  ]);
  const today = todayIn(user.timeZone);
  const contacts = birthdayContacts(birthdays, today);
  return { user, contacts, prefill: contactForPrefill(contacts, birthdayParam), years: cardYears(today) };
}
