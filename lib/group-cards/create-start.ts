import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { listBirthdays } from "@/lib/birthdays/birthdays";
import { todayIn } from "@/lib/birthdays/dates";
import { db } from "@/lib/db";
import { recordId } from "@/lib/http/params";
import type { Locale } from "@/lib/i18n/locales";
import { firstValue } from "@/lib/site/search-params";
import { getProfile } from "@/lib/users/profile";
import { keepsMostCards } from "./cards";
import { contactForPrefill } from "./contacts";

/**
 * What the create-card page starts from: the user, today in their time zone
 * (the form counts the picker's celebrations and offers its years from it),
 * the `?birthday={id}` prefill found among the user's own birthdays only
 * (another user's id, an unknown one or a malformed value finds nothing),
 * and whether the account already keeps as many cards as it may. The
 * picker's list is not here: the form fetches it when it opens, so 1,000
 * birthdays do not weigh on the page's HTML (decision 033).
 */
export async function createCardStart(session: SessionUser, birthdayParam: string | string[] | undefined, locale: Locale) {
  const [user, birthdays, full] = await Promise.all([
    getProfile(session.id),
    listBirthdays(session.id, session.birthdaysVersion),
    keepsMostCards(db(), session.id),
  ]);
  const today = todayIn(user.timeZone);
  const prefill = contactForPrefill(birthdays, recordId.parse(firstValue(birthdayParam) ?? ""), today, locale);
  return { user, today, prefill, full };
}
