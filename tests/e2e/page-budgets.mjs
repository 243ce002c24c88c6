// What each page may cost a phone on its first visit. page-budgets.spec.ts
// holds every page to its limits in `npm test`; `npm run bench:pages` runs
// Lighthouse on the same pages and holds each one's median first contentful
// paint to `fcpMs` (a time, so only there, never in CI).
//
// `fcpMs` is the median of five Lighthouse (mobile) runs, with its budget about
// a fifth above it: far enough for a machine's noise, near enough to catch a
// second blocking font (40 % more on the landing page in a side-by-side run).
//
// Bytes are as transferred (gzip, headers included), in KB of 1,024 bytes;
// HTML is as the browser parses it. Each limit is written [limit, today],
// today being the figure on the commit that last changed this file. A limit
// is raised only by a commit that says why; lower it when a page gets
// lighter, so the room is not spent by accident. Reading a failure:
// docs/performance.md.
//
// Shared by every page, so said once:
// - JavaScript: 150 KB for what a link or a search opens on a phone (the
//   public pages, a card), 175 KB for present mode's slideshow, 200 KB for
//   the signed-in pages, whose dialogs load when opened (decision 047).
// - Stylesheets: Next.js splits the site's one Tailwind sheet in two; both
//   block rendering, as stylesheets must, and nothing else may.
// - Fonts: one file before the first paint, Onest's Latin subset, preloaded
//   (decision 026). /lt and /ru fetch a second subset (Latin Extended,
//   Cyrillic) for their own letters, as the text asks for it, with
//   font-display: optional, so it never holds the paint back.
// - HTML: at most 150 KB as parsed, whatever the content.

/**
 * @typedef {"scriptKb" | "scripts" | "stylesheets" | "renderBlocking" | "fontsBeforePaint" | "fontKb" | "imagesBeforePaint" | "htmlKb" | "domElements"} Figure
 * @typedef {{
 *   name: string,
 *   path: string,
 *   signedIn: boolean,
 *   why: string,
 *   fcpMs: [number, number],
 *   limits: Record<Figure, [number, number]>,
 * }} BudgetedPage
 */

/** @type {BudgetedPage[]} */
export const PAGES = [
  {
    name: "landing",
    path: "/",
    signedIn: false,
    why: "A first visit from a search or a shared link, on a phone (decisions 008, 029).",
    fcpMs: [1350, 1130],
    limits: {
      scriptKb: [150, 148.1], scripts: [10, 9], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 98.2], domElements: [400, 327],
    },
  },
  {
    name: "landing (lt)",
    path: "/lt",
    signedIn: false,
    why: "The landing page in Lithuanian: its letters need Onest's Latin Extended subset as well.",
    fcpMs: [1700, 1433],
    limits: {
      scriptKb: [150, 148.1], scripts: [10, 9], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [2, 2], fontKb: [70, 62.5], imagesBeforePaint: [0, 0], htmlKb: [150, 100.4], domElements: [400, 327],
    },
  },
  {
    name: "landing (ru)",
    path: "/ru",
    signedIn: false,
    why: "The landing page in Russian: its letters need Onest's Cyrillic subset as well.",
    fcpMs: [1400, 1176],
    limits: {
      scriptKb: [150, 148.1], scripts: [10, 9], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [2, 2], fontKb: [60, 50.2], imagesBeforePaint: [0, 0], htmlKb: [150, 107.4], domElements: [400, 327],
    },
  },
  {
    name: "privacy policy",
    path: "/privacy-policy",
    signedIn: false,
    why: "Read from the footer or before signing up; nothing on it runs but the header.",
    fcpMs: [1350, 1124],
    limits: {
      scriptKb: [150, 146.5], scripts: [10, 8], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 73.7], domElements: [250, 182],
    },
  },
  {
    name: "terms of service",
    path: "/terms-of-service",
    signedIn: false,
    why: "As the privacy policy.",
    fcpMs: [1350, 1145],
    limits: {
      scriptKb: [150, 146.5], scripts: [10, 8], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 65.7], domElements: [250, 166],
    },
  },
  {
    name: "dashboard, 1,000 birthdays",
    path: "/dashboard",
    signedIn: true,
    why: "Every signed-in visit starts here; its dialogs load when opened (decision 047).",
    fcpMs: [1350, 1111],
    limits: {
      scriptKb: [200, 190.5], scripts: [17, 14], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 131.0], domElements: [600, 478],
    },
  },
  {
    name: "all birthdays, 1,000 birthdays",
    path: "/dashboard/birthdays",
    signedIn: true,
    why: "The whole list is one page (decision 027): its rows are most of the DOM.",
    fcpMs: [1400, 1150],
    limits: {
      scriptKb: [200, 194.5], scripts: [17, 14], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 102.0], domElements: [2100, 1835],
    },
  },
  {
    name: "card, 50 messages",
    path: "{wordsCard}",
    signedIn: false,
    why: "Opened from a link on a phone, by everyone at once on the day (decision 034).",
    fcpMs: [1150, 950],
    limits: {
      scriptKb: [150, 148.8], scripts: [10, 9], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [100, 89.8], domElements: [400, 309],
    },
  },
  {
    name: "card, 20 of its 50 messages photos",
    path: "{photosCard}",
    signedIn: false,
    why: "As the card; the photos above the fold start before the first paint, the rest load lazily (decision 038).",
    fcpMs: [1400, 1165],
    limits: {
      scriptKb: [150, 148.8], scripts: [10, 9], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [4, 3], htmlKb: [110, 97.0], domElements: [400, 334],
    },
  },
  {
    name: "card, 200 messages",
    path: "{longCard}",
    signedIn: false,
    why: "A card everyone signed: its weight must not grow with messages nobody has scrolled to, so a visitor gets the first 30 and the rest as they near them (decision 056). fcpMs is the 50-message card's until bench:pages measures it.",
    fcpMs: [1150, 950],
    limits: {
      scriptKb: [150, 148.8], scripts: [10, 9], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [100, 89.8], domElements: [400, 309],
    },
  },
  {
    name: "present mode, its creator",
    path: "{photosCard}/present",
    signedIn: true,
    why: "Full screen on the day; the slideshow is the page (decision 041).",
    fcpMs: [1150, 950],
    limits: {
      scriptKb: [175, 165.1], scripts: [14, 11], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 114.4], domElements: [200, 139],
    },
  },
  {
    name: "my group cards",
    path: "/my-group-cards",
    signedIn: true,
    why: "A signed-in page like the dashboard, with the creator's cards.",
    fcpMs: [1350, 1103],
    limits: {
      scriptKb: [200, 194.4], scripts: [20, 16], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 125.6], domElements: [400, 303],
    },
  },
  {
    name: "create group card, 1,000 contacts",
    path: "/create-group-card",
    signedIn: true,
    why: "The create page; its form and contact picker load when opened (decision 033).",
    fcpMs: [1450, 1186],
    limits: {
      scriptKb: [200, 172.6], scripts: [14, 12], stylesheets: [2, 2], renderBlocking: [2, 2],
      fontsBeforePaint: [1, 1], fontKb: [40, 33.8], imagesBeforePaint: [0, 0], htmlKb: [150, 102.7], domElements: [350, 246],
    },
  },
];

/**
 * The card's photos as its day's audience gets them: a 390 px phone at 3×
 * density opening the shared link and reading the whole card (scrolled to
 * its end, so every lazy photo loads). `imageKb` is every image as
 * transferred; `widestImage` the widest file's own width in pixels.
 *
 * @type {{ name: string, path: string, screen: { width: number, height: number, deviceScaleFactor: number }, why: string, limits: { imageKb: [number, number], widestImage: [number, number] } }}
 */
export const PHONE_PHOTOS = {
  name: "card, its 20 photos on a 390 px phone at 3×",
  path: "{photosCard}",
  screen: { width: 390, height: 844, deviceScaleFactor: 3 },
  why: "A grid tile is 286 CSS px wide here, 858 device px: the 960 px variant, never the 2,048 px file kept for the lightbox, the keepsake and downloads (decision 055). Before the variants this phone took the large files: 5,427 KB, widest 2,048 px.",
  limits: { imageKb: [2500, 2255.6], widestImage: [1280, 960] },
};
