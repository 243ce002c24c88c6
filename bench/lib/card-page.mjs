import { signInBrowser } from "./browser-session.mjs";
import { lighthouseRuns } from "./lighthouse-runs.mjs";
import { writeReportSection } from "./report.mjs";
import { seedGroupCard, seedSignedInUser } from "../../tests/support/seed.mjs";

// The group-card part of `npm run bench:pages` (issues 12, 13 and 15):
// Lighthouse (mobile) on a card with 50 messages (issue 12) and on one whose
// 50 messages include 20 photos (issue 13), as a visitor without a session
// sees them, and the JavaScript each loads before any dialog opens; and the
// card with photos in present mode, as its creator opens it.

const MESSAGES = 50;
const PHOTOS = 20;
const SLUG = "rita-s-40th-bench7k3m9x2q7";
/** The same card with words only: the card page of issue 12, before photos (issue 13). */
const WORDS_SLUG = "rita-s-40th-words7k3m9x2q7";
const TARGETS = { performance: 0.95, accessibility: 1, "best-practices": 0.95 };
const JS_BUDGET_KB = 150;

/** Measures the card page and present mode on a running server with an open Chromium and writes the "card-page" section. */
export async function benchCardPage({ server, chrome, runsPerPage }) {
  const cookie = await seedSignedInUser(server.databaseUrl, { email: "card-bench@example.com" });
  await seedGroupCard(server.databaseUrl, {
    email: "card-bench@example.com",
    slug: SLUG,
    messages: MESSAGES,
    photos: PHOTOS,
    upload: { baseUrl: server.baseUrl, cookie },
  });
  await seedGroupCard(server.databaseUrl, { email: "card-bench@example.com", slug: WORDS_SLUG, messages: MESSAGES });
  const rows = [];
  // The visitor first, while the browser has no session.
  rows.push(
    await measure(
      { name: `card page, ${MESSAGES} messages, a visitor`, url: `${server.baseUrl}/group-cards/${WORDS_SLUG}`, scriptBudget: true },
      chrome,
      runsPerPage,
    ),
    await measure(
      { name: `card page, ${MESSAGES} messages with ${PHOTOS} photos, a visitor`, url: `${server.baseUrl}/group-cards/${SLUG}`, scriptBudget: true },
      chrome,
      runsPerPage,
    ),
  );
  // Present mode is the creator's until the card is delivered (decision 041):
  // anyone else is sent to the card page, which this would then measure.
  await signInBrowser(chrome, server.baseUrl, cookie);
  rows.push(
    await measure({ name: "present mode, its creator", url: `${server.baseUrl}/group-cards/${SLUG}/present`, cookie }, chrome, runsPerPage),
  );
  const verdict = (ok) => (ok ? "✓" : "✗");
  const markdown = `## Group card page and present mode (Lighthouse, mobile)

Measured by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 10)}, in the same run and conditions as the public pages: a card with ${MESSAGES} messages and the same card with ${PHOTOS} of them photos (stored through the upload route), /group-cards/{slug} as a visitor without a session sees it and /group-cards/{slug}/present as its creator opens it, median of ${runsPerPage} runs by performance score after one warm-up request.

| page | performance | accessibility | best practices | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JavaScript (gzipped) |
|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    ({ name, score, metric, cls, scriptKb, scriptBudget }) =>
      `| ${name} | ${score("performance")} ${verdict(score("performance") >= TARGETS.performance)} | ${score("accessibility")} ${verdict(score("accessibility") >= TARGETS.accessibility)} | ${score("best-practices")} ${verdict(score("best-practices") >= TARGETS["best-practices"])} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${cls} | ${scriptKb.toFixed(1)} KB${scriptBudget ? ` ${verdict(scriptKb <= JS_BUDGET_KB)}` : ""} |`,
  )
  .join("\n")}

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}, at most ${JS_BUDGET_KB} KB of JavaScript on the card page before any dialog opens (issue 12; present mode has no budget of its own).`;
  writeReportSection("card-page", markdown);
  console.log(markdown);
}

/** The median run (by performance score) of one page; `cookie` is the session the browser holds for it, if any. */
async function measure({ url, cookie, name, scriptBudget = false }, chrome, runsPerPage) {
  // Warm-up: the route's code loads on its first request.
  const warm = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  const { median } = await lighthouseRuns(url, { chrome, runs: runsPerPage, categories: Object.keys(TARGETS) });
  const { categories, audits } = median;
  return {
    name,
    scriptBudget,
    score: (key) => categories[key].score,
    metric: (id) => Math.round(audits[id].numericValue),
    cls: audits["cumulative-layout-shift"].numericValue.toFixed(3),
    scriptKb:
      audits["network-requests"].details.items
        .filter((request) => request.resourceType === "Script")
        .reduce((sum, request) => sum + request.transferSize, 0) / 1024,
  };
}
