import { signInBrowser } from "./browser-session.mjs";
import { lighthouseRuns } from "./lighthouse-runs.mjs";
import { writeReportSection } from "./report.mjs";
import { seedSignedInUser } from "../../tests/support/seed.mjs";

// The signed-in part of `npm run bench:pages`: Lighthouse (mobile) on the
// dashboard and the birthdays view of a user with 1,000 birthdays, its
// session cookie sent with every request. Private pages: no SEO score (they
// ask not to be indexed) and their own targets (issue 11).

const PAGES = ["/dashboard", "/dashboard/birthdays"];
const BIRTHDAYS = 1000;
const TARGETS = { performance: 0.9, accessibility: 1 };

/** Measures the pages on a running server with an open Chromium and writes the "dashboard-pages" section. */
export async function benchSignedInPages({ server, chrome, runsPerPage }) {
  const cookie = await seedSignedInUser(server.databaseUrl, { email: "lighthouse@example.com", birthdays: BIRTHDAYS });
  await signInBrowser(chrome, server.baseUrl, cookie);
  const rows = [];
  for (const path of PAGES) {
    // Warm-up: the route's code loads on its first request.
    await fetch(`${server.baseUrl}${path}`, { headers: { cookie } }).then((response) => response.arrayBuffer());
    const { median } = await lighthouseRuns(`${server.baseUrl}${path}`, { chrome, runs: runsPerPage, categories: Object.keys(TARGETS) });
    const { categories, audits } = median;
    const metric = (id) => Math.round(audits[id].numericValue);
    rows.push({
      path,
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: audits["cumulative-layout-shift"].numericValue.toFixed(3),
    });
    const failed = Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map(([id]) => id);
    if (failed.length) console.log(`${path}: audits below 1: ${failed.join(", ")}`);
  }

  const verdict = (value, target) => (value >= target ? "✓" : "✗");
  const markdown = `## Dashboard pages (Lighthouse, mobile, signed in)

Measured by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 10)}, in the same run and conditions as the public pages: a signed-in user with ${BIRTHDAYS} birthdays (session cookie set in the browser; the HTTP cache emptied before every run, as for the public pages), median of ${runsPerPage} runs by performance score after one warm-up request.

| page | performance | accessibility | FCP (ms) | LCP (ms) | TBT (ms) | CLS |
|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.path} | ${row.performance} ${verdict(row.performance, TARGETS.performance)} | ${row.accessibility} ${verdict(row.accessibility, TARGETS.accessibility)} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} |`,
  )
  .join("\n")}

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}.`;
  writeReportSection("dashboard-pages", markdown);
  console.log(markdown);
}
