import { parseDate } from "@/lib/dates/calendar";
import { zonedInstant } from "@/lib/dates/zoned-time";

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

export type DeliveryPlan =
  /** Deliver now. */
  | { deliver: true }
  /** Look again at `checkAt` (epoch ms), or never (Infinity): delivered, not owed, or no date. */
  | { deliver: false; checkAt: number };

/** What the scheduler does with a card at `now`. `owedFrom`: when the moment was last set. */
export function planDelivery(
  card: DeliverySettings & { deliveredAt: number | null; owedFrom: number },
  timeZone: string,
  now: number,
): DeliveryPlan {
  if (card.deliveredAt !== null) return { deliver: false, checkAt: Infinity };
  const moment = deliveryMoment(card, timeZone);
  if (moment === null || moment < card.owedFrom) return { deliver: false, checkAt: Infinity };
  return moment <= now ? { deliver: true } : { deliver: false, checkAt: moment };
}
