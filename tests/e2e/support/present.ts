import type { Page } from "@playwright/test";

// Present mode's parts, as its specs find them.

/** The 'slide of slides' counter ('2 / 5'). */
export const presentCounter = (page: Page) => page.getByTestId("present-counter");

/** The slide on screen. */
export const currentSlide = (page: Page) => page.locator('[data-testid="present-slide"][data-current]');
