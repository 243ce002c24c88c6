// npm run bench:birthdays — a user with 1,000 birthdays: GET /api/birthdays
// throughput as a ratio to a bare route handler (GET /api/ping; target at
// least 0.5), the dashboard page's server time (target p50 under 100 ms) and
// the size of the HTML of the dashboard and the birthdays view (target under
// 150 KB each), in one run against one production server. Figures go to
// docs/performance.md.
import { gzipSync } from "node:zlib";
import { recreateDatabase } from "../scripts/lib/test-database.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { throughput } from "./lib/load.mjs";
import { writeReportSection } from "./lib/report.mjs";
import { seedSignedInUser } from "../tests/support/seed.mjs";

const BIRTHDAYS = 1000;
const HTML_BUDGET_KB = 150;
const databaseUrl = process.env.DATABASE_URL ? await recreateDatabase(process.env.DATABASE_URL, "confetti_bench") : undefined;
const server = await startAppServer({ port: 3220, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
try {
  const cookie = await seedSignedInUser(server.databaseUrl, { birthdays: BIRTHDAYS });
  const headers = { cookie };
  const ping = await throughput(`${server.baseUrl}/api/ping`);
  const list = await throughput(`${server.baseUrl}/api/birthdays`, { headers });
  // One connection: the latency is the server's time for one page, not queueing.
  const dashboard = await throughput(`${server.baseUrl}/dashboard`, { headers, connections: 1, seconds: 10 });
  const pages = [];
  for (const path of ["/dashboard", "/dashboard/birthdays"]) {
    const response = await fetch(`${server.baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    pages.push({ path, kb: html.length / 1024, gzipKb: gzipSync(html).length / 1024 });
  }
  const ratio = list.requestsPerSecond / ping.requestsPerSecond;
  const verdict = (ok) => (ok ? "✓" : "✗");
  const database = databaseUrl ? "PostgreSQL 15 on this machine" : "the embedded PGlite (one connection)";
  const markdown = `## Birthdays: 1,000 per user

Measured by \`npm run bench:birthdays\` on ${new Date().toISOString().slice(0, 10)}: one production server on ${database}, a user with ${BIRTHDAYS} birthdays, autocannon on loopback (20 connections for the APIs, 1 for the page), on this 2-core machine.

| what | requests/s | p50 (ms) | p99 (ms) |
|---|---|---|---|
| GET /api/ping (constant JSON, the baseline) | ${Math.round(ping.requestsPerSecond)} | ${ping.p50Ms} | ${ping.p99Ms} |
| GET /api/birthdays (1,000 rows) | ${Math.round(list.requestsPerSecond)} | ${list.p50Ms} | ${list.p99Ms} |
| GET /dashboard (server render) | ${Math.round(dashboard.requestsPerSecond)} | ${dashboard.p50Ms} | ${dashboard.p99Ms} |

- GET /api/birthdays throughput: **${ratio.toFixed(2)}** of the bare handler's (target ≥ 0.5) ${verdict(ratio >= 0.5)}
- Dashboard server time: p50 **${dashboard.p50Ms} ms** (target < 100 ms) ${verdict(dashboard.p50Ms < 100)}

| page (signed in, ${BIRTHDAYS} birthdays) | HTML (KB) | gzipped (KB) |
|---|---|---|
${pages.map((page) => `| ${page.path} | ${page.kb.toFixed(1)} ${verdict(page.kb < HTML_BUDGET_KB)} | ${page.gzipKb.toFixed(1)} |`).join("\n")}

Target: HTML under ${HTML_BUDGET_KB} KB per page (uncompressed, as the browser must parse it).`;
  writeReportSection("birthdays", markdown);
  console.log(markdown);
} finally {
  await server.stop();
}
