import { expect, test, type Page } from "@playwright/test";
import ru from "../../messages/ru.json";
import { cronSecret } from "../support/e2e-environment.mjs";
import { lastMailTo, signInLink } from "./support/mail";
import { passAt } from "./support/reminders";
import { chooseOption } from "./support/select";
import { askForLink, signInAsNewUser, visibleTestId } from "./support/sign-in";

// The user's day and send hour follow their time zone, recorded from the
// browser at the first sign-in.
const TIME_ZONE = "Europe/Vilnius";
test.use({ timezoneId: TIME_ZONE });

/** Tomorrow in Vilnius. */
function tomorrow() {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((each) => each.type === type)!.value);
  const moved = new Date(Date.UTC(part("year"), part("month") - 1, part("day") + 1));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** "36 лет", "21 год", "22 года": the Russian word for years after a number. */
function russianYears(age: number): string {
  const form = new Intl.PluralRules("ru").select(age);
  return `${age} ${form === "one" ? "год" : form === "few" ? "года" : "лет"}`;
}

test("a birthday due tomorrow: the pass on the day sends the digest in Russian with the age, and its unsubscribe page turns reminders off", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await signInAsNewUser(page, "ru");
  const day = tomorrow();
  const date = `1990-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
  const added = await page.request.post("/api/birthdays", { data: { name: "Анна Петрова", date, birthYear: 1990, notes: "Любит тюльпаны" } });
  expect(added.status()).toBe(201);

  // Send at midnight.
  await page.goto("/ru/dashboard/settings");
  await expect(visibleTestId(page, "reminders-state")).toHaveText(ru.reminders.on);
  await visibleTestId(page, "reminders-edit").click();
  await chooseOption(visibleTestId(page, "reminders-hour"), "00:00");
  await visibleTestId(page, "reminders-save").click();
  await expect(visibleTestId(page, "reminders-time")).toContainText("00:00");

  // The 1-day reminder came due (today 00:00) before the birthday was added: not owed.
  // One pass tomorrow at noon UTC, in the birthday's day in Vilnius, sends the day's.
  const noonTomorrow = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  const pass = await passAt(noonTomorrow, baseURL!);
  expect(pass.failed).toBe(0);
  expect(pass.sent).toBeGreaterThanOrEqual(1);

  const mail = await lastMailTo(page.request, email);
  expect(mail.subject).toContain("Анна Петрова");
  expect(mail.html).toContain(ru.emails.reminderDigest.today);
  expect(mail.text).toContain(`сегодня исполняется ${russianYears(day.year - 1990)}`);
  expect(mail.text).toContain("Любит тюльпаны");
  expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/reminders\/unsubscribe\?token=\w+>$/);

  // A pass now, as Vercel's hourly cron runs it, finds nothing to send.
  const now = await page.request.post("/api/cron/reminders", { headers: { authorization: `Bearer ${cronSecret}` } });
  expect(now.status()).toBe(200);
  expect(await now.json()).toMatchObject({ sent: 0, failed: 0 });

  // The link in the e-mail, opened by someone who is not signed in: opening
  // it changes nothing; the button turns reminders off, Undo back on.
  const texts = ru.reminders.unsubscribe;
  const heading = page.getByRole("heading", { level: 1 });
  const unsubscribe = mail.links.find((link) => link.includes("/ru/unsubscribe?token="));
  expect(unsubscribe).toBeDefined();
  await page.context().clearCookies();
  await page.goto(unsubscribe!);
  await expect(heading).toHaveText(texts.onTitle);
  await page.reload();
  await expect(heading).toHaveText(texts.onTitle);
  await page.getByRole("button", { name: texts.turnOff }).click();
  await expect(heading).toHaveText(texts.title);
  await expect(page.getByText(texts.done.replace("{email}", email))).toBeVisible();
  await page.getByRole("button", { name: texts.undo }).click();
  await expect(heading).toHaveText(texts.onTitle);
  await expect(page.getByText(texts.title)).toHaveCount(0);
  await page.getByRole("button", { name: texts.turnOff }).click();
  await expect(heading).toHaveText(texts.title);

  // Signed in again, the settings page shows reminders off.
  await signInAgain(page, email);
  await page.goto("/ru/dashboard/settings");
  await expect(visibleTestId(page, "reminders-state")).toHaveText(ru.reminders.off);
});

/** Signs the same user in again through a fresh e-mailed link. */
async function signInAgain(page: Page, email: string) {
  await askForLink(page, "ru", email, "login");
  await page.goto(signInLink(await lastMailTo(page.request, email)));
  await visibleTestId(page, "confirm-sign-in").click();
  await expect(page).toHaveURL(/\/ru\/dashboard$/, { timeout: 10_000 });
}
