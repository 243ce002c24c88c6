import { expect, type Browser, type Page } from "@playwright/test";

// What a page costs a phone on its first visit, read from the browser's own
// records: the DevTools protocol's network events (bytes as transferred,
// compressed, headers included, as Lighthouse counts them) and the page's
// Resource and Paint Timing entries (what blocked rendering, what came
// before the first paint). Bytes and counts do not depend on how fast the
// machine is, so they can be budgets (docs/performance.md).

export type Resource = { url: string; type: string; bytes: number };

export type PageWeight = {
  /** Every response, in the order they finished. */
  resources: Resource[];
  scripts: { count: number; bytes: number };
  stylesheets: { count: number; bytes: number };
  fonts: { count: number; bytes: number };
  /** Font files requested before the first contentful paint. */
  fontsBeforePaint: number;
  /** Stylesheets and scripts the browser waited for before rendering anything. */
  renderBlocking: string[];
  /** Images requested before the first contentful paint. */
  imagesBeforePaint: number;
  /** Every image loaded, with the widest one's width in pixels (its own, not as shown). */
  images: { count: number; bytes: number; widest: number };
  /** The document as transferred (compressed) and as parsed. */
  html: { bytes: number; decodedBytes: number };
  domElements: number;
};

/**
 * Opens `path` in a new browser context (an empty cache, as a first visit)
 * with `cookies` (a session, a theme), waits until the network is quiet, and
 * returns what it loaded. `prepare` may change the page before it loads
 * (the tests that prove the budgets catch a regression plant one there).
 * `screen` is a phone other than the 360 px one at 1×; with `scrollThrough`
 * the page is scrolled to its end, so every lazy image loads too, as for a
 * visitor who reads the whole card.
 */
export async function weighPage(
  browser: Browser,
  url: string,
  {
    cookies = [],
    prepare,
    screen = { width: 360, height: 740, deviceScaleFactor: 1 },
    scrollThrough = false,
  }: {
    cookies?: Parameters<import("@playwright/test").BrowserContext["addCookies"]>[0];
    prepare?: (page: Page) => Promise<void>;
    screen?: { width: number; height: number; deviceScaleFactor: number };
    scrollThrough?: boolean;
  } = {},
): Promise<PageWeight> {
  const { deviceScaleFactor, ...viewport } = screen;
  const context = await browser.newContext({ viewport, deviceScaleFactor, timezoneId: "UTC" });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    await prepare?.(page);
    const network = await context.newCDPSession(page);
    const requests = new Map<string, { url: string; type: string }>();
    const resources: Resource[] = [];
    network.on("Network.responseReceived", ({ requestId, type, response }) => requests.set(requestId, { url: response.url, type }));
    network.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) resources.push({ ...request, bytes: encodedDataLength });
    });
    await network.send("Network.enable");
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (scrollThrough) await scrollToEnd(page, () => resources);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
      // renderBlockingStatus is Chromium's (and in the Resource Timing draft), not yet in TypeScript's DOM types.
      const entries = performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        renderBlocking: entries.filter((entry) => entry.renderBlockingStatus === "blocking").map((entry) => entry.name),
        beforePaint: entries.filter((entry) => entry.startTime < paint).map((entry) => entry.name),
        decodedHtmlBytes: navigation.decodedBodySize,
        domElements: document.getElementsByTagName("*").length,
      };
    });
    const ofType = (type: string) => resources.filter((resource) => resource.type === type);
    const total = (list: Resource[]) => ({ count: list.length, bytes: list.reduce((sum, resource) => sum + resource.bytes, 0) });
    const beforePaint = (type: string) => ofType(type).filter((resource) => timing.beforePaint.includes(resource.url)).length;
    const documentResource = resources.find((resource) => resource.type === "Document");
    return {
      resources,
      scripts: total(ofType("Script")),
      stylesheets: total(ofType("Stylesheet")),
      fonts: total(ofType("Font")),
      fontsBeforePaint: beforePaint("Font"),
      renderBlocking: timing.renderBlocking,
      imagesBeforePaint: beforePaint("Image"),
      images: { ...total(ofType("Image")), widest: await widestImage(page, ofType("Image")) },
      html: { bytes: documentResource?.bytes ?? 0, decodedBytes: timing.decodedHtmlBytes },
      domElements: timing.domElements,
    };
  } finally {
    await context.close();
  }
}

/** Scrolls a screen at a time to the end, then waits until every image the page shows has arrived. */
async function scrollToEnd(page: Page, loaded: () => Resource[]): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
      scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const shown = await page.evaluate(() => [...document.images].map((image) => image.currentSrc).filter(Boolean));
  // The network events of the last images may trail their `complete`.
  await expect.poll(() => shown.every((src) => loaded().some((resource) => resource.url === src))).toBe(true);
}

/** The largest natural width among the images loaded (read back from the browser's cache). */
function widestImage(page: Page, images: Resource[]): Promise<number> {
  return page.evaluate(async (urls) => {
    const widths = await Promise.all(
      urls.map(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return image.naturalWidth;
      }),
    );
    return Math.max(0, ...widths);
  }, images.map((resource) => resource.url));
}
