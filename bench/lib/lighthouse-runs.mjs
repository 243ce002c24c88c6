import lighthouse from "lighthouse";

// A Lighthouse run sometimes fails to record its trace (NO_NAVSTART and the
// like): its report then has a runtimeError and no performance score, which
// sorting would count as the lowest run and so move the median by half a run.
// Lighthouse's own advice is to run again; a page that keeps failing stops the bench.
const ATTEMPTS_PER_RUN = 3;

/**
 * `runs` Lighthouse (mobile) reports of one URL in the open Chromium, sorted by
 * performance score, and the median one, which the benches report, as Lighthouse advises.
 * Throws when the page ends at another address (a redirect to sign-in, say).
 */
export async function lighthouseRuns(url, { chrome, runs, categories }) {
  const reports = [];
  for (let run = 0; run < runs; run++) reports.push(await oneRun(url, chrome, categories));
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return { reports, median: reports[Math.floor(reports.length / 2)] };
}

async function oneRun(url, chrome, categories) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    if (!lhr.runtimeError) return lhr;
    console.log(`${url}: Lighthouse failed (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS_PER_RUN}`);
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: Lighthouse failed ${ATTEMPTS_PER_RUN} times: ${lhr.runtimeError.message}`);
  }
}
