import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fakeResendUrl } from "../../support/e2e-environment.mjs";

/**
 * One reminder pass as if at `now` (`npm run reminders -- --now`), on the
 * app's database and e-mail: reminders come due only after the birthday was
 * added, so tests move the clock rather than waiting for the hour.
 */
export async function passAt(now: Date, appUrl: string) {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/reminders.mjs", "--now", now.toISOString()], {
    env: { ...process.env, APP_URL: appUrl, RESEND_API_KEY: "re_e2e_fake", RESEND_BASE_URL: fakeResendUrl },
    timeout: 60_000,
  });
  return JSON.parse(stdout.slice(stdout.indexOf("{"))) as { sent: number; failed: number };
}
