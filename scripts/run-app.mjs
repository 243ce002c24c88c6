// npm start / npm run dev: serves the app, on the embedded database when no
// DATABASE_URL is set. Only this script knows about the embedded database;
// the app always reaches PostgreSQL through DATABASE_URL.
//
//   node scripts/run-app.mjs start   production server (builds first when needed)
//   node scripts/run-app.mjs dev     development server
import { resolve } from "node:path";
import { buildIsFresh } from "./lib/build-freshness.mjs";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs";
import { loadEnvFile } from "./lib/env-file.mjs";
import { applyPendingMigrations } from "./lib/migrations.mjs";
import { runNext, spawnNext } from "./lib/next-bin.mjs";

const mode = process.argv[2];
if (mode !== "start" && mode !== "dev") {
  console.error("Usage: node scripts/run-app.mjs start|dev");
  process.exit(2);
}

loadEnvFile();
const env = { ...process.env };
const port = env.PORT ?? "3000";

if (mode === "start" && !buildIsFresh()) {
  console.log("No up-to-date production build: building first.");
  await runNext(["build"], { ...env, NODE_ENV: "production" });
}

let embedded;
if (!env.DATABASE_URL) {
  const dataDir = resolve(env.DATA_DIR ?? ".data");
  // EMBEDDED_DATABASE_PORT fixes the port, e.g. to look inside with psql.
  embedded = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_DATABASE_PORT ?? 0) });
  console.log(`Embedded PostgreSQL (PGlite) with its data in ${dataDir}`);
  env.DATABASE_URL = embedded.databaseUrl;
  // PGlite runs one query at a time; one pooled connection avoids failures.
  env.DATABASE_POOL_MAX = "1";
}

await applyPendingMigrations(env.DATABASE_URL, { log: console.log });

const server = spawnNext([mode, "--port", port], env);

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

server.on("exit", async (code, signal) => {
  await embedded?.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
