// `npm run db:migrate`: applies the pending migrations in prisma/migrations to
// DATABASE_URL or, when it is unset, to the embedded database in DATA_DIR
// (default ./.data), the one `npm start` uses without a database server.
// Exits non-zero with the reason when a migration fails or an applied one was
// edited.
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs";
import { applyPendingMigrations } from "./lib/migrations.mjs";

try {
  if (process.env.DATABASE_URL) {
    await applyPendingMigrations(process.env.DATABASE_URL);
  } else {
    const dataDir = process.env.DATA_DIR || "./.data";
    console.log(`DATABASE_URL is not set: migrating the embedded database in ${dataDir}.`);
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      await applyPendingMigrations(embedded.databaseUrl);
    } finally {
      await embedded.stop();
    }
  }
} catch (error) {
  console.error(`Migration stopped: ${error.message}`);
  process.exitCode = 1;
}
