import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import { dayFromToday as dayFromTodayIn, isoDate } from "./support/dates";
import { chooseOption } from "./support/select";
import { signInAsNewUser, visibleTestId } from "./support/sign-in";

// The user's day follows their time zone, recorded from the browser at the
// first sign-in: these tests run the browser in Vilnius.
const TIME_ZONE = "Europe/Vilnius";
test.use({ timezoneId: TIME_ZONE });

/** Today in Vilnius, moved by a number of days. */
const dayFromToday = (offset: number) => dayFromTodayIn(TIME_ZONE, offset);

const monthName = (month: number, locale = "en") => new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));
/** The toast on top: older ones stay in the DOM behind it for a moment. */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');
/** A card on the dashboard home (today's birthdays and the next few). */
const card = (page: Page, name: string) =>
  visibleTestId(page, "birthday-list").getByTestId("birthday-card").filter({ hasText: name });

/** Adds birthdays through the API, as the signed-in user (the page's cookies). */
async function addBirthdays(page: Page, birthdays: { name: string; date: string; birthYear?: number }[]) {
  for (const birthday of birthdays) {
    const response = await page.request.post("/api/birthdays", { data: birthday });
    expect(response.status()).toBe(201);
  }
}

test("add, edit and delete birthdays; stats and countdowns for today, tomorrow, 5 days and next month", async ({ page }) => {
  await signInAsNewUser(page);
  await expect(visibleTestId(page, "birthdays-empty")).toBeVisible();

  const today = dayFromToday(0);
  await visibleTestId(page, "add-birthday").click();
  const dialog = visibleTestId(page, "birthday-dialog");
  await dialog.getByTestId("birthday-name").fill("Ona Today");
  await chooseOption(dialog.getByTestId("birthday-month"), monthName(today.month));
  await chooseOption(dialog.getByTestId("birthday-day"), String(today.day));
  await dialog.getByTestId("birthday-include-year").click();
  await chooseOption(dialog.getByTestId("birthday-year"), "1996");
  await dialog.getByTestId("birthday-save").click();
  await expect(frontToast(page)).toContainText(en.birthdays.toasts.added);
  await expect(card(page, "Ona Today").getByTestId("birthday-countdown")).toHaveText(en.birthdays.card.today);
  await expect(card(page, "Ona Today").getByTestId("birthday-age")).toHaveText(`is ${today.year - 1996}`);

  const others = [
    { name: "Tomas Tomorrow", offset: 1 },
    { name: "Five Days", offset: 5 },
    { name: "Next Month", offset: 35 },
  ];
  await addBirthdays(page, others.map(({ name, offset }) => ({ name, date: isoDate(dayFromToday(offset)) })));
  await page.reload();

  const thisMonth = [0, ...others.map(({ offset }) => offset)].filter((offset) => dayFromToday(offset).month === today.month).length;
  await expect(visibleTestId(page, "stat-total-value")).toHaveText("4");
  await expect(visibleTestId(page, "stat-upcoming-value")).toHaveText("3");
  await expect(visibleTestId(page, "stat-this-month-value")).toHaveText(String(thisMonth));
  await expect(card(page, "Tomas Tomorrow").getByTestId("birthday-countdown")).toHaveText(en.birthdays.card.tomorrow);
  await expect(card(page, "Five Days").getByTestId("birthday-countdown")).toHaveText("5 days away");
  await expect(card(page, "Next Month").getByTestId("birthday-countdown")).toHaveText("35 days away");
  // Nearest first.
  await expect(visibleTestId(page, "birthday-list").getByTestId("birthday-card").first()).toContainText("Ona Today");

  await visibleTestId(page, "birthday-list").getByRole("button", { name: "Edit birthday of Tomas Tomorrow" }).click();
  await dialog.getByTestId("birthday-name").fill("Tomas Renamed");
  await dialog.getByTestId("birthday-save").click();
  await expect(frontToast(page)).toContainText(en.birthdays.toasts.updated);
  await expect(card(page, "Tomas Renamed")).toBeVisible();

  await visibleTestId(page, "birthday-list").getByRole("button", { name: "Edit birthday of Next Month" }).click();
  await dialog.getByTestId("birthday-delete").click();
  await expect(visibleTestId(page, "birthday-delete-confirm")).toContainText(en.birthdays.dialog.deleteTitle);
  await visibleTestId(page, "birthday-delete-confirm-button").click();
  await expect(frontToast(page)).toContainText(en.birthdays.toasts.deleted);
  await expect(card(page, "Next Month")).toHaveCount(0);
  await expect(visibleTestId(page, "stat-total-value")).toHaveText("3");
});

test("the Lithuanian and Russian dashboards use the right plural forms", async ({ page }) => {
  await signInAsNewUser(page, "lt");
  await addBirthdays(page, [
    { name: "Dvi Dienos", date: isoDate(dayFromToday(2)) },
    { name: "Penkios Dienos", date: isoDate(dayFromToday(5)) },
    { name: "Dešimt Dienų", date: isoDate(dayFromToday(10)) },
    { name: "Dvidešimt Viena", date: isoDate(dayFromToday(21)) },
  ]);
  const expectations = {
    lt: ["Liko 2 dienos", "Liko 5 dienos", "Liko 10 dienų", "Liko 21 diena"],
    ru: ["Через 2 дня", "Через 5 дней", "Через 10 дней", "Через 21 день"],
  };
  for (const [locale, texts] of Object.entries(expectations)) {
    await page.goto(`/${locale}/dashboard`);
    const countdowns = visibleTestId(page, "birthday-list").getByTestId("birthday-countdown");
    await expect(countdowns).toHaveText(texts);
  }
});

test("gift ideas are kept per birthday", async ({ page }) => {
  await signInAsNewUser(page);
  await addBirthdays(page, [{ name: "Gifted Friend", date: isoDate(dayFromToday(3)) }]);
  await page.reload();
  await card(page, "Gifted Friend").getByTestId("gift-ideas-button").click();
  const dialog = visibleTestId(page, "gift-ideas-dialog");
  await expect(dialog).toContainText("Gift ideas for Gifted Friend");
  await dialog.getByTestId("gift-add").click();
  await dialog.getByLabel(en.gifts.titleLabel, { exact: true }).fill("A good book");
  await dialog.getByLabel(en.gifts.price).fill("25.5");
  await dialog.getByRole("button", { name: en.gifts.saveNew }).click();
  await expect(frontToast(page)).toContainText(en.gifts.toasts.added);
  const gift = dialog.getByTestId("gift-item").filter({ hasText: "A good book" });
  await expect(gift.getByTestId("gift-price")).toHaveText("€25.50");
  await expect(gift).toContainText(en.gifts.statuses.idea);
});

test("import a vCard and a CSV file, then export", async ({ page }) => {
  await signInAsNewUser(page);
  const vcard = [
    "BEGIN:VCARD", "VERSION:3.0", "FN:Vida Vcard", "BDAY:1985-03-14", "EMAIL:vida@example.com", "END:VCARD",
    "BEGIN:VCARD", "VERSION:4.0", "FN:Nojus Noyear", "BDAY:--0709", "END:VCARD",
    "BEGIN:VCARD", "VERSION:3.0", "FN:Vida Vcard", "BDAY:1985-03-14", "END:VCARD",
  ].join("\r\n");
  await importFile(page, "contacts.vcf", vcard, 2);
  await expect(visibleTestId(page, "import-skipped")).toHaveCount(0);
  await expect(card(page, "Vida Vcard")).toBeVisible();

  // A .txt file that is neither format is refused in the dialog; a bad e-mail address costs only the address.
  await page.getByRole("button", { name: en.importExport.import, exact: true }).click();
  const dialog = visibleTestId(page, "import-dialog");
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Milk\nBread, butter\n") });
  await expect(dialog.getByRole("alert")).toHaveText(en.importExport.fileErrors.unknownFormat);
  const csv = "Name,Birthday,Email,Notes\nCsv Person,1990-12-01,csv@example.com,Likes tea\nNo Date,,,\nBad Mail,1991-05-05,bad@,\n";
  await fileInput.setInputFiles({ name: "friends.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId("import-emails-left-out")).toContainText("bad@");
  await expect(dialog).toContainText("1 birthday will be added without its e-mail address");
  await dialog.getByRole("button", { name: "Add 2 birthdays" }).click();
  await expect(frontToast(page)).toContainText("1 birthday added without its e-mail address, which is not valid");
  await expect(visibleTestId(page, "stat-total-value")).toHaveText("4");

  await page.getByRole("button", { name: en.importExport.export }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: en.importExport.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("confetti-birthdays.csv");
  const content = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(content).toString("utf8");
  for (const name of ["Vida Vcard", "Nojus Noyear", "Csv Person"]) expect(text).toContain(name);
});

/** Imports a file through the dialog and checks how many birthdays the preview offers and the import adds. */
async function importFile(page: Page, name: string, content: string, expected: number) {
  await page.getByRole("button", { name: en.importExport.import, exact: true }).click();
  const dialog = visibleTestId(page, "import-dialog");
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(content) });
  const confirm = dialog.getByRole("button", { name: expected === 1 ? "Add 1 birthday" : `Add ${expected} birthdays` });
  await confirm.click();
  await expect(frontToast(page)).toContainText(expected === 1 ? "1 birthday added" : `${expected} birthdays added`);
  await expect(dialog).toHaveCount(0);
}
