import fc from "fast-check";
import type { ContributionDto } from "@/lib/group-cards/schema";
import {
  BASE_SLIDE_MS,
  clampIndex,
  keyAction,
  MAX_SLIDE_MS,
  MS_PER_CHARACTER,
  PICTURE_MS,
  slideDuration,
  slideshowReducer,
  slidesOf,
  SWIPE_MIN_PX,
  swipeStep,
  textSize,
  type SlideshowAction,
  type SlideshowState,
} from "@/lib/group-cards/slideshow";

// Present mode's pure rules (lib/group-cards/slideshow.ts): the slides of a
// card, moving between them, autoplay, swipes and keys.

const image = { alt: null, url: "/api/images/a.webp", width: 800, height: 600, smallUrl: "/api/images/a-small.webp", smallWidth: 640, smallHeight: 480, gridWidths: [] };

function contribution(id: number, overrides: Partial<ContributionDto> = {}): ContributionDto {
  return {
    id,
    type: "text",
    content: `Message ${id}`,
    imageUrl: null,
    image: null,
    contributorName: `Person ${id}`,
    gradient: id % 8,
    position: id * 1024,
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:00:00.000Z",
    mine: false,
    ...overrides,
  } as ContributionDto;
}

describe("slidesOf", () => {
  it("puts the cover first, then one slide per message in the card's order", () => {
    const slides = slidesOf([
      contribution(3),
      contribution(1, { type: "image", content: null, image, imageUrl: image.url, contributorName: null }),
      contribution(2, { type: "ai_image", content: "a cake on the moon", image, imageUrl: image.url }),
    ]);
    expect(slides).toEqual([
      { kind: "cover" },
      { kind: "message", id: 3, name: "Person 3", gradient: 3, text: "Message 3", image: null, aiImage: false },
      { kind: "message", id: 1, name: "", gradient: 1, text: "", image, aiImage: false },
      { kind: "message", id: 2, name: "Person 2", gradient: 2, text: "a cake on the moon", image, aiImage: true },
    ]);
  });

  it("is the cover alone for a card without messages", () => {
    expect(slidesOf([])).toEqual([{ kind: "cover" }]);
  });

  it("ends with the thank-you slide (the note, or its form) when there is one", () => {
    const note = { kind: "thank-you" as const, note: { text: "Thank you all!", name: "Rita" } };
    expect(slidesOf([contribution(1)], note).map((slide) => slide.kind)).toEqual(["cover", "message", "thank-you"]);
    expect(slidesOf([], { kind: "thank-you", note: null }).at(-1)).toEqual({ kind: "thank-you", note: null });
    expect(slidesOf([contribution(1)], null)).toHaveLength(2);
  });
});

describe("moving", () => {
  const run = (count: number, actions: SlideshowAction[], from: SlideshowState = { index: 0, playing: false }) =>
    actions.reduce(slideshowReducer(count), from);

  it("goes forward and back one slide at a time, never past either end", () => {
    expect(run(4, [{ type: "next" }, { type: "next" }])).toEqual({ index: 2, playing: false });
    expect(run(4, [{ type: "next" }, { type: "next" }, { type: "next" }, { type: "next" }])).toEqual({ index: 3, playing: false });
    expect(run(4, [{ type: "previous" }])).toEqual({ index: 0, playing: false });
    expect(run(4, [{ type: "last" }, { type: "previous" }])).toEqual({ index: 2, playing: false });
    expect(run(4, [{ type: "last" }, { type: "first" }])).toEqual({ index: 0, playing: false });
  });

  it("stays within the slides whatever is pressed", () => {
    const action = fc.constantFrom<SlideshowAction>(
      { type: "next" },
      { type: "previous" },
      { type: "first" },
      { type: "last" },
      { type: "togglePlay" },
      { type: "tick" },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(action, { maxLength: 80 }), (count, actions) => {
        let state: SlideshowState = { index: 0, playing: false };
        for (const each of actions) {
          state = slideshowReducer(count)(state, each);
          expect(state.index).toBeGreaterThanOrEqual(0);
          expect(state.index).toBeLessThan(count);
          // A show of the cover alone has nothing to play.
          if (count === 1) expect(state.playing).toBe(false);
        }
      }),
    );
  });

  it("clamps an index to the slides", () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(7, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
  });
});

describe("autoplay", () => {
  const reduce = slideshowReducer(3);

  it("moves on when a slide's time is up and stops on the last slide", () => {
    let state = reduce({ index: 0, playing: false }, { type: "togglePlay" });
    expect(state).toEqual({ index: 0, playing: true });
    state = reduce(state, { type: "tick" });
    expect(state).toEqual({ index: 1, playing: true });
    state = reduce(state, { type: "tick" });
    expect(state).toEqual({ index: 2, playing: true });
    state = reduce(state, { type: "tick" });
    expect(state).toEqual({ index: 2, playing: false });
  });

  it("ignores a late timer once paused, and keeps playing after a move by hand", () => {
    expect(reduce({ index: 1, playing: false }, { type: "tick" })).toEqual({ index: 1, playing: false });
    expect(reduce({ index: 1, playing: true }, { type: "togglePlay" })).toEqual({ index: 1, playing: false });
    expect(reduce({ index: 1, playing: true }, { type: "previous" })).toEqual({ index: 0, playing: true });
  });

  it("starts again from the cover when play is pressed on the last slide", () => {
    expect(reduce({ index: 2, playing: false }, { type: "togglePlay" })).toEqual({ index: 0, playing: true });
  });

  it("gives each slide time to be read, longer for longer words and for pictures, within bounds", () => {
    const message = (text: string, withPicture = false) => ({ kind: "message" as const, id: 1, name: "A", gradient: 0, text, image: withPicture ? image : null, aiImage: false });
    expect(slideDuration({ kind: "cover" })).toBe(BASE_SLIDE_MS);
    expect(slideDuration(message("Happy birthday!"))).toBe(BASE_SLIDE_MS + 15 * MS_PER_CHARACTER);
    expect(slideDuration(message("", true))).toBe(BASE_SLIDE_MS + PICTURE_MS);
    expect(slideDuration(message("x".repeat(2000)))).toBe(MAX_SLIDE_MS);
    expect(slideDuration(message("a longer wish"))).toBeGreaterThan(slideDuration(message("short")));
    expect(slideDuration({ kind: "thank-you", note: { text: "Thank you!", name: "Rita" } })).toBe(BASE_SLIDE_MS + 10 * MS_PER_CHARACTER);
    expect(slideDuration({ kind: "thank-you", note: { text: "x".repeat(1000), name: "Rita" } })).toBe(MAX_SLIDE_MS);
    expect(slideDuration({ kind: "thank-you", note: null })).toBe(BASE_SLIDE_MS);
  });
});

describe("textSize", () => {
  it("draws short wishes large and long letters small, smaller beside a picture", () => {
    expect(textSize("Happy birthday!", false)).toBe("large");
    expect(textSize("x".repeat(200), false)).toBe("medium");
    expect(textSize("x".repeat(600), false)).toBe("small");
    expect(textSize("Happy birthday!", true)).toBe("medium");
  });
});

describe("swipeStep", () => {
  it("reads a swipe to the left as next and to the right as previous", () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it("ignores taps, short moves and scrolls that go mostly up or down", () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
  });
});

describe("keyAction", () => {
  it("maps a presenter's keys and remote", () => {
    expect(keyAction("ArrowRight", false)).toEqual({ type: "next" });
    expect(keyAction("PageDown", false)).toEqual({ type: "next" });
    expect(keyAction(" ", false)).toEqual({ type: "next" });
    expect(keyAction(" ", true)).toEqual({ type: "previous" });
    expect(keyAction("ArrowLeft", false)).toEqual({ type: "previous" });
    expect(keyAction("PageUp", false)).toEqual({ type: "previous" });
    expect(keyAction("Home", false)).toEqual({ type: "first" });
    expect(keyAction("End", false)).toEqual({ type: "last" });
    expect(keyAction("p", false)).toEqual({ type: "togglePlay" });
    expect(keyAction("a", false)).toBeNull();
    expect(keyAction("Tab", false)).toBeNull();
  });
});
