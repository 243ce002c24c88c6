import type { CalendarDate } from "@/lib/birthdays/dates";
import { compareDates } from "@/lib/birthdays/dates";

// Which group card is a saved birthday's card (docs/decisions/044): the rule
// the dashboard ("Open group card" or "Make a group card") and the reminder
// digest ("Start a group card") both follow. Pure and client-safe.

/** What the rule needs of a card the user made from this birthday. */
export type CardForRule = {
  id: number;
  /** The day the card is for, as the user's calendar date; null for a card without one. */
  celebration: CalendarDate | null;
  /** When it was made (ms since the epoch): the tie-breaker. */
  createdAt: number;
};

/**
 * The card of a birthday's coming celebration, among the cards its user made
 * from that birthday, on `today` (the user's date):
 * - a card counts while the day it is for has not passed (today or later), so
 *   on the day the card shows, delivered or not, and the day after a new card
 *   can be started for next year; last year's card never stands in the way,
 *   delivered or not (a card made too late to be delivered by itself stays
 *   undelivered for ever);
 * - of those, the nearest day wins (a card made early for next year waits
 *   behind this year's), then the newest (a second card for the same day
 *   replaces the first on the dashboard);
 * - a card without a day never counts.
 * Null: none counts, so the birthday offers to start one.
 */
export function cardOfCelebration<T extends CardForRule>(cards: readonly T[], today: CalendarDate): T | null {
  let best: T | null = null;
  for (const card of cards) {
    if (card.celebration === null || compareDates(card.celebration, today) < 0) continue;
    if (best === null || comesFirst(card, best)) best = card;
  }
  return best;
}

function comesFirst(a: CardForRule, b: CardForRule): boolean {
  const byDay = compareDates(a.celebration!, b.celebration!);
  if (byDay !== 0) return byDay < 0;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.id > b.id;
}
