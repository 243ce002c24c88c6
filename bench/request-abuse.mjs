// npm run bench:request-abuse — issue 10, items 2 and 3, against a production
// server, while GET /api/health is asked every 50 ms from a thread of its own:
// - huge bodies: 10, 50 and 150 MB sent to POST /api/birthdays by a signed-in
//   user (declared by Content-Length, or streamed without one), and 100 MB by
//   nobody in particular. Each must be refused (413, or 401 without a session)
//   without being read, and the server's memory must stay where it was;
// - sign-in requests with a made-up X-Forwarded-For each: the per-client
//   limit must still count them as the one client they are.
// Figures go to docs/performance.md.
//
// With DATABASE_URL the app uses that PostgreSQL (a fresh database named
// confetti_bench_requests on it); without it, the embedded one. BENCH_PORT
// chooses the app's port (default 3250).
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { recreateDatabase } from "../scripts/lib/test-database.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { clock, percentile, probeHealth } from "./lib/probe.mjs";
import { writeReportSection } from "./lib/report.mjs";
import { seedSignedInUser } from "../tests/support/seed.mjs";

const MB = 1024 * 1024;
const TARGET_MS = 200;
/** What one client may ask for in an hour (lib/auth/magic-link.ts). */
const LINKS_PER_CLIENT = 30;
const SIGN_IN_REQUESTS = 35;

/** A body of `bytes` zeros, produced as it is sent, in 64 KB chunks (nothing this large is held in memory). */
function streamedBody(bytes) {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(64 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(48));
    },
  });
}

/** Sends a body and times the answer; a server that answers early and closes the connection counts as answered. */
async function send(url, { bytes, declared, cookie }) {
  const start = clock();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie && { cookie }), ...(declared && { "content-length": String(bytes) }) },
      body: declared ? new Uint8Array(bytes) : streamedBody(bytes),
      duplex: "half",
    });
    await response.arrayBuffer();
    return { status: response.status, ms: clock() - start };
  } catch (error) {
    return { status: `closed (${error.cause?.code ?? error.message})`, ms: clock() - start };
  }
}

/** Resident memory of the server's whole process tree (the start script, Next, the embedded database), in MB. */
function treeRssMb(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      pids.push(...execFileSync("pgrep", ["-P", String(pids[i])], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number));
    } catch {
      // pgrep exits 1 when a process has no children.
    }
  }
  const rss = execFileSync("ps", ["-o", "rss=", "-p", pids.join(",")], { encoding: "utf8" });
  return Math.round(rss.split("\n").filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024);
}

const port = Number(process.env.BENCH_PORT ?? 3250);
const databaseUrl = process.env.DATABASE_URL
  ? await recreateDatabase(process.env.DATABASE_URL, "confetti_bench_requests")
  : undefined;
const server = await startAppServer({ port, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
try {
  const cookie = await seedSignedInUser(server.databaseUrl, { email: "sender@example.com" });
  const birthdays = `${server.baseUrl}/api/birthdays`;
  const rssBefore = treeRssMb(server.pid);
  let rssPeak = rssBefore;

  const bodies = [
    ["10 MB, Content-Length declared, signed in", { bytes: 10 * MB, declared: true, cookie }],
    ["50 MB, streamed, signed in", { bytes: 50 * MB, cookie }],
    ["150 MB, streamed, signed in", { bytes: 150 * MB, cookie }],
    ["100 MB, streamed, no session", { bytes: 100 * MB }],
  ];
  const results = [];
  let finish;
  const attackDone = new Promise((resolve) => (finish = resolve));
  const probing = probeHealth(server.baseUrl, attackDone);
  for (const [label, options] of bodies) {
    results.push({ label, ...(await send(birthdays, options)) });
    rssPeak = Math.max(rssPeak, treeRssMb(server.pid));
  }

  // Item 3: every request claims another client address; distinct e-mail
  // addresses, so only the per-client limit can refuse them.
  const signInStatuses = new Map();
  for (let n = 0; n < SIGN_IN_REQUESTS; n += 1) {
    const response = await fetch(`${server.baseUrl}/api/auth/magic-link`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`,
      },
      body: JSON.stringify({ email: `visitor${n}@example.com`, recaptchaToken: null }),
    });
    await response.arrayBuffer();
    signInStatuses.set(response.status, (signInStatuses.get(response.status) ?? 0) + 1);
  }
  finish();
  const probes = (await probing).map((probe) => probe.ms);
  rssPeak = Math.max(rssPeak, treeRssMb(server.pid));

  const worst = Math.max(...probes);
  const refusedInTime = results.every((result) => result.ms < 1000);
  const accepted = signInStatuses.get(200) ?? 0;
  const database = databaseUrl ? "PostgreSQL 15 on this machine" : "the embedded PGlite";
  const markdown = `## Huge bodies and spoofed client addresses against a production server

Measured by \`npm run bench:request-abuse\` on ${new Date().toISOString().slice(0, 10)}: one production server on ${database}, on this 2-core machine (the bench runs on it too), while GET /api/health is asked every 50 ms from a thread of its own.

| POST /api/birthdays with | answer | time (ms) |
|---|---|---|
${results.map((result) => `| ${result.label} | ${result.status} | ${Math.round(result.ms)} |`).join("\n")}

- Server memory (the whole process tree): ${rssBefore} MB before, ${rssPeak} MB at the highest point sampled (after each body and at the end).
- ${SIGN_IN_REQUESTS} sign-in requests, each with a made-up \`X-Forwarded-For\`: ${[...signInStatuses.entries()].sort().map(([status, count]) => `${count} × ${status}`).join(", ")} (one client may ask for ${LINKS_PER_CLIENT} links an hour) ${accepted <= LINKS_PER_CLIENT ? "✓" : "✗"}.
- GET /api/health meanwhile: ${probes.length} answers, p50 ${Math.round(percentile(probes, 50))} ms, max **${Math.round(worst)} ms** (target ≤ ${TARGET_MS} ms) ${worst <= TARGET_MS ? "✓" : "✗"}.`;
  writeReportSection("request-abuse", markdown);
  console.log(markdown);
  if (worst > TARGET_MS || !refusedInTime || accepted > LINKS_PER_CLIENT) process.exitCode = 1;
} finally {
  await server.stop();
}
