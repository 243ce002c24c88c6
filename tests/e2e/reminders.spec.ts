import { expect, test, type Page } from "@playwright/test";
import ru from "../../messages/ru.json";
import { cronSecret } from "../../playwright.config";
import { lastMailTo, signInLink } from "./support/mail";
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

test("a birthday due tomorrow: one pass sends the digest in Russian with the age, and its unsubscribe link turns reminders off", async ({
  page,
}) => {
  const email = await signInAsNewUser(page, "ru");
  const day = tomorrow();
  const date = `1990-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
  const added = await page.request.post("/api/birthdays", { data: { name: "Анна Петрова", date, birthYear: 1990, notes: "Любит тюльпаны" } });
  expect(added.status()).toBe(201);

  // Send at midnight: tomorrow's 1-day reminder is then due whatever time it is now.
  await page.goto("/ru/dashboard");
  await expect(visibleTestId(page, "reminders-state")).toHaveText(ru.reminders.on);
  await visibleTestId(page, "reminders-edit").click();
  await visibleTestId(page, "reminders-hour").click();
  await page.getByRole("option", { name: "00:00", exact: true }).click();
  await visibleTestId(page, "reminders-save").click();
  await expect(visibleTestId(page, "reminders-time")).toContainText("00:00");

  // One pass, as Vercel's hourly cron runs it.
  const pass = await page.request.post("/api/cron/reminders", { headers: { authorization: `Bearer ${cronSecret}` } });
  expect(pass.status()).toBe(200);
  expect(await pass.json()).toMatchObject({ sent: expect.any(Number), failed: 0 });

  const mail = await lastMailTo(page.request, email);
  expect(mail.subject).toContain("Анна Петрова");
  expect(mail.html).toContain(ru.emails.reminderDigest.tomorrow);
  expect(mail.text).toContain(`исполнится ${russianYears(day.year - 1990)}`);
  expect(mail.text).toContain("Любит тюльпаны");
  expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/reminders\/unsubscribe\?token=\w+>$/);

  // A second pass finds nothing new to send.
  const again = await page.request.post("/api/cron/reminders", { headers: { authorization: `Bearer ${cronSecret}` } });
  expect((await again.json()).sent).toBe(0);

  // The link in the e-mail, opened by someone who is not signed in.
  const unsubscribe = mail.links.find((link) => link.includes("/ru/unsubscribe?token="));
  expect(unsubscribe).toBeDefined();
  await page.context().clearCookies();
  await page.goto(unsubscribe!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.reminders.unsubscribe.title);
  await expect(page.getByText(ru.reminders.unsubscribe.done.replace("{email}", email))).toBeVisible();

  // Signed in again, the dashboard shows reminders off.
  await signInAgain(page, email);
  await expect(visibleTestId(page, "reminders-state")).toHaveText(ru.reminders.off);
});

/** Signs the same user in again through a fresh e-mailed link. */
async function signInAgain(page: Page, email: string) {
  await askForLink(page, "ru", email, "login");
  await page.goto(signInLink(await lastMailTo(page.request, email)));
  await visibleTestId(page, "confirm-sign-in").click();
  await expect(page).toHaveURL(/\/ru\/dashboard$/, { timeout: 10_000 });
}
