import "server-only";
import { getConfig } from "@/lib/config";
import { composeDate, parseDate, PLACEHOLDER_YEAR } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import type { User } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import type { ProfileUpdate } from "./profile-schema";

/** What GET /api/auth/me returns about the signed-in user. */
export type CurrentUserProfile = {
  id: number;
  email: string;
  name: string | null;
  /** YYYY-MM-DD, or null before the user gives it. The year is 2000 when birthYear is null. */
  birthday: string | null;
  birthYear: number | null;
  googleContactsImported: boolean;
  locale: Locale;
  timeZone: string;
  isAdmin: boolean;
};

/** The user's profile; AppError("unauthorized") when the account is gone (removed while its session was in use). */
export async function getProfile(userId: number): Promise<CurrentUserProfile> {
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError("unauthorized");
  return toProfile(user);
}

/**
 * Saves what the user changed about themselves (already parsed by
 * profileSchema) and returns the new profile. Without a birth year the date
 * is stored in the placeholder year 2000, as birthdays are. A time zone or
 * language left out keeps the stored one. Only this user's row is written.
 */
export async function updateProfile(userId: number, input: ProfileUpdate): Promise<CurrentUserProfile> {
  const date = parseDate(input.birthday);
  if (!date) throw new AppError("validation_failed", undefined, { fields: { birthday: "birthdayRequired" } });
  const birthday = composeDate(input.birthYear ?? PLACEHOLDER_YEAR, date.month, date.day);
  const { count } = await db().user.updateMany({
    where: { id: userId },
    data: {
      name: input.name,
      birthday: new Date(`${birthday}T00:00:00Z`),
      birthYear: input.birthYear,
      ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
      ...(input.locale !== undefined && { locale: input.locale }),
    },
  });
  // The account was removed while its session was still in use.
  if (count === 0) throw new AppError("unauthorized");
  return getProfile(userId);
}

function toProfile(user: User): CurrentUserProfile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    birthday: user.birthday ? user.birthday.toISOString().slice(0, 10) : null,
    birthYear: user.birthYear,
    googleContactsImported: user.googleContactsImported,
    locale: localeOr(user.locale),
    timeZone: user.timeZone,
    isAdmin: isAdmin(user.email),
  };
}

/** Admins are the addresses in ADMIN_EMAILS (stored lower-cased, like users.email). */
export function isAdmin(email: string): boolean {
  return getConfig().ADMIN_EMAILS.includes(email);
}
