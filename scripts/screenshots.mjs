// npm run screenshots: the landing page and the dashboard, dark and light, at
// a phone's and a desktop's width, as JPEGs in docs/screenshots/ (shown in the
// README). Runs a production build (built first when stale) on port 3310 with
// a throwaway database: the embedded one in a temporary folder, or a fresh
// database on DATABASE_URL's server, dropped afterwards. The dashboard belongs
// to a seeded user with a handful of sample birthdays.
import { mkdirSync, statSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startAppServer } from "../bench/lib/app-server.mjs";
import { seedSignedInUser } from "../tests/support/seed.mjs";
import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { dropDatabase, recreateDatabase } from "./lib/test-database.mjs";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3310);
const OUT_DIR = "docs/screenshots";
const DATABASE_NAME = "confetti_screenshots";
/** The seeded user's zone: "today" on the dashboard is today there. */
const TIME_ZONE = "Europe/Vilnius";
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const JPEG_QUALITY = 80;

/** Birthdays that show every part of the dashboard: today, this week, later, notes, a gift idea. */
const SAMPLE_BIRTHDAYS = [
  { name: "Emma Johansson", inDays: 0, birthYear: 1994, notes: "Loves lilies and dark chocolate", gift: { title: "Hand-painted ceramic mug", price: 28 } },
  { name: "Lukas Kazlauskas", inDays: 2, birthYear: 1988, notes: "Board-game night at ours?" },
  { name: "Sofia Rossi", inDays: 5 },
  { name: "Mum", inDays: 12, birthYear: 1962, notes: "Call her in the morning" },
  { name: "Oliver Bennett", inDays: 38, birthYear: 1990 },
  { name: "Aiko Tanaka", inDays: 95, birthYear: 1997, notes: "Matcha, anything matcha" },
  { name: "Marta Novak", inDays: 160 },
  { name: "Jonas Petrauskas", inDays: 240, birthYear: 1985 },
];

/** A date `days` from today in TIME_ZONE, as the API takes it (year 2000 when the year is unknown). */
function dateIn(days, year = 2000) {
  const [month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, month: "2-digit", day: "2-digit" })
    .format(new Date(Date.now() + days * 24 * 3600 * 1000))
    .split("-");
  return `${year}-${month}-${day}`;
}

register("./lib/ts-loader.mjs", import.meta.url);
const { THEME_COOKIE, THEME_STORAGE_KEY, themes } = await import("../lib/site/theme.ts");

const serverUrl = process.env.DATABASE_URL;
const env = serverUrl ? { DATABASE_URL: await recreateDatabase(serverUrl, DATABASE_NAME) } : {};
let server;
let browser;
let cleaningUp;
const cleanUp = () =>
  (cleaningUp ??= (async () => {
    await browser?.close();
    await server?.stop();
    if (serverUrl) await dropDatabase(serverUrl, DATABASE_NAME);
  })());
// Ctrl-C still stops the app and its database.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}

try {
  server = await startAppServer({ port: PORT, env });
  // "confetti_session=<token>": the cookie a sign-in sets (base64url, no "=" inside).
  const [sessionName, sessionToken] = (await seedSignedInUser(server.databaseUrl, { email: "ruta@example.com" })).split("=");
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const { hostname } = new URL(server.baseUrl);
  const cookie = (name, value) => ({ name, value, domain: hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" });

  // The profile and the birthdays go in through the API, as the dashboard adds them.
  const seeding = await browser.newContext({ baseURL: server.baseUrl, storageState: { cookies: [cookie(sessionName, sessionToken)], origins: [] } });
  const profile = await seeding.request.put("/api/auth/profile", { data: { name: "Rūta", birthday: "1992-03-08", birthYear: 1992 } });
  if (!profile.ok()) throw new Error(`Naming the user: ${profile.status()} ${await profile.text()}`);
  for (const { inDays, gift, birthYear, ...birthday } of SAMPLE_BIRTHDAYS) {
    const response = await seeding.request.post("/api/birthdays", { data: { ...birthday, birthYear, date: dateIn(inDays, birthYear) } });
    if (response.status() !== 201) throw new Error(`Adding ${birthday.name}: ${response.status()} ${await response.text()}`);
    if (gift) {
      const added = await seeding.request.post(`/api/birthdays/${(await response.json()).id}/gifts`, { data: gift });
      if (added.status() !== 201) throw new Error(`Adding a gift idea: ${added.status()} ${await added.text()}`);
    }
  }
  await seeding.close();

  mkdirSync(OUT_DIR, { recursive: true });
  const written = [];
  for (const [sizeName, size] of Object.entries(SIZES)) {
    for (const theme of themes) {
      for (const [pageName, path, signedIn] of [
        ["landing", "/", false],
        ["dashboard", "/dashboard", true],
      ]) {
        // The theme as the toggle stores it: a cookie for the server, local storage for the page.
        const context = await browser.newContext({
          ...size,
          baseURL: server.baseUrl,
          timezoneId: TIME_ZONE,
          locale: "en-GB",
          reducedMotion: "reduce",
          storageState: {
            cookies: [cookie(THEME_COOKIE, theme), ...(signedIn ? [cookie(sessionName, sessionToken)] : [])],
            origins: [{ origin: server.baseUrl, localStorage: [{ name: THEME_STORAGE_KEY, value: theme }] }],
          },
        });
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const file = join(OUT_DIR, `${pageName}-${sizeName}-${theme}.jpg`);
        await page.screenshot({ path: file, type: "jpeg", quality: JPEG_QUALITY, animations: "disabled", caret: "hide" });
        written.push(file);
        await context.close();
      }
    }
  }
  const total = written.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(`${written.length} screenshots in ${OUT_DIR}, ${Math.round(total / 1024)} KB in all.`);
} finally {
  await cleanUp();
}
