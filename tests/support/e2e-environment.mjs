import { googleEnvironment } from "./fake-google-env.mjs";

// Where the end-to-end run's app and fake services listen, and the app's
// settings for them: read by playwright.config.ts, and by
// scripts/test-e2e.mjs, which builds the app with the same settings first
// (a page rendered at build time bakes in APP_URL).

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${e2ePort}`;
// A fake Resend API receives the app's e-mail; tests read it back (tests/e2e/support/mail.ts).
export const fakeResendUrl = `http://127.0.0.1:${Number(process.env.E2E_RESEND_PORT ?? 3199)}`;
// A fake OpenAI Images API draws the AI images (tests/support/fake-openai-server.mjs); markers in a
// prompt pick its answer. Its own port, beside the app's, so runs on other ports do not collide.
export const fakeOpenAiUrl = `http://127.0.0.1:${Number(process.env.E2E_OPENAI_PORT ?? e2ePort + 1000)}`;
// A fake Google (authorization page, token endpoint, People API) for the contacts import
// (tests/support/fake-google-server.mjs); tests choose its contacts and consent through its test routes.
export const fakeGoogleUrl = `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? e2ePort + 98)}`;
// What the tests send as Vercel's cron would, to run a reminder pass when they choose.
export const cronSecret = "e2e-cron-secret-0123456789";

/** The app's environment in the end-to-end run. */
export const appEnvironment = {
  PORT: String(e2ePort),
  APP_URL: baseURL,
  REMINDERS_SCHEDULER: "off",
  CRON_SECRET: cronSecret,
  RESEND_API_KEY: "re_e2e_fake",
  RESEND_BASE_URL: fakeResendUrl,
  OPENAI_API_KEY: "sk-e2e-fake",
  OPENAI_BASE_URL: `${fakeOpenAiUrl}/v1`,
  ...googleEnvironment(fakeGoogleUrl),
  // Each signed-in test's browser gives an address of its own as a proxy would
  // (tests/e2e/support/sign-in.ts), so the per-address sign-in limits count per test.
  TRUSTED_PROXY_COUNT: "1",
};
