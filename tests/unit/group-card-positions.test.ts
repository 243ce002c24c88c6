import { MAX_POSITION, positionChanges, RENUMBER_STEP, type Positioned } from "@/lib/group-cards/positions";

const card = (...positions: number[]): Positioned[] => positions.map((position, index) => ({ id: index + 1, position }));

/** The order the page shows after the changes: by position, then by the old order (equal positions keep it). */
function shownAfter(current: Positioned[], order: number[]): number[] {
  const changes = new Map(positionChanges(current, order).map((change) => [change.contributionId, change.position]));
  return current
    .map((message, index) => ({ id: message.id, position: changes.get(message.id) ?? message.position, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ id }) => id);
}

describe("positionChanges", () => {
  it("sends nothing when the order is the card's", () => {
    expect(positionChanges(card(0, 1, 2), [1, 2, 3])).toEqual([]);
  });

  it("moves one message into the gap between its new neighbours: one request", () => {
    expect(positionChanges(card(0, 1024, 2048), [1, 3, 2])).toEqual([{ contributionId: 3, position: 512 }]);
    // Before the first there is no room below 0: the card is numbered afresh in steps.
    expect(positionChanges(card(0, 1024, 2048), [3, 1, 2])).toEqual([
      { contributionId: 3, position: 0 },
      { contributionId: 1, position: RENUMBER_STEP },
      { contributionId: 2, position: 2 * RENUMBER_STEP },
    ]);
  });

  it("puts a message moved to the end a step after the last", () => {
    expect(positionChanges(card(0, 1024, 2048), [2, 3, 1])).toEqual([{ contributionId: 1, position: 2048 + RENUMBER_STEP }]);
  });

  it("swaps two neighbours numbered 0, 1, 2 with two requests, not a renumbering", () => {
    const changes = positionChanges(card(0, 1, 2, 3, 4, 5), [1, 2, 4, 3, 5, 6]);
    expect(changes).toHaveLength(2);
    expect(shownAfter(card(0, 1, 2, 3, 4, 5), [1, 2, 4, 3, 5, 6])).toEqual([1, 2, 4, 3, 5, 6]);
  });

  it("numbers a card whose messages all sit at 0 in steps, leaving room for the next moves", () => {
    const current = card(0, 0, 0, 0);
    expect(positionChanges(current, [4, 1, 2, 3])).toEqual([
      { contributionId: 1, position: RENUMBER_STEP },
      { contributionId: 2, position: 2 * RENUMBER_STEP },
      { contributionId: 3, position: 3 * RENUMBER_STEP },
    ]);
    expect(shownAfter(current, [4, 1, 2, 3])).toEqual([4, 1, 2, 3]);
  });

  it("keeps equal positions that stay in their old order", () => {
    // 1 and 2 share 0; moving 4 between 2 and 3 fits in the gap (0, 10).
    expect(positionChanges(card(0, 0, 10, 20), [1, 2, 4, 3])).toEqual([{ contributionId: 4, position: 5 }]);
  });

  it("stays within the largest position the API takes", () => {
    const current = card(MAX_POSITION - 1, MAX_POSITION);
    const changes = positionChanges(current, [2, 1]);
    expect(changes.every(({ position }) => position >= 0 && position <= MAX_POSITION)).toBe(true);
    expect(shownAfter(current, [2, 1])).toEqual([2, 1]);
  });

  it("reaches any order of a shuffled card, with positions the API takes", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 12);
      const positions = Array.from({ length: size }, () => Math.floor(random() * 6)).sort((a, b) => a - b);
      const current = card(...positions);
      const order = current.map(({ id }) => id).sort(() => random() - 0.5);
      expect(shownAfter(current, order)).toEqual(order);
      for (const { position } of positionChanges(current, order)) {
        expect(Number.isInteger(position) && position >= 0 && position <= MAX_POSITION).toBe(true);
      }
    }
  });
});
