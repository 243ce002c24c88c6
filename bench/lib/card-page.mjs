import lighthouse from "lighthouse";
import { writeReportSection } from "./report.mjs";
import { seedGroupCard, seedSignedInUser } from "./seed.mjs";

// The group-card part of `npm run bench:pages` (issues 12 and 13): Lighthouse
// (mobile) on a card with 50 messages, 20 of them photos, as a visitor
// without a session sees it, and the JavaScript it loads before any dialog
// opens.

const MESSAGES = 50;
const PHOTOS = 20;
const SLUG = "rita-s-40th-bench7k3m9x2q7";
const TARGETS = { performance: 0.95, accessibility: 1, "best-practices": 0.95 };
const JS_BUDGET_KB = 150;

/** Measures the card page on a running server with an open Chromium and writes the "card-page" section. */
export async function benchCardPage({ server, chrome, runsPerPage }) {
  const cookie = await seedSignedInUser(server.databaseUrl, { email: "card-bench@example.com" });
  await seedGroupCard(server.databaseUrl, {
    email: "card-bench@example.com",
    slug: SLUG,
    messages: MESSAGES,
    photos: PHOTOS,
    upload: { baseUrl: server.baseUrl, cookie },
  });
  const url = `${server.baseUrl}/group-cards/${SLUG}`;
  // Warm-up: the route's code loads on its first request.
  const warm = await fetch(url);
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  const runs = [];
  for (let run = 0; run < runsPerPage; run++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(TARGETS) });
    runs.push(lhr);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const { categories, audits } = runs[Math.floor(runs.length / 2)];
  const score = (key) => categories[key].score;
  const metric = (id) => Math.round(audits[id].numericValue);
  const scriptKb =
    audits["network-requests"].details.items
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + request.transferSize, 0) / 1024;
  const verdict = (ok) => (ok ? "✓" : "✗");
  const markdown = `## Group card page (Lighthouse, mobile)

Measured by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 10)}, in the same run and conditions as the public pages: /group-cards/{slug} of a card with ${MESSAGES} messages (${PHOTOS} of them photos, stored through the upload route), as a visitor without a session sees it, median of ${runsPerPage} runs by performance score after one warm-up request.

| performance | accessibility | best practices | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JavaScript (gzipped) |
|---|---|---|---|---|---|---|---|
| ${score("performance")} ${verdict(score("performance") >= TARGETS.performance)} | ${score("accessibility")} ${verdict(score("accessibility") >= TARGETS.accessibility)} | ${score("best-practices")} ${verdict(score("best-practices") >= TARGETS["best-practices"])} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${audits["cumulative-layout-shift"].numericValue.toFixed(3)} | ${scriptKb.toFixed(1)} KB ${verdict(scriptKb <= JS_BUDGET_KB)} |

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}, at most ${JS_BUDGET_KB} KB of JavaScript before any dialog opens.`;
  writeReportSection("card-page", markdown);
  console.log(markdown);
}
