import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Starts `npm start`'s script (production build, embedded database in a
 * temporary folder unless DATABASE_URL is set) on a port, and waits until
 * /api/health answers. Returns the base URL, the database's URL (so a bench
 * can seed it), the process id of the start script and a stop function.
 */
export async function startAppServer({ port = 3200, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "confetti-bench-"));
  const baseUrl = `http://localhost:${port}`;
  const embeddedPort = port + 1000;
  const childEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    EMBEDDED_DATABASE_PORT: String(embeddedPort),
    REMINDERS_SCHEDULER: "off",
    ...env,
  };
  const databaseUrl = childEnv.DATABASE_URL ?? `postgresql://postgres@127.0.0.1:${embeddedPort}/postgres`;
  const child = spawn(process.execPath, ["scripts/run-app.mjs", "start"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: childEnv,
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));

  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} before it was ready`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    baseUrl,
    databaseUrl,
    pid: child.pid,
    async stop() {
      // Signal the script itself (not npm), which stops Next and the database.
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
