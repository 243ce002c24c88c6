import type { Page } from "@playwright/test";

// Present mode's parts, as its specs find them.

/** The 'slide of slides' counter ('2 / 5'). */
export const presentCounter = (page: Page) => page.getByTestId("present-counter");

/** The slide on screen. */
export const currentSlide = (page: Page) => page.locator('[data-testid="present-slide"][data-current]');

/** The messages of the specs' card for Rita, one in each language. */
export const RITAS_MESSAGES = [
  "Happy birthday, Rita! Forty looks wonderful on you.",
  "Su gimtadieniu! Linkiu daug džiaugsmo ir saulėtų dienų.",
  "С днём рождения! Пусть сбудется всё задуманное.",
];

/** The caption of the photo on Rita's card. */
export const RITAS_CAPTION = "At the lake, last summer";
