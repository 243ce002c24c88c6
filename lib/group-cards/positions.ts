// The creator's order of a card's messages, saved as `position`s with as few
// requests as possible (one PATCH per changed message). The card shows its
// messages by position, then by when they were written, so equal positions
// are fine as long as the messages that share one stay in their old order.
// Decision record: docs/decisions/035-creator-panel.md.
//
// The rules, in order:
// 1. The longest run of messages whose old order the new order keeps stays
//    where it is; only the others move.
// 2. A moved message takes a whole number strictly between the positions of
//    its new neighbours that stay (0 before the first, a step after the last),
//    spread evenly through the gap, so later moves into the same gap still fit.
// 3. When some gap has no room, every message is numbered afresh, either
//    0, 1, 2, … or in steps of RENUMBER_STEP, whichever changes fewer messages
//    now (ties: the steps, which leave room for the next moves).

/** The largest `position` of a message the API takes. Here, not in schema.ts, so the card page's bundle does not carry zod. */
export const MAX_POSITION = 1_000_000;

/** The distance between neighbours when a card is numbered afresh in steps. */
export const RENUMBER_STEP = 1024;

export type Positioned = { id: number; position: number };

/** One message's new position: the body of one PATCH. */
export type PositionChange = { contributionId: number; position: number };

/**
 * The changes that make the card show `order` (ids, the new order), given
 * the messages as the card shows them now (`current`, sorted as the page
 * sorts them). Empty when nothing moved.
 */
export function positionChanges(current: readonly Positioned[], order: readonly number[]): PositionChange[] {
  const byId = new Map(current.map((message, index) => [message.id, { ...message, index }]));
  const next = order.map((id) => byId.get(id)!);
  if (next.every((message, index) => message.index === index)) return [];
  return placeInGaps(next) ?? renumber(next);
}

type Indexed = Positioned & { index: number };

/** Rules 1 and 2, or null when some gap is too small. */
function placeInGaps(next: Indexed[]): PositionChange[] | null {
  const staying = longestIncreasingRun(next.map((message) => message.index));
  const changes: PositionChange[] = [];
  let before = -1; // the position of the last message that stays, or -1 before the first
  let moved: Indexed[] = [];
  for (let i = 0; i <= next.length; i++) {
    if (i < next.length && !staying.has(i)) {
      moved.push(next[i]!);
      continue;
    }
    const after = i < next.length ? next[i]!.position : Math.min(MAX_POSITION + 1, before + RENUMBER_STEP * (moved.length + 1));
    if (moved.length > 0) {
      const room = after - before - 1;
      if (room < moved.length) return null;
      moved.forEach((message, k) => {
        changes.push({ contributionId: message.id, position: before + Math.floor(((k + 1) * (after - before)) / (moved.length + 1)) });
      });
      moved = [];
    }
    if (i < next.length) before = next[i]!.position;
  }
  return changes.filter(({ contributionId, position }) => next.find((message) => message.id === contributionId)!.position !== position);
}

/** Rule 3. */
function renumber(next: Indexed[]): PositionChange[] {
  const step = Math.max(1, Math.min(RENUMBER_STEP, Math.floor(MAX_POSITION / Math.max(1, next.length))));
  const numbered = (gap: number) =>
    next
      .map((message, index) => ({ contributionId: message.id, position: index * gap, old: message.position }))
      .filter(({ position, old }) => position !== old)
      .map(({ contributionId, position }) => ({ contributionId, position }));
  const consecutive = numbered(1);
  const stepped = numbered(step);
  return consecutive.length < stepped.length ? consecutive : stepped;
}

/** The places (indexes into `values`) of one longest strictly increasing subsequence. */
function longestIncreasingRun(values: number[]): Set<number> {
  // Patience sorting: tails[k] is the place of the smallest last value of a run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((value, place) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[place] = tails[low - 1]!;
    tails[low] = place;
  });
  const run = new Set<number>();
  for (let place = tails.at(-1) ?? -1; place !== -1; place = previous[place]!) run.add(place);
  return run;
}
