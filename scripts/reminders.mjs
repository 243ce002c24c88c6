// npm run reminders [-- --now <ISO 8601 time>]: runs one pass of the scheduler
// (every kind of scheduled e-mail: reminder digests, card deliveries, …), as
// if at that moment when --now is given, then sign-in housekeeping
// (lib/auth/housekeeping.ts), and prints their counts as JSON. The
// same pass as the cron route and the in-process scheduler, for operations
// (catching up by hand) and tests. Uses DATABASE_URL, or the embedded database
// in DATA_DIR (through the running app when it has the folder open).
import { register } from "node:module";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { connectEmbeddedPostgres } from "./lib/embedded-postgres.mjs";
import { loadEnvFile } from "./lib/env-file.mjs";
import { applyPendingMigrations } from "./lib/migrations.mjs";

const { values } = parseArgs({ options: { now: { type: "string" } } });
const now = values.now === undefined ? new Date() : new Date(values.now);
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be an ISO 8601 time such as 2026-12-24T09:00:00+02:00, not "${values.now}"`);
  process.exit(2);
}

loadEnvFile();
let embedded;
if (!process.env.DATABASE_URL) {
  embedded = await connectEmbeddedPostgres({ dataDir: resolve(process.env.DATA_DIR ?? ".data") });
  process.env.DATABASE_URL = embedded.databaseUrl;
  process.env.DATABASE_POOL_MAX = "1";
}

let exitCode = 0;
try {
  await applyPendingMigrations(process.env.DATABASE_URL, { log: () => {} });
  register("./lib/ts-loader.mjs", import.meta.url);
  const { runScheduledPass } = await import("../lib/scheduler/pass.ts");
  const { runHousekeeping } = await import("../lib/auth/housekeeping.ts");
  const { db } = await import("../lib/db/index.ts");
  try {
    // Connect first, so the pass's timings are its own work.
    await db().$queryRaw`SELECT 1`;
    const result = await runScheduledPass({ now });
    const housekeeping = await runHousekeeping(now);
    const peakMemoryMb = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(JSON.stringify({ ...result, housekeeping, peakMemoryMb }, null, 2));
  } finally {
    await db().$disconnect();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
