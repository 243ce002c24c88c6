import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seedMeasuredPages } from "../support/measured-pages.mjs";
import { baseURL } from "../support/e2e-environment.mjs";
import { PAGES, PHONE_PHOTOS, type BudgetedPage, type Figure } from "./page-budgets.mjs";
import { appDatabaseUrl } from "./support/database";
import { weighPage, type PageWeight } from "./support/page-weight";

// Every page of `npm run bench:pages`, loaded cold as a phone's first visit,
// within its budget (page-budgets.mjs). The figures are bytes and counts,
// the same on a fast machine and a slow one; times are the bench's
// (docs/performance.md).

const KB = 1024;

/** The figures of a page that its limits speak of. */
function figures(weight: PageWeight): Record<Figure, number> {
  return {
    scriptKb: weight.scripts.bytes / KB,
    scripts: weight.scripts.count,
    stylesheets: weight.stylesheets.count,
    renderBlocking: weight.renderBlocking.length,
    fontsBeforePaint: weight.fontsBeforePaint,
    fontKb: weight.fonts.bytes / KB,
    imagesBeforePaint: weight.imagesBeforePaint,
    htmlKb: weight.html.decodedBytes / KB,
    domElements: weight.domElements,
  };
}

/** What is over budget, as sentences naming the page, the figure, the limit and what makes it up. */
function overBudget(page: BudgetedPage, weight: PageWeight): string[] {
  const measured = figures(weight);
  return (Object.keys(page.limits) as Figure[]).flatMap((figure) => {
    const [limit] = page.limits[figure];
    if (measured[figure] <= limit) return [];
    const shown = (value: number) => (figure.endsWith("Kb") ? `${value.toFixed(1)} KB` : String(value));
    return [`${page.name}: ${figure} ${shown(measured[figure])} is over its budget of ${shown(limit)}${detail(figure, weight)}`];
  });
}

/** The resources behind a figure, largest first, by file name. */
function detail(figure: Figure, weight: PageWeight): string {
  const largest = (type: string) =>
    weight.resources
      .filter((resource) => resource.type === type)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6)
      .map((resource) => `${fileName(resource.url)} ${(resource.bytes / KB).toFixed(1)} KB`)
      .join(", ");
  if (figure === "scriptKb" || figure === "scripts") return `; largest scripts: ${largest("Script")}`;
  if (figure === "fontKb" || figure === "fontsBeforePaint") return `; fonts: ${largest("Font")}`;
  if (figure === "stylesheets") return `; stylesheets: ${largest("Stylesheet")}`;
  if (figure === "renderBlocking") return `; blocking: ${weight.renderBlocking.map(fileName).join(", ")}`;
  return "";
}

const fileName = (url: string) => new URL(url).pathname.split("/").pop() || url;

let member: Awaited<ReturnType<typeof seedMeasuredPages>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  member = await seedMeasuredPages(await appDatabaseUrl(), baseURL);
});

/** Weighs a budgeted page, as a visitor or as the member the page is measured with. */
function weigh(browser: Browser, page: BudgetedPage, prepare?: (tab: Page) => Promise<void>) {
  const [name, value] = member.cookie.split("=") as [string, string];
  const cookies = page.signedIn ? [{ name, value, url: baseURL }] : [];
  return weighPage(browser, `${baseURL}${member.resolvePath(page.path)}`, { cookies, prepare });
}

test.describe("page budgets", () => {
  for (const page of PAGES) {
    test(page.name, async ({ browser }) => {
      const weight = await weigh(browser, page);
      expect(overBudget(page, weight), JSON.stringify(figures(weight))).toEqual([]);
    });
  }
});

test("the card's photos on a phone at 3× density", async ({ browser }) => {
  const weight = await weighPage(browser, `${baseURL}${member.resolvePath(PHONE_PHOTOS.path)}`, { screen: PHONE_PHOTOS.screen, scrollThrough: true });
  const measured = { imageKb: weight.images.bytes / KB, widestImage: weight.images.widest };
  const files = weight.resources.filter((resource) => resource.type === "Image").map((resource) => fileName(resource.url));
  // Every photo loads: the budget would mean nothing if the scroll missed some.
  expect(new Set(files.map((file) => file.slice(0, 22))).size, JSON.stringify(files)).toBe(20);
  expect(measured.widestImage, JSON.stringify(files)).toBeLessThanOrEqual(PHONE_PHOTOS.limits.widestImage[0]);
  expect(measured.imageKb, JSON.stringify(measured)).toBeLessThanOrEqual(PHONE_PHOTOS.limits.imageKb[0]);
});

// The grid's `sizes` (components/group-cards/contribution-image.tsx) tells
// the browser how wide a photo will be shown before the layout exists; a
// wrong one picks a file too large or too small. At each of the grid's
// widths, the width it names is the tile's.
test("the card grid's sizes names the width its photos are shown at", async ({ browser }) => {
  for (const width of [360, 390, 768, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}${member.resolvePath("{photosCard}")}`);
    const [named, shown] = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>("[data-testid=contribution-image]")!;
      // Each entry is "(media) length" or, last, a bare length: the first whose media matches applies.
      const entry = image.sizes
        .split(/,\s*(?![^()]*\))/)
        .map((part) => /^(\(.*\))\s+(\S+.*)$/.exec(part.trim()) ?? [part, null, part.trim()])
        .find(([, media]) => media === null || matchMedia(media!).matches)!;
      const probe = document.createElement("div");
      probe.style.cssText = `position:absolute;width:${entry[2]}`;
      document.body.append(probe);
      const length = probe.getBoundingClientRect().width;
      probe.remove();
      return [length, image.getBoundingClientRect().width];
    });
    expect(Math.abs(named - shown), `at ${width} px: sizes names ${named} px, the tile is ${shown} px`).toBeLessThanOrEqual(2);
    await context.close();
  }
});

// A budget that cannot fail checks nothing: the landing page with a regression
// planted in its HTML as the browser receives it, and the check that fails on it.
test.describe("the budgets catch", () => {
  const landing = PAGES.find((page) => page.path === "/")!;

  /** Rewrites the landing page's HTML on its way to the browser, adding `head` with the page's script nonce. */
  const plantInHead = (head: (nonce: string) => string) => async (tab: Page) => {
    await tab.route(`${baseURL}/`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
      // The body goes as it is, unzipped: without the length and encoding it had on the wire.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)));
      await route.fulfill({ status: response.status(), headers, body: html.replace("</head>", `${head(nonce)}</head>`) });
    });
  };

  test("50 KB more JavaScript", async ({ browser }) => {
    // Random bytes, so compression cannot shrink them: 50 KB on the wire as in the file.
    const planted = `window.planted = "${randomBytes(37 * KB).toString("base64")}";`;
    const weight = await weigh(browser, landing, async (tab) => {
      await plantInHead((nonce) => `<script async src="/_planted/extra.js" nonce="${nonce}"></script>`)(tab);
      await tab.route(`${baseURL}/_planted/extra.js`, (route) => route.fulfill({ contentType: "text/javascript", body: planted }));
    });
    expect(overBudget(landing, weight)).toEqual([
      expect.stringMatching(/^landing: scriptKb 19\d\.\d KB is over its budget of 150\.0 KB; largest scripts: .*extra\.js 49\.\d KB/),
    ]);
  });

  test("a second font that blocks the first paint", async ({ browser }) => {
    const font = readFileSync(require.resolve("@fontsource-variable/onest/files/onest-latin-ext-wght-normal.woff2"));
    const weight = await weigh(browser, landing, async (tab) => {
      await plantInHead(
        (nonce) =>
          `<link rel="preload" as="font" type="font/woff2" href="/_planted/font.woff2" crossorigin nonce="${nonce}">` +
          `<style nonce="${nonce}">@font-face{font-family:Planted;src:url(/_planted/font.woff2) format("woff2");font-display:block}body{font-family:Planted}</style>`,
      )(tab);
      await tab.route(`${baseURL}/_planted/font.woff2`, (route) => route.fulfill({ contentType: "font/woff2", body: font }));
    });
    expect(overBudget(landing, weight)).toContainEqual(expect.stringMatching(/^landing: fontsBeforePaint 2 is over its budget of 1; fonts: /));
  });
});
