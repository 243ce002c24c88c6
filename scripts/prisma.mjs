// Runs the project's own Prisma CLI: `node scripts/prisma.mjs <args…>`.
//
// The CLI's postinstall tries to download a native schema engine, which cannot
// be fetched offline, and without it every command fails. Pointing
// PRISMA_SCHEMA_ENGINE_BINARY at an existing non-executable file lets
// `generate`, `validate` and `format` run (they never start the engine).
// Migrations go through scripts/db-migrate.mjs and scripts/db-migration-new.mjs
// instead. An engine path set by the caller (a machine with the native
// engine) is left alone.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const packageJson = fileURLToPath(new URL("../package.json", import.meta.url));

const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? packageJson,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    // The version check and telemetry ping would only try to reach the
    // closed network.
    CHECKPOINT_DISABLE: process.env.CHECKPOINT_DISABLE ?? "1",
  },
});

if (result.error) throw result.error;
process.exit(result.status ?? 1);
