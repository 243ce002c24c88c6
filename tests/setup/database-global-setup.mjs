// Jest global setup of the integration project: prepares the databases the
// test workers use and publishes them in CONFETTI_TEST_DATABASES, which the
// workers inherit (tests/setup/database.ts reads it).
//
// With DATABASE_URL (a PostgreSQL server): one template database with every
// migration applied, and one clone of it per Jest worker, so workers never
// see each other's rows. Without it: an in-memory embedded PGlite, shared by
// the single worker jest.config.ts allows then.
//
// Teardown is whatever `globalThis.confettiTestDatabasesTeardown` holds;
// Jest runs both hooks in the same process.
import pg from "pg";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres.mjs";
import { applyPendingMigrations } from "../../scripts/lib/migrations.mjs";

const quiet = { log: () => {} };

export default async function setUpTestDatabases(globalConfig) {
  try {
    const serverUrl = process.env.DATABASE_URL;
    await (serverUrl ? cloneServerDatabases(serverUrl, globalConfig.maxWorkers) : startEmbedded());
  } catch (error) {
    // Jest skips the teardown when setup fails: leave no database or server behind.
    await globalThis.confettiTestDatabasesTeardown?.();
    throw error;
  }
}

async function startEmbedded() {
  const embedded = await startEmbeddedPostgres({ inMemory: true });
  globalThis.confettiTestDatabasesTeardown = embedded.stop;
  await applyPendingMigrations(embedded.databaseUrl, quiet);
  // PGlite wants a pool of one connection (see shared notes).
  publish({ urls: [embedded.databaseUrl], poolMax: 1 });
}

async function cloneServerDatabases(serverUrl, workerCount) {
  // Named after this process, so concurrent runs against one server do not collide.
  const prefix = `confetti_test_${process.pid}`;
  const template = `${prefix}_template`;
  const workers = Array.from({ length: workerCount }, (_, index) => `${prefix}_${index + 1}`);
  const created = [];
  globalThis.confettiTestDatabasesTeardown = () =>
    onServer(serverUrl, async (client) => {
      for (const name of [...created].reverse()) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

  await onServer(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE "${template}"`);
    created.push(template);
  });
  await applyPendingMigrations(databaseUrl(serverUrl, template), quiet);
  await onServer(serverUrl, async (client) => {
    for (const name of workers) {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      created.push(name);
    }
  });
  publish({ urls: workers.map((name) => databaseUrl(serverUrl, name)), poolMax: 5 });
}

function publish(databases) {
  process.env.CONFETTI_TEST_DATABASES = JSON.stringify(databases);
}

async function onServer(serverUrl, work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
