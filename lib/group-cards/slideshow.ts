import type { CardImageDto, ContributionDto } from "./schema";

// Present mode's rules (/group-cards/{slug}/present, decision 041), pure and
// client-safe: the page builds the slides on the server, the controls in the
// browser only move between them.
//
// - The cover comes first, then each message in the card's order, one per
//   slide; a picture message is one slide with its caption.
// - Moving never wraps: before the cover and after the last message there
//   is nothing.
// - Autoplay stays on a slide long enough to read it (longer for longer
//   messages, within bounds) and stops on the last slide; any move by hand
//   keeps it playing from the new slide, pausing stops it.

/** A message as the card's pages draw it: the card's grid (CardPreview) and present mode. */
export type ShownMessage = {
  id: number;
  /** Empty for a contributor who left no name. */
  name: string;
  gradient: number;
  /** A picture's caption or an AI image's prompt may be empty. */
  text: string;
  image: CardImageDto | null;
  aiImage: boolean;
};

export function shownMessage(contribution: ContributionDto): ShownMessage {
  return {
    id: contribution.id,
    name: contribution.contributorName ?? "",
    gradient: contribution.gradient,
    text: contribution.content ?? "",
    image: contribution.image,
    aiImage: contribution.type === "ai_image",
  };
}

/**
 * The last slide once the card is delivered (decision 043): the birthday
 * person's thank-you note (`note`), or, for a viewer who may write it and
 * while there is none, the form to write it (`note` null).
 */
export type ThankYouSlide = { kind: "thank-you"; note: { text: string; name: string } | null };

export type Slide = { kind: "cover" } | ({ kind: "message" } & ShownMessage) | ThankYouSlide;

/** The slides of a card: its cover, then its messages in order, then the thank-you slide when there is one. */
export function slidesOf(contributions: ContributionDto[], thankYou?: ThankYouSlide | null): Slide[] {
  return [
    { kind: "cover" },
    ...contributions.map((contribution): Slide => ({ kind: "message", ...shownMessage(contribution) })),
    ...(thankYou ? [thankYou] : []),
  ];
}

/** The cover's time on screen, and a message's before its words are counted. */
export const BASE_SLIDE_MS = 5_000;
/** Added for each character of a message: a slow reading pace, read aloud at a party. */
export const MS_PER_CHARACTER = 60;
/** A picture is looked at for a moment even without a caption. */
export const PICTURE_MS = 2_000;
/** No slide stays longer than this: the room should not wait. */
export const MAX_SLIDE_MS = 20_000;

/** How long autoplay shows a slide. */
export function slideDuration(slide: Slide): number {
  if (slide.kind === "cover") return BASE_SLIDE_MS;
  // The form waits for its writer (autoplay stops on the last slide anyway); a note is read like a message.
  if (slide.kind === "thank-you") return slide.note ? Math.min(MAX_SLIDE_MS, BASE_SLIDE_MS + slide.note.text.length * MS_PER_CHARACTER) : BASE_SLIDE_MS;
  const reading = BASE_SLIDE_MS + slide.text.length * MS_PER_CHARACTER + (slide.image ? PICTURE_MS : 0);
  return Math.min(MAX_SLIDE_MS, reading);
}

/** How large a message's words are drawn: short wishes fill the screen, long letters stay readable. */
export type TextSize = "large" | "medium" | "small";

export function textSize(text: string, hasPicture: boolean): TextSize {
  const length = text.length + (hasPicture ? 120 : 0);
  if (length <= 80) return "large";
  if (length <= 280) return "medium";
  return "small";
}

export type SlideshowState = { index: number; playing: boolean };

export type SlideshowAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "first" }
  | { type: "last" }
  | { type: "togglePlay" }
  /** Autoplay's timer ran out on the current slide. */
  | { type: "tick" };

/** The slide at `index`, kept within 0 … count − 1. */
export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}

/** The slideshow after one action, for a show of `count` slides. */
export function slideshowReducer(count: number) {
  return (state: SlideshowState, action: SlideshowAction): SlideshowState => {
    const last = count - 1;
    switch (action.type) {
      case "next":
        return { ...state, index: clampIndex(state.index + 1, count) };
      case "previous":
        return { ...state, index: clampIndex(state.index - 1, count) };
      case "first":
        return { ...state, index: 0 };
      case "last":
        return { ...state, index: last };
      case "togglePlay":
        // Play on the last slide starts again from the cover.
        if (!state.playing && state.index === last) return { index: 0, playing: count > 1 };
        return { ...state, playing: !state.playing && count > 1 };
      case "tick":
        if (!state.playing) return state;
        return state.index >= last ? { ...state, playing: false } : { ...state, index: state.index + 1 };
    }
  };
}

/** The smallest sideways travel of a finger that counts as a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 40;

/**
 * What a finger's travel from touch to release means: +1 (to the next slide,
 * a swipe to the left), −1 (back, to the right), or 0 (a tap, or a scroll
 * that was mostly up or down).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The keys of a presenter's remote and keyboard, and what they do. */
export function keyAction(key: string, shiftKey: boolean): SlideshowAction | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
    case "PageDown":
      return { type: "next" };
    case " ":
      return shiftKey ? { type: "previous" } : { type: "next" };
    case "ArrowLeft":
    case "ArrowUp":
    case "PageUp":
    case "Backspace":
      return { type: "previous" };
    case "Home":
      return { type: "first" };
    case "End":
      return { type: "last" };
    case "p":
    case "P":
      return { type: "togglePlay" };
    default:
      return null;
  }
}
