import { dateFormat } from "@/lib/dates/date-format";
import { REMINDER_OFFSETS } from "@/lib/reminders/settings-schema";

// How reminder settings read on the dashboard, in the page's language.
// Client-safe and pure, so the card, the dialog and their tests agree.

/** Translates one offset: offsetBefore for days before, onTheDay for 0. */
export type OffsetTranslator = (key: "offsetBefore" | "onTheDay", values?: { days: number }) => string;

/** "7 days before", "prieš 7 dienas", "за 7 дней"; "on the day" for 0. */
export function offsetLabel(offset: number, t: OffsetTranslator): string {
  return offset === 0 ? t("onTheDay") : t("offsetBefore", { days: offset });
}

/** "7 days before, 1 day before, and on the day": the chosen offsets, earliest reminder first. */
export function offsetsPhrase(offsets: readonly number[], locale: string, t: OffsetTranslator): string {
  const ordered = REMINDER_OFFSETS.filter((offset) => offsets.includes(offset));
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(ordered.map((offset) => offsetLabel(offset, t)));
}

/** Every hour of the day, 0–23: the choices of an hour field. */
export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, hour) => hour);

/** An hour of the day in the language's time format: "9:00 AM" in English, "09:00" on a 24-hour clock. */
export function formatHour(hour: number, locale: string): string {
  const { hourCycle } = dateFormat(locale, { hour: "numeric" }).resolvedOptions();
  const twentyFourHours = hourCycle === "h23" || hourCycle === "h24";
  return dateFormat(locale, {
    hour: twentyFourHours ? "2-digit" : "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, hour));
}

/** An instant as date and time in the user's zone: "Nov 21, 2026, 9:00 AM". */
export function formatInstant(iso: string, locale: string, timeZone: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** The first letter in upper case, for a phrase that starts a label ("On the day"). */
export function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
