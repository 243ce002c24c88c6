import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { todayIn, type CalendarDate } from "@/lib/birthdays/dates";
import { utcCalendarDate } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import { cardOfCelebration } from "./birthday-card";
import type { BirthdayCardsDto } from "./schema";

// The cards of a user's saved birthdays, for the dashboard and the reminder
// digest: one query over the user's cards that were started from a birthday,
// then the rule of lib/group-cards/birthday-card.ts. Kept apart from the
// birthday list and its cache (lib/birthdays/list-cache.ts): card changes do
// not bump birthdays_version, and this query is small.

/**
 * Each birthday's card on `today` (the user's date), by birthday id; only
 * among `birthdayIds` when given (the home's few birthdays, a digest's).
 */
export async function birthdayCards(userId: number, today: CalendarDate, birthdayIds?: number[]): Promise<BirthdayCardsDto> {
  if (birthdayIds?.length === 0) return {};
  const rows = await db().groupCard.findMany({
    where: { creatorId: userId, birthdayId: birthdayIds ? { in: birthdayIds } : { not: null } },
    select: {
      id: true,
      slug: true,
      birthdayId: true,
      recipientBirthday: true,
      deliveredAt: true,
      createdAt: true,
      _count: { select: { contributions: true } },
    },
  });
  const byBirthday = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byBirthday.get(row.birthdayId!);
    if (list) list.push(row);
    else byBirthday.set(row.birthdayId!, [row]);
  }
  const result: BirthdayCardsDto = {};
  for (const [birthdayId, list] of byBirthday) {
    const card = cardOfCelebration(
      list.map((row) => ({
        ...row,
        // A date column reads as midnight UTC: its UTC parts are the calendar date.
        celebration: row.recipientBirthday && utcCalendarDate(row.recipientBirthday),
        createdAt: row.createdAt.getTime(),
      })),
      today,
    );
    if (card) {
      result[birthdayId] = {
        id: card.id,
        slug: card.slug,
        contributionsCount: card._count.contributions,
        delivered: card.deliveredAt !== null,
      };
    }
  }
  return result;
}

/** GET /api/group-cards/birthdays: every birthday's card, on today in the user's time zone. */
export async function myBirthdayCards(user: SessionUser, now = new Date()): Promise<BirthdayCardsDto> {
  const { timeZone } = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true } });
  return birthdayCards(user.id, todayIn(timeZone, now));
}
