import "server-only";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { readBirthdaysInPages } from "@/lib/birthdays/birthdays";
import { todayIn } from "@/lib/birthdays/dates";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/db/generated/client";
import { appLink } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/http/translate";
import { localeOr } from "@/lib/i18n/locales";
import { birthdayCalendarParts, type FeedBirthday } from "./ical";

// The private calendar feed of a user (docs/decisions/015-calendar-feed.md).
// The secret in its URL is a 256-bit token; only its SHA-256 is stored in
// users.calendar_token_hash, so the URL is shown once, when it is made, and
// a new one replaces (and breaks) the old.

/** The path segment of a feed URL: the token (43 base64url characters) and ".ics". */
const FEED_SEGMENT = /^([A-Za-z0-9_-]{43})(?:\.ics)?$/;

/** The feed's public URL for a token. */
export function calendarFeedUrl(token: string): string {
  return appLink(`/api/calendar/${token}.ics`);
}

/** Creates the user's feed, or replaces its secret (the old URL stops working); returns the new URL. */
export async function enableCalendarFeed(userId: number): Promise<{ url: string }> {
  const token = newToken();
  const { count } = await db().user.updateMany({
    where: { id: userId },
    data: { calendarTokenHash: hashToken(token) },
  });
  // The account was removed while its session was still in use.
  if (count === 0) throw new AppError("unauthorized");
  return { url: calendarFeedUrl(token) };
}

/** Turns the user's feed off: its URL answers 404 from now on. */
export async function disableCalendarFeed(userId: number): Promise<void> {
  await db().user.updateMany({ where: { id: userId }, data: { calendarTokenHash: null } });
}

/** Whether the user has a feed (its URL itself cannot be shown again). */
export async function hasCalendarFeed(userId: number): Promise<boolean> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { calendarTokenHash: true } });
  return Boolean(user?.calendarTokenHash);
}

/**
 * The iCalendar text of the feed a URL segment ("<token>.ics") names, in
 * parts to send as they are made (birthdayCalendarParts); AppError("not_found")
 * when there is none: an unknown and a malformed token look the same. Only
 * the owner's birthdays are read.
 */
export async function calendarForSegment(segment: string, now: Date = new Date()): Promise<Generator<string>> {
  const token = FEED_SEGMENT.exec(segment)?.[1];
  if (!token) throw new AppError("not_found");
  const user = await db().user.findUnique({
    where: { calendarTokenHash: hashToken(token) },
    select: { id: true, locale: true, timeZone: true },
  });
  if (!user) throw new AppError("not_found");
  // A page at a time, as the list is: up to 3,000 birthdays with notes. The
  // feed orders its events itself, so the order they are read in does not show.
  const birthdays = await readBirthdaysInPages<Pick<FeedBirthday, "date" | "birthYear" | "notes" | "createdAt">>(
    user.id,
    Prisma.sql`date, birth_year AS "birthYear", notes, created_at AS "createdAt"`,
  );
  const t = translatorFor(localeOr(user.locale));
  return birthdayCalendarParts({
    birthdays,
    texts: {
      calendarName: t("calendarFeed.ics.calendarName"),
      birthday: (name) => t("calendarFeed.ics.birthday", { name }),
      turns: (name, age) => t("calendarFeed.ics.turns", { name, age }),
    },
    host: new URL(getConfig().APP_URL).hostname,
    today: todayIn(user.timeZone, now),
    stamp: now,
    timeZone: user.timeZone,
  });
}
