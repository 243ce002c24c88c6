import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { REMINDER_OFFSETS, type ReminderOffset, type ReminderSettings } from "./settings-schema";

// The user's side of reminders: their settings (GET/PUT
// /api/reminders/settings, the dashboard card), what became of the reminders
// sent to them, and the unsubscribe link of every reminder e-mail. Changing a
// setting is all this does: database triggers make the planner look again.

/** The settings as the API and the dashboard show them: offsets largest first. */
export type ReminderSettingsDto = {
  enabled: boolean;
  offsets: ReminderOffset[];
  sendHour: number;
  timeZone: string;
};

/**
 * What the user may know about their reminders' delivery: when the last one
 * went out, and how many could not be delivered lately. The provider's error
 * text stays in the database; it is for us, not for the user.
 */
export type ReminderStatusDto = {
  /** ISO instant of the latest sent reminder, or null before the first. */
  lastSentAt: string | null;
  /** Reminders given up on in the last FAILURE_WINDOW_DAYS days. */
  failedCount: number;
  /** ISO instant of the latest of those failures, or null when there is none. */
  lastFailedAt: string | null;
};

export type ReminderOverview = { settings: ReminderSettingsDto; status: ReminderStatusDto };

/** How far back failed reminders are counted for the dashboard's warning. */
export const FAILURE_WINDOW_DAYS = 30;

const settingsColumns = {
  remindersEnabled: true,
  reminderOffsets: true,
  reminderHour: true,
  timeZone: true,
} as const;

type SettingsRow = { remindersEnabled: boolean; reminderOffsets: number[]; reminderHour: number; timeZone: string };

/** The user's reminder settings; AppError("unauthorized") when the account is gone. */
export async function getReminderSettings(userId: number): Promise<ReminderSettingsDto> {
  const row = await db().user.findUnique({ where: { id: userId }, select: settingsColumns });
  if (!row) throw new AppError("unauthorized");
  return toDto(row);
}

/**
 * Saves the user's reminder settings (already parsed by
 * reminderSettingsSchema) and returns them as stored. The time zone is the
 * profile's: reminders follow the same calendar as the rest of the app.
 * Only this user's row is written.
 */
export async function updateReminderSettings(userId: number, settings: ReminderSettings): Promise<ReminderSettingsDto> {
  const { count } = await db().user.updateMany({
    where: { id: userId },
    data: {
      remindersEnabled: settings.enabled,
      reminderOffsets: [...settings.offsets],
      reminderHour: settings.sendHour,
      timeZone: settings.timeZone,
    },
  });
  // The account was removed while its session was still in use.
  if (count === 0) throw new AppError("unauthorized");
  return getReminderSettings(userId);
}

/** When the last reminder went out and how many failed lately, from reminder_logs. */
export async function getReminderStatus(userId: number): Promise<ReminderStatusDto> {
  const [row] = await db().$queryRaw<{ lastSentAt: Date | null; failedCount: number; lastFailedAt: Date | null }[]>`
    SELECT
      max(email_sent_at) FILTER (WHERE status = 'sent') AS "lastSentAt",
      (count(*) FILTER (WHERE status = 'failed' AND updated_at > now() - make_interval(days => ${FAILURE_WINDOW_DAYS})))::int AS "failedCount",
      max(updated_at) FILTER (WHERE status = 'failed' AND updated_at > now() - make_interval(days => ${FAILURE_WINDOW_DAYS})) AS "lastFailedAt"
    FROM reminder_logs
    WHERE user_id = ${userId} AND status IN ('sent', 'failed')`;
  return {
    lastSentAt: row?.lastSentAt?.toISOString() ?? null,
    failedCount: row?.failedCount ?? 0,
    lastFailedAt: row?.lastFailedAt?.toISOString() ?? null,
  };
}

/**
 * Settings and delivery status together (the dashboard, GET
 * /api/reminders/settings); AppError("unauthorized") when the account is gone.
 */
export async function getReminderOverview(userId: number): Promise<ReminderOverview> {
  const [settings, status] = await Promise.all([getReminderSettings(userId), getReminderStatus(userId)]);
  return { settings, status };
}

/** What the unsubscribe page tells its visitor: whose reminders the link is for, and whether they are on. */
export type UnsubscribeLinkOwner = { email: string; enabled: boolean };

/** The shape of a token the database generates (random hex), with room for other random spellings. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const ownerColumns = { email: true, remindersEnabled: true } as const;

/**
 * The owner of an unsubscribe token, the secret in every reminder e-mail's
 * unsubscribe link; null for an unknown or malformed token. Only reads:
 * opening the link (mail scanners and link previews do) changes nothing.
 */
export async function findUnsubscribeLinkOwner(token: string): Promise<UnsubscribeLinkOwner | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const user = await db().user.findUnique({ where: { unsubscribeToken: token }, select: ownerColumns });
  return user && toOwner(user);
}

/**
 * Turns reminders off (or back on) for the owner of an unsubscribe token; no
 * session is needed. Null for an unknown or malformed token, and nothing
 * changes then.
 */
export async function setRemindersByUnsubscribeToken(token: string, enabled: boolean): Promise<UnsubscribeLinkOwner | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [user] = await db().user.updateManyAndReturn({
    where: { unsubscribeToken: token },
    data: { remindersEnabled: enabled },
    select: ownerColumns,
  });
  return user ? toOwner(user) : null;
}

function toOwner(user: { email: string; remindersEnabled: boolean }): UnsubscribeLinkOwner {
  return { email: user.email, enabled: user.remindersEnabled };
}

function toDto(row: SettingsRow): ReminderSettingsDto {
  const offsets = REMINDER_OFFSETS.filter((offset) => row.reminderOffsets.includes(offset));
  return { enabled: row.remindersEnabled, offsets, sendHour: row.reminderHour, timeZone: row.timeZone };
}
