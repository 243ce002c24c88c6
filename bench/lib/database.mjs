import pg from "pg";

// Small helpers of the benches that seed PostgreSQL themselves (reminders, card delivery).

/** Runs `work` with a connected client of `url`, and closes it. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Seconds since `started` (a performance.now() reading), one decimal. */
export function seconds(started) {
  return ((performance.now() - started) / 1000).toFixed(1);
}
