import { connectEmbeddedPostgres } from "../../../scripts/lib/embedded-postgres.mjs";

let databaseUrl: Promise<string> | undefined;

/**
 * The database the app under test uses: the run's own PostgreSQL database
 * (scripts/test-e2e.mjs made it and put it in DATABASE_URL), else the
 * embedded one the app's process has open in DATA_DIR, reached through the
 * address that process publishes.
 */
export function appDatabaseUrl(): Promise<string> {
  databaseUrl ??= process.env.DATABASE_URL
    ? Promise.resolve(process.env.DATABASE_URL)
    : connectEmbeddedPostgres({ dataDir: process.env.DATA_DIR }).then(({ databaseUrl }) => databaseUrl);
  return databaseUrl;
}
