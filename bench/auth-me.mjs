// npm run bench:auth-me — GET /api/auth/me throughput as a ratio to a bare
// route handler returning constant JSON (GET /api/ping), measured in one run
// against one production server. Figures go to docs/performance.md.
//
// With DATABASE_URL the app uses that PostgreSQL (a fresh database named
// confetti_bench on it); without it, the embedded one.
import { recreateDatabase } from "../scripts/lib/test-database.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { throughput } from "./lib/load.mjs";
import { seedSignedInUser } from "../tests/support/seed.mjs";
import { writeReportSection } from "./lib/report.mjs";

const databaseUrl = process.env.DATABASE_URL ? await recreateDatabase(process.env.DATABASE_URL, "confetti_bench") : undefined;
const server = await startAppServer({ port: 3210, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
try {
  const cookie = await seedSignedInUser(server.databaseUrl);
  const ping = await throughput(`${server.baseUrl}/api/ping`);
  const me = await throughput(`${server.baseUrl}/api/auth/me`, { headers: { cookie } });
  const ratio = me.requestsPerSecond / ping.requestsPerSecond;
  const database = databaseUrl ? "PostgreSQL 15 on this machine" : "the embedded PGlite (one connection)";
  const markdown = `## GET /api/auth/me

Measured by \`npm run bench:auth-me\` on ${new Date().toISOString().slice(0, 10)}: one production server on ${database}, autocannon with 20 connections for 10 s per endpoint after a 2 s warm-up, on this 2-core machine (the load generator shares it).

| endpoint | requests/s | p50 (ms) | p99 (ms) |
|---|---|---|---|
| GET /api/ping (constant JSON, the baseline) | ${Math.round(ping.requestsPerSecond)} | ${ping.p50Ms} | ${ping.p99Ms} |
| GET /api/auth/me (session lookup + profile) | ${Math.round(me.requestsPerSecond)} | ${me.p50Ms} | ${me.p99Ms} |

Ratio: **${ratio.toFixed(2)}** of the bare handler's throughput.`;
  writeReportSection("auth-me", markdown);
  console.log(markdown);
} finally {
  await server.stop();
}

