// npm run bench:group-cards — a card with 100 messages: GET
// /api/group-cards/slug/{slug} throughput, for a visitor and for the
// creator, as a ratio to a bare route handler (GET /api/ping; target at
// least 0.5), in one run against one production server. Figures go to
// docs/performance.md.
import { recreateDatabase } from "../scripts/lib/test-database.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { throughput } from "./lib/load.mjs";
import { writeReportSection } from "./lib/report.mjs";
import { seedGroupCard, seedSignedInUser } from "../tests/support/seed.mjs";

const MESSAGES = 100;
const SLUG = "bench-card-k3m9x2q7v4pa1";
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const databaseUrl = process.env.DATABASE_URL
  ? await recreateDatabase(process.env.DATABASE_URL, "confetti_bench_group_cards")
  : undefined;
const server = await startAppServer({ port: PORT, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
try {
  const cookie = await seedSignedInUser(server.databaseUrl);
  await seedGroupCard(server.databaseUrl, { slug: SLUG, messages: MESSAGES });
  const url = `${server.baseUrl}/api/group-cards/slug/${SLUG}`;
  const check = await fetch(url).then((response) => response.json());
  if (check.contributions?.length !== MESSAGES) throw new Error(`The card answered ${JSON.stringify(check).slice(0, 200)}`);

  const ping = await throughput(`${server.baseUrl}/api/ping`);
  const visitor = await throughput(url);
  const creator = await throughput(url, { headers: { cookie } });
  const ratio = visitor.requestsPerSecond / ping.requestsPerSecond;
  const creatorRatio = creator.requestsPerSecond / ping.requestsPerSecond;
  const verdict = (ok) => (ok ? "✓" : "✗");
  const database = databaseUrl ? "PostgreSQL 15 on this machine" : "the embedded PGlite (one connection)";
  const markdown = `## Group cards: a card with 100 messages

Measured by \`npm run bench:group-cards\` on ${new Date().toISOString().slice(0, 10)}: one production server on ${database}, a card with ${MESSAGES} messages and 100 invitations, autocannon on loopback (20 connections), on this 2-core machine.

| what | requests/s | p50 (ms) | p99 (ms) |
|---|---|---|---|
| GET /api/ping (constant JSON, the baseline) | ${Math.round(ping.requestsPerSecond)} | ${ping.p50Ms} | ${ping.p99Ms} |
| GET /api/group-cards/slug/{slug}, signed-out visitor | ${Math.round(visitor.requestsPerSecond)} | ${visitor.p50Ms} | ${visitor.p99Ms} |
| GET /api/group-cards/slug/{slug}, the creator (session, invitation list) | ${Math.round(creator.requestsPerSecond)} | ${creator.p50Ms} | ${creator.p99Ms} |

- Visitor throughput: **${ratio.toFixed(2)}** of the bare handler's (target ≥ 0.5) ${verdict(ratio >= 0.5)}
- Creator throughput: **${creatorRatio.toFixed(2)}** of the bare handler's`;
  writeReportSection("group-cards", markdown);
  console.log(markdown);
} finally {
  await server.stop();
}
