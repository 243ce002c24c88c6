// npm run test:e2e: Playwright against a production build in Chromium.
// With DATABASE_URL, the tests get a fresh database of their own on that
// server; without it, the app runs on an embedded database in a temporary folder.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./lib/chromium.mjs";
import { recreateDatabase } from "./lib/test-database.mjs";

process.env.CHROMIUM_PATH = ensureChromium();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

let dataDir;
if (process.env.DATABASE_URL) {
  // Named after the port, so runs on other ports (E2E_PORT) can share one server.
  const name = process.env.E2E_PORT ? `confetti_e2e_${process.env.E2E_PORT}` : "confetti_e2e";
  process.env.DATABASE_URL = await recreateDatabase(process.env.DATABASE_URL, name);
} else {
  dataDir = mkdtempSync(join(tmpdir(), "confetti-e2e-"));
  process.env.DATA_DIR = dataDir;
}

const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: process.env,
});
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
