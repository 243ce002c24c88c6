import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// What `npm start` does without DATABASE_URL: the data must survive a restart,
// and a second process must not open the same folder. PGlite cannot load
// inside Jest's module sandbox, so each step runs in its own Node process,
// as the start script does.

const run = promisify(execFile);

/** Runs `body` in a new Node process with the embedded database open on `dataDir`; resolves to what it prints. */
async function withEmbeddedDatabase(dataDir: string, body: string): Promise<string> {
  const script = `
    import pg from "pg";
    import { startEmbeddedPostgres } from "./scripts/lib/embedded-postgres.mjs";
    import { applyPendingMigrations } from "./scripts/lib/migrations.mjs";
    const database = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
    try {
      await applyPendingMigrations(database.databaseUrl, { log: () => {} });
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      ${body}
      await client.end();
    } finally {
      await database.stop();
    }`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], { cwd: process.cwd() });
  return stdout.trim();
}

describe("the embedded database", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "confetti-embedded-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps its data across a stop and a start", async () => {
    await withEmbeddedDatabase(
      dataDir,
      `await client.query("INSERT INTO users (email, updated_at) VALUES ('ann@example.com', now())");`,
    );
    const emails = await withEmbeddedDatabase(
      dataDir,
      `console.log(JSON.stringify((await client.query("SELECT email FROM users")).rows));`,
    );
    expect(JSON.parse(emails)).toEqual([{ email: "ann@example.com" }]);
  }, 90_000);

  it("refuses to open a data folder that another process has open", async () => {
    // The first process holds the folder until its stdin closes.
    const holder = spawn(process.execPath, ["--input-type=module", "-e", `
      import { startEmbeddedPostgres } from "./scripts/lib/embedded-postgres.mjs";
      const database = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
      console.log("open");
      process.stdin.on("end", () => database.stop()).resume();`]);
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    try {
      await expect(withEmbeddedDatabase(dataDir, "")).rejects.toThrow(/already open in process/);
    } finally {
      holder.stdin.end();
      await new Promise((resolve) => holder.once("exit", resolve));
    }
  }, 90_000);
});
