// npm run test:e2e: Playwright against a production build in Chromium.
// With DATABASE_URL, the tests get a fresh database of their own on that
// server; without it, the app runs on an embedded database in a temporary folder.
// The build is made here, once, with the run's own settings (a page rendered
// at build time bakes in APP_URL), unless an up-to-date one is there already.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appEnvironment } from "../tests/support/e2e-environment.mjs";
import { buildIsFresh } from "./lib/build-freshness.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { runNext } from "./lib/next-bin.mjs";
import { timed } from "./lib/phases.mjs";
import { recreateDatabase } from "./lib/test-database.mjs";

process.env.CHROMIUM_PATH = ensureChromium();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

if (!buildIsFresh()) {
  // The types were checked before (scripts/test-all.mjs, `npm run typecheck`): next.config.ts skips its own check.
  await timed("build", () => runNext(["build"], { ...process.env, ...appEnvironment, NODE_ENV: "production", NEXT_BUILD_SKIP_TYPECHECK: "1" }));
}

let dataDir;
if (process.env.DATABASE_URL) {
  // Named after the port, so runs on other ports (E2E_PORT) can share one server.
  const name = process.env.E2E_PORT ? `confetti_e2e_${process.env.E2E_PORT}` : "confetti_e2e";
  process.env.DATABASE_URL = await recreateDatabase(process.env.DATABASE_URL, name);
} else {
  dataDir = mkdtempSync(join(tmpdir(), "confetti-e2e-"));
  process.env.DATA_DIR = dataDir;
}

const status = await timed("playwright", () => {
  const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: process.env,
  });
  return result.status ?? 1;
});
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
