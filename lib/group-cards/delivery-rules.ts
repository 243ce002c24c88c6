import { addDays } from "@/lib/birthdays/dates";
import { parseDate } from "@/lib/dates/calendar";
import { localDateAt, zonedInstant } from "@/lib/dates/zoned-time";

// When a group card is delivered: pure arithmetic on the card's delivery
// fields, its creator's time zone and an instant, shared by the scheduler and
// its tests. Client-safe. docs/decisions/042-scheduler-and-card-delivery.md:
//
// - The moment is the delivery date at the delivery hour in the creator's
//   time zone; by default the card's birthday at 09:00. A skipped hour (summer
//   time begins) moves to the moment the clock jumps; a repeated one uses its
//   first occurrence (lib/dates/zoned-time.ts, as for reminders).
// - The creator's time zone is read when the moment is planned, so moving to
//   another zone before delivery moves the moment with it.
// - A moment is owed only if it comes at or after the moment it was set (the
//   card made, or its delivery date, hour or birthday changed): a card made
//   for a birthday whose 09:00 has passed is not published behind its
//   creator's back; they publish it by hand, which delivers at once.
// - An owed moment missed while no pass ran is delivered late, at the next
//   pass: a card is worth having late, unlike a reminder.
// - A card is delivered once: publishing it by hand first is its delivery.
// - Before it, invitees who have not written get at most two nudges, three
//   days and one day before the delivery date at NUDGE_HOUR (a civil hour; the
//   creator's zone is the only one known), and the creator a warning a day
//   before the moment (sent only if the card then has fewer than two
//   messages). Each event is open from its moment until the next event of the
//   same audience (the second nudge, or the delivery): one missed while no
//   pass ran is sent late while open, dropped once closed. Events due before
//   the moment was set are not owed, as for the delivery itself.
// - While the card waits for its delivery, its creator gets a summary of new
//   messages each day at SUMMARY_HOUR (unless switched off; sent only when
//   there are new messages), open until the next day's.

/** The delivery hour when the creator chose none. */
export const DEFAULT_DELIVERY_HOUR = 9;

export type DeliverySettings = {
  /** 'YYYY-MM-DD' the creator chose, or null for the birthday. */
  deliveryDate: string | null;
  /** 0–23, or null for DEFAULT_DELIVERY_HOUR. */
  deliveryHour: number | null;
  /** The card's birthday, 'YYYY-MM-DD' (null on cards made before it was required). */
  recipientBirthday: string | null;
};

/** The delivery moment (epoch ms), or null when the card has no date to deliver on. */
export function deliveryMoment(settings: DeliverySettings, timeZone: string): number | null {
  const date = parseDate(settings.deliveryDate ?? settings.recipientBirthday ?? "");
  if (!date) return null;
  return zonedInstant(date, settings.deliveryHour ?? DEFAULT_DELIVERY_HOUR, timeZone);
}

/** The hour (local, the creator's zone) nudges go out at. */
export const NUDGE_HOUR = 10;

/** The hour (local, the creator's zone) the daily summary goes out at. */
export const SUMMARY_HOUR = 18;

/** What happens to a card on the way to its delivery. */
export type CardEvent = "nudge-3" | "nudge-1" | "empty-warning" | "summary" | "delivery";

type TimedEvent = { event: CardEvent; at: number; closesAt: number };

/** The card's events with their windows, or none without a date. */
export function cardEvents(settings: DeliverySettings, timeZone: string): TimedEvent[] {
  const date = parseDate(settings.deliveryDate ?? settings.recipientBirthday ?? "");
  const moment = deliveryMoment(settings, timeZone);
  if (!date || moment === null) return [];
  const nudge = (days: number) => zonedInstant(addDays(date, -days), NUDGE_HOUR, timeZone);
  const [nudge3, nudge1] = [nudge(3), nudge(1)];
  return [
    { event: "nudge-3" as const, at: nudge3, closesAt: nudge1 },
    { event: "nudge-1" as const, at: nudge1, closesAt: moment },
    { event: "empty-warning" as const, at: moment - 86_400_000, closesAt: moment },
    { event: "delivery" as const, at: moment, closesAt: Infinity },
  ]
    .filter((each) => each.at < each.closesAt)
    .sort((a, b) => a.at - b.at);
}

/**
 * What the scheduler does with a card at `now`: the events open now (the
 * delivery alone once it is due) and when to look again (Infinity: never).
 */
export function planCard(
  card: DeliverySettings & { deliveredAt: number | null; owedFrom: number; dailySummary: boolean },
  timeZone: string,
  now: number,
): { due: CardEvent[]; checkAt: number; summaryAt?: number } {
  if (card.deliveredAt !== null) return { due: [], checkAt: Infinity };
  const delivery = cardEvents(card, timeZone);
  const moment = delivery.find((each) => each.event === "delivery")?.at ?? Infinity;
  const summaries = card.dailySummary ? summariesAround(now, timeZone).filter((each) => each.at < moment) : [];
  const events = [...delivery, ...summaries]
    .map((each) => (each.event === "summary" ? { ...each, closesAt: Math.min(each.closesAt, moment) } : each))
    .filter((each) => each.at >= card.owedFrom)
    .sort((a, b) => a.at - b.at);
  const open = events.filter((each) => each.at <= now && now < each.closesAt);
  const next = events.find((each) => each.at > now)?.at ?? Infinity;
  if (open.some((each) => each.event === "delivery")) return { due: ["delivery"], checkAt: next };
  const summary = open.find((each) => each.event === "summary");
  return { due: open.map((each) => each.event), checkAt: next, ...(summary && { summaryAt: summary.at }) };
}

/**
 * When the card's next nudge goes out (epoch ms), or null when none is left:
 * the first nudge after `now` that is owed (set at or after `owedFrom`).
 */
export function nextNudgeMoment(settings: DeliverySettings & { owedFrom: number }, timeZone: string, now: number): number | null {
  const next = cardEvents(settings, timeZone).find(
    (each) => (each.event === "nudge-3" || each.event === "nudge-1") && each.at > now && each.at >= settings.owedFrom,
  );
  return next?.at ?? null;
}

/** The daily summaries open at `now` (yesterday's or today's) and the next one. */
function summariesAround(now: number, timeZone: string): TimedEvent[] {
  const today = localDateAt(now, timeZone);
  // Yesterday's, today's and tomorrow's, each open until the next day's.
  const moments = [-1, 0, 1, 2].map((days) => zonedInstant(addDays(today, days), SUMMARY_HOUR, timeZone));
  return moments.slice(0, 3).map((at, index) => ({ event: "summary" as const, at, closesAt: moments[index + 1]! }));
}
