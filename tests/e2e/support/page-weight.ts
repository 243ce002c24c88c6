import type { Browser, Page } from "@playwright/test";

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
  /** The document as transferred (compressed) and as parsed. */
  html: { bytes: number; decodedBytes: number };
  domElements: number;
};

/**
 * Opens `path` in a new browser context (an empty cache, as a first visit)
 * with `cookies` (a session, a theme), waits until the network is quiet, and
 * returns what it loaded. `prepare` may change the page before it loads
 * (the tests that prove the budgets catch a regression plant one there).
 */
export async function weighPage(
  browser: Browser,
  url: string,
  { cookies = [], prepare }: { cookies?: Parameters<import("@playwright/test").BrowserContext["addCookies"]>[0]; prepare?: (page: Page) => Promise<void> } = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, timezoneId: "UTC" });
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
      html: { bytes: documentResource?.bytes ?? 0, decodedBytes: timing.decodedHtmlBytes },
      domElements: timing.domElements,
    };
  } finally {
    await context.close();
  }
}
