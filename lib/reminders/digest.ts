import "server-only";
import { toGiftDto } from "@/lib/birthdays/gifts";
import { ageAt, daysBetween, isoDate, monthDayOf } from "@/lib/birthdays/dates";
import { parseDate, utcCalendarDate } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import { appLink, type OutgoingEmail, type ReminderDigestEmailProps } from "@/lib/email/send";
import { birthdayCards } from "@/lib/group-cards/birthday-cards";
import { compareNames } from "@/lib/i18n/collation";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { isSameReminder, owedFrom, planReminders } from "./planner";

// What goes into one digest e-mail: the claimed reminders of one user that
// are still worth sending at the moment of sending, and the message itself.

/**
 * The reminder that offers "Start a group card" for a birthday without a
 * card (docs/decisions/044): the week-ahead one, with time to gather messages.
 */
export const START_CARD_OFFSET = 7;

export type DigestReminder = { logId: number; birthdayId: number };

export type Digest = {
  /** The e-mail, ready for sendEmail; null when nothing in it is still due. */
  email: OutgoingEmail | null;
  /** Reminders it carries. */
  open: DigestReminder[];
  /** Reminders claimed with it that are no longer due (date or settings changed, or superseded). */
  stale: DigestReminder[];
};

/** Loads the user, birthdays and gift ideas of a claimed digest and writes its e-mail. */
export async function buildDigest(claim: {
  userId: number;
  digestKey: string;
  reminderDate: string;
  logIds: number[];
  now: number;
}): Promise<Digest> {
  const [user, logs] = await Promise.all([
    db().user.findUnique({ where: { id: claim.userId } }),
    db().reminderLog.findMany({
      where: { id: { in: claim.logIds }, userId: claim.userId },
      include: {
        birthday: {
          include: {
            giftIdeas: { where: { status: { not: "given" } }, orderBy: { id: "asc" } },
            reminderCheck: { select: { owedFrom: true } },
          },
        },
      },
    }),
  ]);
  if (!user) return { email: null, open: [], stale: [] };

  const settings = { timeZone: user.timeZone, sendHour: user.reminderHour, offsets: user.reminderOffsets };
  const open: typeof logs = [];
  const stale: typeof logs = [];
  for (const log of logs) {
    // Every birthday has its reminder_checks row (a trigger adds it, and only
    // deleting the birthday removes it), so the fallback is for the type alone.
    const birthdaySince = log.birthday.reminderCheck?.owedFrom ?? new Date(0);
    const owed = owedFrom(birthdaySince, user.reminderOffsets, user.reminderOffsetsSince);
    const current = planReminders(monthDayOf(log.birthday.date), settings, owed, claim.now).current;
    const occurrence = utcCalendarDate(log.occurrenceDate);
    const stillDue = user.remindersEnabled && current && isSameReminder(current, { occurrence, offset: log.offsetDays });
    (stillDue ? open : stale).push(log);
  }
  const reminders = (list: typeof logs) => list.map((log) => ({ logId: log.id, birthdayId: log.birthdayId }));
  if (open.length === 0) return { email: null, open: [], stale: reminders(stale) };

  const today = parseDate(claim.reminderDate)!;
  const locale = localeOr(user.locale);
  const byName = compareNames(locale);
  // A card counts as on the dashboard, on the day the digest is written for.
  const weekAhead = open.filter((log) => log.offsetDays === START_CARD_OFFSET).map((log) => log.birthdayId);
  const cards = await birthdayCards(user.id, today, weekAhead);
  const birthdays: ReminderDigestEmailProps["birthdays"] = open
    .map((log) => {
      const occurrence = utcCalendarDate(log.occurrenceDate);
      const { birthYear } = log.birthday;
      return {
        name: log.birthday.name,
        daysUntil: daysBetween(today, occurrence),
        celebrationDate: isoDate(occurrence),
        turning: ageAt(birthYear, occurrence),
        notes: log.birthday.notes,
        gifts: log.birthday.giftIdeas.map((gift) => {
          const { title, price, status } = toGiftDto(gift);
          return { title, price, status: status === "bought" ? ("bought" as const) : ("idea" as const) };
        }),
        startCardUrl:
          log.offsetDays === START_CARD_OFFSET && !cards[log.birthdayId]
            ? appLink("/create-group-card", { birthday: String(log.birthdayId) })
            : null,
      };
    })
    .sort((a, b) => a.daysUntil - b.daysUntil || byName(a.name, b.name));
  const token = { token: user.unsubscribeToken };
  return {
    email: {
      to: user.email,
      locale,
      template: {
        name: "reminder-digest",
        props: {
          recipientName: user.name,
          date: claim.reminderDate,
          birthdays,
          dashboardUrl: appLink(localizedPath(locale, "/dashboard")),
          settingsUrl: appLink(localizedPath(locale, "/dashboard/settings#reminders")),
          unsubscribeUrl: appLink(localizedPath(locale, "/unsubscribe"), token),
        },
      },
      idempotencyKey: claim.digestKey,
      // RFC 8058: mail clients offer their own unsubscribe button, which POSTs here.
      headers: {
        "List-Unsubscribe": `<${appLink("/api/reminders/unsubscribe", token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
    open: reminders(open),
    stale: reminders(stale),
  };
}

