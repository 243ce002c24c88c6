// Applies prisma/migrations/<timestamp>_<name>/migration.sql to a database
// without Prisma's native schema engine, which cannot be downloaded here.
//
// It keeps Prisma Migrate's own bookkeeping: the `_prisma_migrations` table
// with Prisma's columns, SHA-256 checksums of the scripts and the same
// advisory lock, so `prisma migrate deploy` on a machine with the native
// engine accepts a database migrated by this runner, and the two never run at
// once. It is stricter than `migrate deploy` in two ways: each migration runs
// in one transaction together with its bookkeeping row (a failed migration
// leaves nothing behind and is simply retried next time), and a migration
// whose file changed after it was applied stops the run.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const migrationsDir = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));

// The key Prisma Migrate locks on PostgreSQL; sharing it makes this runner and
// the native engine wait for each other.
const PRISMA_MIGRATE_LOCK = 72707369;

/** The migrations on disk, oldest first, as `{ name, script }`. */
export async function readMigrations(dir = migrationsDir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = join(dir, name, "migration.sql");
      const script = await readFile(file, "utf8").catch((error) => {
        throw new Error(`Cannot read ${file}: ${error.message}`);
      });
      return { name, script };
    }),
  );
}

/** Prisma's checksum of a migration script: SHA-256, lower-case hex. */
export function checksumOf(script) {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

/**
 * Applies the migrations that `_prisma_migrations` does not list yet, in name
 * order, and resolves to their names. Throws, naming the migration, when one
 * fails, when an applied one was edited afterwards, or when the table records
 * a failed run of the native engine that nobody resolved.
 */
export async function applyPendingMigrations(databaseUrl, { log = console.log, dir = migrationsDir } = {}) {
  const migrations = await readMigrations(dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Another instance starting at the same moment waits here, then finds
    // nothing left to do. Closing the connection releases the lock.
    const { rows } = await client.query("SELECT pg_try_advisory_lock($1) AS locked", [PRISMA_MIGRATE_LOCK]);
    if (!rows[0].locked) {
      log("Another process is applying migrations; waiting for it…");
      await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    }

    await client.query(`
      CREATE TABLE IF NOT EXISTS _prisma_migrations (
        id                  VARCHAR(36) PRIMARY KEY NOT NULL,
        checksum            VARCHAR(64) NOT NULL,
        finished_at         TIMESTAMPTZ,
        migration_name      VARCHAR(255) NOT NULL,
        logs                TEXT,
        rolled_back_at      TIMESTAMPTZ,
        started_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
        applied_steps_count INTEGER NOT NULL DEFAULT 0
      )`);
    const history = await client.query(
      "SELECT migration_name, checksum, finished_at, logs FROM _prisma_migrations WHERE rolled_back_at IS NULL",
    );
    checkHistory(history.rows, migrations, log);

    const recorded = new Set(history.rows.map((row) => row.migration_name));
    const applied = [];
    for (const migration of migrations.filter(({ name }) => !recorded.has(name))) {
      if (await applyMigration(client, migration, log)) applied.push(migration.name);
    }
    const count = applied.length;
    log(count === 0 ? "No pending migrations." : `Applied ${count} migration${count === 1 ? "" : "s"}.`);
    return applied;
  } finally {
    await client.end();
  }
}

function checkHistory(rows, migrations, log) {
  const failed = rows.filter((row) => row.finished_at === null);
  if (failed.length > 0) {
    const details = failed.map((row) => `  ${row.migration_name}${row.logs ? `: ${row.logs.trim()}` : ""}`);
    throw new Error(
      `The database records failed migrations:\n${details.join("\n")}\n` +
        "Repair the database by hand, then mark each as rolled back " +
        "(`prisma migrate resolve --rolled-back <name>`, or set its rolled_back_at in _prisma_migrations).",
    );
  }

  const onDisk = new Map(migrations.map((migration) => [migration.name, migration.script]));
  const edited = rows
    .filter((row) => onDisk.has(row.migration_name) && !scriptMatches(onDisk.get(row.migration_name), row.checksum))
    .map((row) => `  ${row.migration_name}`);
  if (edited.length > 0) {
    throw new Error(
      `Migrations were changed after they were applied to this database:\n${edited.join("\n")}\n` +
        "Restore their migration.sql files and put the change in a new migration (npm run db:migration:new -- <name>).",
    );
  }

  // A newer release may have migrated the database while an older one starts
  // (a rolling deploy): worth a word, not a refusal.
  const unknown = rows.map((row) => row.migration_name).filter((name) => !onDisk.has(name));
  if (unknown.length > 0) log(`Note: the database has migrations that are not on disk: ${unknown.join(", ")}`);
}

/**
 * Prisma's comparison: the checksum may have been taken with the other kind of
 * line endings (git may convert them on checkout), and very old Prisma
 * versions wrote the hex digits of each byte without zero padding.
 */
function scriptMatches(script, checksum) {
  const variants = [script, script.replaceAll("\r\n", "\n"), script.replaceAll("\n", "\r\n")];
  return variants.some((variant) => {
    const digest = createHash("sha256").update(variant, "utf8").digest();
    const hex = checksum.length === 64 ? digest.toString("hex") : [...digest].map((b) => b.toString(16)).join("");
    return hex === checksum;
  });
}

/** Runs one migration in a transaction; false when it was already applied. */
async function applyMigration(client, { name, script }, log) {
  await client.query("BEGIN");
  try {
    // PGlite serves every connection from one session, so the advisory lock
    // does not exclude a second migrator there; its transactions are
    // serialised instead, so checking again inside this one is enough.
    const done = await client.query(
      "SELECT 1 FROM _prisma_migrations WHERE migration_name = $1 AND rolled_back_at IS NULL",
      [name],
    );
    if (done.rowCount > 0) {
      await client.query("ROLLBACK");
      return false;
    }
    log(`Applying migration ${name}`);
    const id = randomUUID();
    // The same three steps as Prisma: record the start, run the script, record
    // the finish.
    await client.query(
      "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, clock_timestamp())",
      [id, checksumOf(script), name],
    );
    await client.query(script);
    await client.query(
      "UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1",
      [id],
    );
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    const reason = describeSqlError(error, script);
    throw new Error(`Migration ${name} failed and was rolled back: ${reason}`, { cause: error });
  }
}

/** The server's message with its detail, hint and the line it points at. */
function describeSqlError(error, script) {
  const parts = [error.message];
  if (error.position) {
    const line = script.slice(0, Number(error.position)).split("\n").length;
    parts.push(`(migration.sql line ${line}: ${script.split("\n")[line - 1].trim()})`);
  }
  if (error.detail) parts.push(`Detail: ${error.detail}`);
  if (error.hint) parts.push(`Hint: ${error.hint}`);
  return parts.join("\n");
}
