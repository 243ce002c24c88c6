"use client";

import { Children, useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore, type ReactNode, type TouchEvent } from "react";
import { CssTooltip } from "@/components/site/css-tooltip";
import { ChevronLeft, ChevronRight, Maximize, Minimize, Pause, Play } from "@/components/site/static-icons";
import { keyAction, slideshowReducer, swipeStep, type SlideshowAction } from "@/lib/group-cards/slideshow";
import { useBrowserValue } from "@/lib/site/browser-value";
import { cn } from "@/lib/utils";
import { PRESENT_CONTROL_CLASS } from "./present-styles";

// The only client code of present mode: which of the server-drawn slides
// shows, and the ways to move (keys, swipes, buttons, autoplay) and to go
// full screen. The rules are lib/group-cards/slideshow.ts's.

type Texts = {
  slideshow: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
  fullscreen: string;
  exitFullscreen: string;
};


export function PresentControls({
  children,
  durations,
  slideLabels,
  texts,
  corner,
  extraControls,
}: {
  /** The slides, in order: the cover first. */
  children: ReactNode;
  /** How long autoplay shows each slide (ms). */
  durations: number[];
  /** Each slide's accessible name ('Slide 2 of 5'). */
  slideLabels: string[];
  texts: Texts;
  /** The top corner's link back to the card. */
  corner: ReactNode;
  /** Links beside the full-screen button (the PDF). */
  extraControls: ReactNode;
}) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [{ index, playing }, dispatch] = useReducer(slideshowReducer(count), { index: 0, playing: false });
  // The cover shows at once; slides fade in only once the show has moved
  // (a cover fading in would be painted late: what a visitor sees first, and
  // what Lighthouse times as the largest paint).
  // Slides once shown stay in the page (hidden), so what they hold, such as
  // a thank-you note half written, survives moving away and back.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!shown.has(index)) setShown(new Set(shown).add(index));
  const moved = shown.size > 1;
  // The neighbours join the page once it has hydrated: their pictures (full
  // size, often hundreds of kilobytes) then load after the cover's first
  // paint instead of competing with it.
  const hydrated = useBrowserValue(() => true, false);
  const fullscreen = useFullscreen();
  const toggleFullscreen = fullscreen.toggle;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Typing the thank-you note (the last slide's form): the keys are the writer's, not the slideshow's.
      if (event.target instanceof Element && event.target.closest("input, textarea, select, [contenteditable]")) return;
      // Space and Enter on a focused button or link press it; do not move twice.
      const onControl = event.target instanceof Element && event.target.closest("a, button");
      if (onControl && (event.key === " " || event.key === "Enter")) return;
      if (event.key === "f" || event.key === "F") {
        toggleFullscreen();
        return;
      }
      const action = keyAction(event.key, event.shiftKey);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggleFullscreen]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), durations[index]);
    return () => window.clearTimeout(timer);
  }, [playing, index, durations]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    // Selecting words in a form field is no swipe.
    if (event.target instanceof Element && event.target.closest("input, textarea")) {
      touchStart.current = null;
      return;
    }
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) dispatch({ type: step > 0 ? "next" : "previous" });
  };

  const button = (action: SlideshowAction, label: string, icon: ReactNode, testId: string, disabled = false) => (
    <CssTooltip label={label} side="top">
      <button
        type="button"
        aria-label={label}
        data-slot="button"
        data-testid={testId}
        className={PRESENT_CONTROL_CLASS}
        disabled={disabled}
        onClick={() => dispatch(action)}
      >
        {icon}
      </button>
    </CssTooltip>
  );

  return (
    <>
      <div className="absolute top-2 right-2 z-10">{corner}</div>
      <main
        id="main"
        aria-roledescription="carousel"
        aria-label={texts.slideshow}
        className="relative min-h-0 flex-1 touch-pan-y"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touchStart.current = null)}
      >
        <div aria-live={playing ? "off" : "polite"} className="h-full">
          {slides.map((slide, at) => {
            // In the page: the slide shown, its neighbours once hydrated
            // (laid out but unseen, so their pictures load before they are
            // needed) and the slides shown before, hidden. A card of fifty
            // messages hydrates one slide, not fifty.
            const distance = Math.abs(at - index);
            const near = distance === 0 || (distance === 1 && hydrated);
            if (!near && !shown.has(at)) return null;
            return (
              <section
                key={at}
                aria-roledescription="slide"
                aria-label={slideLabels[at]}
                data-testid="present-slide"
                data-current={at === index || undefined}
                hidden={distance > 1}
                inert={at !== index}
                aria-hidden={at !== index || undefined}
                className={cn("absolute inset-0", at !== index ? "invisible" : moved && "motion-safe:animate-fade-in")}
              >
                {slide}
              </section>
            );
          })}
        </div>
      </main>
      <div className="flex items-center gap-1 px-2 pt-1 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-4">
        <p className="min-w-16 text-sm font-medium tabular-nums text-(--card-theme-muted)" data-testid="present-counter">
          {index + 1} / {count}
        </p>
        <div className="flex flex-1 justify-center gap-1">
          {button({ type: "previous" }, texts.previous, <ChevronLeft aria-hidden="true" />, "present-previous", index === 0)}
          {button(
            { type: "togglePlay" },
            playing ? texts.pause : texts.play,
            playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />,
            "present-play",
            count < 2,
          )}
          {button({ type: "next" }, texts.next, <ChevronRight aria-hidden="true" />, "present-next", index === count - 1)}
        </div>
        <div className="flex min-w-16 justify-end gap-1">
          {fullscreen.supported && (
            <CssTooltip label={fullscreen.active ? texts.exitFullscreen : texts.fullscreen} side="top">
              <button
                type="button"
                aria-label={fullscreen.active ? texts.exitFullscreen : texts.fullscreen}
                aria-pressed={fullscreen.active}
                data-slot="button"
                data-testid="present-fullscreen"
                className={PRESENT_CONTROL_CLASS}
                onClick={fullscreen.toggle}
              >
                {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
              </button>
            </CssTooltip>
          )}
          {extraControls}
        </div>
      </div>
    </>
  );
}

const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
};

/**
 * The browser's full-screen mode for the whole page. iPhones offer it only
 * for videos: there the button goes away (a phone held up is nearly full
 * screen already). The server assumes it is offered, as most browsers do.
 */
function useFullscreen() {
  const supported = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenEnabled === true,
    () => true,
  );
  const active = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { supported, active, toggle };
}
