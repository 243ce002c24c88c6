// npm run bench:pages — the one timing gate: the median first contentful
// paint of five Lighthouse (mobile) runs of every page in
// tests/e2e/page-budgets.mjs, against each page's `fcpMs`. Lighthouse's
// score, LCP and TBT are printed beside it as information only, with the
// machine's own figures and a bare Next.js page of the same version measured
// in the same rounds, so a reader can tell a slow machine from a slow page
// (docs/performance.md). Exits 1 when a page's median is over its budget.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, ensureChromium } from "../scripts/lib/chromium.mjs";
import { PAGES } from "../tests/e2e/page-budgets.mjs";
import { seedMeasuredPages } from "../tests/support/measured-pages.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { signInBrowser } from "./lib/browser-session.mjs";
import { lighthouseRun, median, pageFigures } from "./lib/lighthouse-runs.mjs";
import { memoryFirstTouchMicroseconds, memoryProtectionChangeMicroseconds } from "./lib/machine.mjs";
import { writeReportSection } from "./lib/report.mjs";

const RUNS = 5;
const REFERENCE_PORT = 3210;
const NEXT_BIN = createRequire(import.meta.url).resolve("next/dist/bin/next");
const REFERENCE_APP = resolve("bench/reference-app");

const loadAtStart = loadavg()[0];
const machine = { firstTouch: memoryFirstTouchMicroseconds(), protectionChange: memoryProtectionChangeMicroseconds() };
const server = await startAppServer({ port: 3200 });
const reference = await startReferencePage(server.databaseUrl);
const member = await seedMeasuredPages(server.databaseUrl, server.baseUrl);
// Two browsers, so a visitor's page is never loaded with the member's session.
const visitor = await launchChromium();
const signedIn = await launchChromium();
await signInBrowser(signedIn, server.baseUrl, member.cookie);

const measured = [
  { name: "bare Next.js page (reference)", url: reference.url, chrome: visitor, fcpBudget: null },
  ...PAGES.map((page) => ({
    name: page.name,
    url: `${server.baseUrl}${member.resolvePath(page.path)}`,
    chrome: page.signedIn ? signedIn : visitor,
    fcpBudget: page.fcpMs[0],
  })),
];
const runs = new Map(measured.map((page) => [page.name, []]));
try {
  // One request first: a route's code loads on its first request, which is start-up, not the page.
  for (const page of measured) await warmUp(page);
  // Rounds, each page once a round: whatever the machine does meanwhile falls on every page alike.
  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round} of ${RUNS}`);
    for (const page of measured) runs.get(page.name).push(pageFigures(await lighthouseRun(page.url, page.chrome)));
  }
} finally {
  await Promise.all([visitor.kill(), signedIn.kill()]);
  await server.stop();
  reference.stop();
}

const ms = (value) => Math.round(value).toLocaleString("en");
const rows = measured.map((page) => {
  const figures = runs.get(page.name);
  const of = (key) => median(figures.map((run) => run[key]));
  return { ...page, fcp: of("fcp"), lcp: of("lcp"), tbt: of("tbt"), score: of("score"), spread: spread(figures.map((run) => run.fcp)) };
});
const over = rows.filter((row) => row.fcpBudget !== null && row.fcp > row.fcpBudget);
const benchmarkIndex = median([...runs.values()].flat().map((run) => run.benchmarkIndex));

const markdown = `## Pages: first contentful paint (the gate) and Lighthouse's figures

Measured by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion()} (mobile, its default simulated throttling) in Debian Chromium, ${RUNS} rounds of every page, a production build on the embedded database, the data of the page budgets (tests/support/measured-pages.mjs).

| page | FCP, median of ${RUNS} (ms) | budget (ms) | FCP range (ms) | score | LCP (ms) | TBT (ms) |
|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.name} | ${ms(row.fcp)} | ${row.fcpBudget === null ? "—" : `${ms(row.fcpBudget)} ${row.fcp <= row.fcpBudget ? "✓" : "✗"}`} | ${row.spread} | ${row.score.toFixed(2)} | ${ms(row.lcp)} | ${ms(row.tbt)} |`,
  )
  .join("\n")}

The machine: Lighthouse's benchmark index ${Math.round(benchmarkIndex)} (median of every run; higher is faster), a first write to fresh memory ${machine.firstTouch.toFixed(1)} µs per 4 KB page, a change of memory protection ${machine.protectionChange.toFixed(0)} µs (bench/lib/machine.mjs), load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end. Score, LCP and TBT are information, not targets: read them against the reference page's.`;

writeReportSection("pages", markdown);
console.log(markdown);
if (over.length) {
  console.error(`\n✗ over the FCP budget: ${over.map((row) => `${row.name} ${ms(row.fcp)} ms > ${ms(row.fcpBudget)} ms`).join("; ")}`);
  process.exit(1);
}

function launchChromium() {
  return chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
}

async function warmUp({ url, chrome }) {
  const response = await fetch(url, { headers: chrome === signedIn ? { cookie: member.cookie } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
}

function spread(values) {
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
}

function lighthouseVersion() {
  return createRequire(import.meta.url)("lighthouse/package.json").version;
}

/**
 * Builds and serves bench/reference-app. Turbopack takes the repository's
 * instrumentation.ts along (it looks from the workspace root), which checks
 * the settings at start: it gets the app's database and no scheduler.
 */
async function startReferencePage(databaseUrl) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: databaseUrl, REMINDERS_SCHEDULER: "off" };
  const build = spawnSync(process.execPath, [NEXT_BIN, "build", "."], { cwd: REFERENCE_APP, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error("The reference page did not build");
  const child = spawn(process.execPath, [NEXT_BIN, "start", ".", "--port", String(REFERENCE_PORT)], { cwd: REFERENCE_APP, env, stdio: "ignore" });
  const url = `http://localhost:${REFERENCE_PORT}/`;
  for (let tries = 0; ; tries++) {
    if (await fetch(url).then((response) => response.ok, () => false)) break;
    if (tries > 100) throw new Error("The reference page did not start");
    await new Promise((done) => setTimeout(done, 300));
  }
  return { url, stop: () => child.kill("SIGTERM") };
}
