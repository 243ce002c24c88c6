import { execFile } from "node:child_process";
import { promisify } from "node:util";
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

/**
 * One scheduler pass over `url`'s database as of `now`, run by
 * `npm run reminders -- --now …` as operators would (the same pass as the
 * cron route), its e-mails going to the fake Resend at `resendUrl`.
 * Answers the pass's JSON summary.
 */
export async function runSchedulerPass(url, resendUrl, now) {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/reminders.mjs", "--now", now.toISOString()], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      RESEND_API_KEY: "re_bench",
      RESEND_BASE_URL: resendUrl,
      APP_URL: "http://localhost:3000",
      NODE_ENV: "production",
    },
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout.slice(stdout.indexOf("{")));
}
