/** @jest-environment node */
import fc from "fast-check";
import { addDays, compareDates, type CalendarDate } from "@/lib/birthdays/dates";
import { cardOfCelebration, type CardForRule } from "@/lib/group-cards/birthday-card";

// Which card is a birthday's card (docs/decisions/044): one whose day has
// not passed, the nearest day first, then the newest.

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({ year, month, day: dayOfMonth });
const card = (id: number, celebration: CalendarDate | null, createdAt = id): CardForRule => ({ id, celebration, createdAt });

describe("cardOfCelebration", () => {
  const today = day(2027, 3, 20);

  it("is none without cards", () => {
    expect(cardOfCelebration([], today)).toBeNull();
  });

  it("counts the card for today and for days to come, not last year's", () => {
    expect(cardOfCelebration([card(1, today)], today)?.id).toBe(1);
    expect(cardOfCelebration([card(1, day(2027, 3, 27))], today)?.id).toBe(1);
    // Delivered or not, a card for a day that has passed does not stop "start one".
    expect(cardOfCelebration([card(1, day(2026, 3, 27))], today)).toBeNull();
    expect(cardOfCelebration([card(1, day(2027, 3, 19))], today)).toBeNull();
  });

  it("prefers the nearest day, then the newest card", () => {
    const thisYear = card(1, day(2027, 3, 27), 100);
    const nextYear = card(2, day(2028, 3, 27), 200);
    expect(cardOfCelebration([nextYear, thisYear], today)).toBe(thisYear);
    const again = card(3, day(2027, 3, 27), 300);
    expect(cardOfCelebration([thisYear, again, nextYear], today)).toBe(again);
    // The same moment: the larger id (made later) wins.
    expect(cardOfCelebration([card(5, today, 7), card(4, today, 7)], today)?.id).toBe(5);
  });

  it("never counts a card without a day", () => {
    expect(cardOfCelebration([card(1, null)], today)).toBeNull();
  });

  // Days around two years either side of mid-2027; few distinct moments, so ties happen.
  const date = fc.integer({ min: -800, max: 800 }).map((offset) => addDays(day(2027, 6, 15), offset));
  const cards = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      celebration: fc.option(date, { freq: 8 }),
      createdAt: fc.integer({ min: 0, max: 50 }),
    }),
    { selector: (c) => c.id, maxLength: 12 },
  );

  it("picks a card whose day has not passed, none earlier, and none newer on that day (property)", () => {
    fc.assert(
      fc.property(cards, date, (list, now) => {
        const chosen = cardOfCelebration(list, now);
        const counting = list.filter((c) => c.celebration !== null && compareDates(c.celebration, now) >= 0);
        if (counting.length === 0) return chosen === null;
        if (chosen === null || !list.includes(chosen)) return false;
        return counting.every((other) => {
          const byDay = compareDates(chosen.celebration!, other.celebration!);
          if (byDay !== 0) return byDay < 0;
          return chosen.createdAt > other.createdAt || (chosen.createdAt === other.createdAt && chosen.id >= other.id);
        });
      }),
    );
  });

  it("is not changed by cards whose day has passed, nor by the order of the list (property)", () => {
    fc.assert(
      fc.property(cards, cards, date, (list, past, now) => {
        const before = past
          .filter((c) => !list.some(({ id }) => id === c.id))
          .map((c) => ({ ...c, celebration: addDays(now, -1 - (c.id % 400)) }));
        const chosen = cardOfCelebration(list, now);
        expect(cardOfCelebration([...before, ...list].reverse(), now)).toBe(chosen);
        expect(cardOfCelebration([...list, ...before], now)).toBe(chosen);
      }),
    );
  });
});
