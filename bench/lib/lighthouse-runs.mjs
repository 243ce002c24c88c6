import lighthouse from "lighthouse";

// A Lighthouse run sometimes fails to record its trace (NO_NAVSTART and the
// like): its report then has a runtimeError and no figures. Lighthouse's own
// advice is to run again; a page that keeps failing stops the bench.
const ATTEMPTS_PER_RUN = 3;

/**
 * One Lighthouse (mobile, performance only) report of a URL in an open
 * Chromium. Throws when the page ends at another address (a redirect to
 * sign-in, say).
 */
export async function lighthouseRun(url, chrome) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    if (!lhr.runtimeError) return lhr;
    console.log(`${url}: Lighthouse failed (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS_PER_RUN}`);
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: Lighthouse failed ${ATTEMPTS_PER_RUN} times: ${lhr.runtimeError.message}`);
  }
}

/** The figures a report gives of its page: first contentful paint (the gate), and the rest for information. */
export function pageFigures(report) {
  const metric = (id) => report.audits[id].numericValue;
  return {
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    score: report.categories.performance.score,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/** The median of some numbers (the middle one of an odd count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
