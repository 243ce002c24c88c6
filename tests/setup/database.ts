// Runs in every integration test file before the file itself is loaded (Jest
// `setupFilesAfterEnv`): points the app at this worker's database and empties
// every table before each test, so tests neither see nor disturb each other.
import pg from "pg";

const { urls, poolMax } = JSON.parse(process.env.CONFETTI_TEST_DATABASES ?? "{}") as {
  urls?: string[];
  poolMax?: number;
};
const workerUrl = urls?.[Number(process.env.JEST_WORKER_ID ?? "1") - 1];
if (!workerUrl || !poolMax) {
  throw new Error(
    "No test database: run integration tests as the Jest project `integration` (its global setup makes them).",
  );
}

// Before any test imports lib/db, which reads these once.
process.env.DATABASE_URL = workerUrl;
process.env.DATABASE_POOL_MAX = String(poolMax);

let pool: pg.Pool | undefined;

/** Runs one SQL statement on this worker's database, outside the app. */
export function testSql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params?: unknown[],
): Promise<pg.QueryResult<Row>> {
  // One connection: enough for tests, and the embedded database prefers it.
  pool ??= new pg.Pool({ connectionString: workerUrl, max: 1 });
  return pool.query<Row>(text, params);
}

let tables: string | undefined;

beforeEach(async () => {
  // Every table the migrations made, read once per file; the migration history stays.
  tables ??= (
    await testSql<{ list: string | null }>(
      `SELECT string_agg(format('%I', tablename), ', ') AS list FROM pg_tables
       WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
    )
  ).rows[0]?.list ?? "";
  if (tables) await testSql(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`);
});

afterAll(async () => {
  await pool?.end();
  // lib/db keeps the app's client on this global; its open pool would keep the
  // worker alive after the file ends. Each test file has its own global.
  await (globalThis as { confettiDb?: { $disconnect(): Promise<void> } }).confettiDb?.$disconnect();
});
