import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.mjs";
import { appEnvironment, baseURL, fakeGoogleUrl, fakeOpenAiUrl, fakeResendUrl } from "./tests/support/e2e-environment.mjs";

// End-to-end tests drive a production build in the system's Chromium.
// scripts/test-e2e.mjs prepares the browser and the database, builds the app, then runs this.

/**
 * Specs that run a scheduler pass at a moment of their choosing (tomorrow at
 * noon, a card's delivery): its housekeeping ends the e-mailed links of that
 * moment's past and its deliveries close other tests' cards, so they run on
 * their own, after everything else.
 */
const MOVES_THE_SCHEDULERS_CLOCK = [/reminders\.spec\.ts$/, /group-cards-thank-you\.spec\.ts$/];

export default defineConfig({
  testDir: "tests/e2e",
  // Spec files side by side, each in one worker: every test signs in a user
  // and a client address of its own (tests/e2e/support/sign-in.ts).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report is what scripts/slowest-specs.mjs reads.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "independent", testIgnore: MOVES_THE_SCHEDULERS_CLOCK },
    { name: "scheduler's clock", testMatch: MOVES_THE_SCHEDULERS_CLOCK, dependencies: ["independent"], workers: 1 },
  ],
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
      env: appEnvironment,
    },
  ],
});
