import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.mjs";
import { googleEnvironment } from "./tests/support/fake-google-env.mjs";

// End-to-end tests drive a production build in the system's Chromium.
// scripts/test-e2e.mjs prepares the browser and the database, then runs this.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fake Resend API receives the app's e-mail; tests read it back (tests/e2e/support/mail.ts).
export const fakeResendUrl = `http://127.0.0.1:${Number(process.env.E2E_RESEND_PORT ?? 3199)}`;
// A fake OpenAI Images API draws the AI images (tests/support/fake-openai-server.mjs); markers in a
// prompt pick its answer. Its own port, beside the app's, so runs on other ports do not collide.
export const fakeOpenAiUrl = `http://127.0.0.1:${Number(process.env.E2E_OPENAI_PORT ?? port + 1000)}`;
// A fake Google (authorization page, token endpoint, People API) for the contacts import
// (tests/support/fake-google-server.mjs); tests choose its contacts and consent through its test routes.
export const fakeGoogleUrl = `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? port + 98)}`;
// What the tests send as Vercel's cron would, to run a reminder pass when they choose.
export const cronSecret = "e2e-cron-secret-0123456789";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: "node tests/support/fake-resend-server.mjs",
      url: `${fakeResendUrl}/__test/messages`,
      reuseExistingServer: false,
      env: { FAKE_RESEND_PORT: new URL(fakeResendUrl).port },
    },
    {
      command: "node tests/support/fake-openai-server.mjs",
      url: fakeOpenAiUrl,
      reuseExistingServer: false,
      env: { FAKE_OPENAI_PORT: new URL(fakeOpenAiUrl).port },
    },
    {
      command: "node tests/support/fake-google-server.mjs",
      url: fakeGoogleUrl,
      reuseExistingServer: false,
      env: { FAKE_GOOGLE_PORT: new URL(fakeGoogleUrl).port },
    },
    {
      command: "node scripts/run-app.mjs start",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "pipe",
      env: {
        PORT: String(port),
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
      },
    },
  ],
});
