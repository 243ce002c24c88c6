import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import { MAX_BIRTHDAYS_PER_USER } from "../../lib/birthdays/limits";
import { dayFromToday as dayFromTodayIn, isoDate } from "./support/dates";
import { chooseOption } from "./support/select";
import { signInAsNewUser, visibleTestId } from "./support/sign-in";

// The dashboard's views (decision 027): the home with today's birthdays and
// the next few, the birthdays view as a list and as a month, the sections'
// navigation, on a phone and on a desktop.

const TIME_ZONE = "Europe/Vilnius";
test.use({ timezoneId: TIME_ZONE });
// Each test signs a new user in, seeds a list and runs axe several times: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Today in Vilnius, moved by a number of days. */
const dayFromToday = (offset: number) => dayFromTodayIn(TIME_ZONE, offset);
const monthTitle = ({ year, month }: { year: number; month: number }) =>
  new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 1)));

/** Adds birthdays in one import through the API, as the signed-in user. */
async function importBirthdays(page: Page, birthdays: { name: string; date: string }[]) {
  const content = ["Name,Birthday", ...birthdays.map(({ name, date }) => `${name},${date}`)].join("\n");
  const response = await page.request.post("/api/birthdays/import", { data: { format: "csv", content } });
  expect(response.status()).toBe(200);
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`), screen).toEqual([]);
}

for (const viewport of [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the home shows today's birthdays and the next few; the full list is one tap away", async ({ page }) => {
      await signInAsNewUser(page);
      // Today, and ten more on the following days.
      await importBirthdays(page, [
        { name: "Birthday Today", date: isoDate(dayFromToday(0)) },
        ...Array.from({ length: 10 }, (_, index) => ({ name: `Soon ${String(index + 1).padStart(2, "0")}`, date: isoDate(dayFromToday(index + 1)) })),
      ]);
      await page.reload();

      const todays = visibleTestId(page, "birthdays-today");
      await expect(todays.getByRole("heading", { name: en.birthdays.list.todayTitle })).toBeVisible();
      await expect(todays.getByTestId("birthday-card")).toHaveText([/Birthday Today/]);
      await expect(todays.getByTestId("birthday-countdown")).toHaveText(en.birthdays.card.today);
      // The next six after today, nearest first; the rest only on the birthdays view.
      const next = visibleTestId(page, "birthday-list").getByTestId("birthday-card").filter({ hasText: /Soon/ });
      await expect(next).toHaveCount(6);
      await expect(next.first()).toContainText("Soon 01");
      await expect(next.last()).toContainText("Soon 06");
      await expect(visibleTestId(page, "stat-total-value")).toHaveText("11");
      await expectNoSeriousViolations(page, "home");

      await visibleTestId(page, "see-all-birthdays").click();
      await expect(page).toHaveURL(/\/dashboard\/birthdays$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.birthdays.all.title);
      await expect(visibleTestId(page, "nav-birthdays")).toHaveAttribute("aria-current", "page");
      await expect(visibleTestId(page, "all-birthdays-count")).toHaveText("11 birthdays");
      await visibleTestId(page, "nav-home").click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(visibleTestId(page, "nav-home")).toHaveAttribute("aria-current", "page");
      await expect(visibleTestId(page, "nav-settings")).toHaveAttribute("href", "/dashboard/settings");
    });

    test("the birthdays view: grouped by month, search, month filter, Show more, edit from a row", async ({ page }) => {
      await signInAsNewUser(page);
      // 60 birthdays over the coming 60 days: more than one "page" of 50 rows.
      await importBirthdays(
        page,
        Array.from({ length: 60 }, (_, index) => ({ name: `Friend ${String(index + 1).padStart(2, "0")}`, date: isoDate(dayFromToday(index + 1)) })),
      );
      await page.goto("/dashboard/birthdays");
      const count = visibleTestId(page, "all-birthdays-count");
      // The list is fetched once the page's JavaScript runs: slow on a busy machine.
      await expect(count).toHaveText("60 birthdays", { timeout: 30_000 });
      const rows = visibleTestId(page, "all-birthdays-list").getByTestId("birthday-row");
      await expect(rows).toHaveCount(50);
      await expect(rows.first()).toContainText("Friend 01");
      await expect(rows.first().getByTestId("birthday-countdown")).toHaveText(en.birthdays.card.tomorrow);
      // The first group is the month of tomorrow's birthday.
      await expect(visibleTestId(page, "month-group").first().getByRole("heading")).toContainText(monthTitle(dayFromToday(1)));
      await expectNoSeriousViolations(page, "birthdays list");

      await visibleTestId(page, "all-birthdays-more").click();
      await expect(rows).toHaveCount(60);

      await visibleTestId(page, "all-birthdays-search").fill("friend 3");
      await expect(count).toHaveText("10 birthdays");
      await visibleTestId(page, "all-birthdays-search").fill("nobody at all");
      await expect(visibleTestId(page, "all-birthdays-empty")).toContainText(en.birthdays.all.noMatches);
      await visibleTestId(page, "all-birthdays-empty").getByRole("button", { name: en.birthdays.all.clear }).click();
      await expect(count).toHaveText("60 birthdays");

      // The month filter: only the month of the 45th day from now.
      const target = dayFromToday(45);
      await chooseOption(
        visibleTestId(page, "all-birthdays-month"),
        new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, target.month - 1, 1))),
      );
      const inMonth = Array.from({ length: 60 }, (_, index) => dayFromToday(index + 1)).filter((day) => day.month === target.month).length;
      await expect(count).toHaveText(`${inMonth} birthdays`);
      await expect(visibleTestId(page, "month-group")).toHaveCount(1);

      // Edit from a row: the list shows the new name.
      await rows.first().getByTestId("birthday-edit").click();
      const dialog = visibleTestId(page, "birthday-dialog");
      const oldName = await dialog.getByTestId("birthday-name").inputValue();
      await dialog.getByTestId("birthday-name").fill(`${oldName} Renamed`);
      await dialog.getByTestId("birthday-save").click();
      await expect(rows.filter({ hasText: `${oldName} Renamed` })).toHaveCount(1);
      await rows.first().getByTestId("gift-ideas-button").click();
      await expect(visibleTestId(page, "gift-ideas-dialog")).toBeVisible();
    });

    test("the month view: birthdays on their days, today marked, previous and next month, an empty month", async ({ page }) => {
      await signInAsNewUser(page);
      const today = dayFromToday(0);
      await importBirthdays(page, [
        { name: "Ona Today", date: isoDate(today) },
        { name: "Jonas Same Day", date: isoDate(today) },
      ]);
      await page.goto("/dashboard/birthdays");
      await visibleTestId(page, "view-month").click();
      await expect(page).toHaveURL(/\?view=month$/);
      await expect(visibleTestId(page, "view-month")).toHaveAttribute("aria-pressed", "true");
      await expect(visibleTestId(page, "month-title")).toHaveText(monthTitle(today));
      const todayCell = page.locator('td[aria-current="date"]');
      await expect(todayCell).toHaveAttribute("data-day", String(today.day));
      await expect(todayCell).toContainText("Jonas Same Day");
      await expect(visibleTestId(page, "month-list").getByTestId("birthday-row")).toHaveText([/Jonas Same Day/, /Ona Today/]);
      await expectNoSeriousViolations(page, "month view");

      await visibleTestId(page, "month-next").click();
      const next = today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
      await expect(visibleTestId(page, "month-title")).toHaveText(monthTitle(next));
      await expect(visibleTestId(page, "month-empty")).toHaveText(en.birthdays.month.empty);
      await expect(page.locator('td[aria-current="date"]')).toHaveCount(0);
      await visibleTestId(page, "month-previous").click();
      await visibleTestId(page, "month-previous").click();
      await visibleTestId(page, "month-current").click();
      await expect(visibleTestId(page, "month-title")).toHaveText(monthTitle(today));

      // The mode is in the address: a reload keeps it.
      await page.reload();
      await expect(visibleTestId(page, "birthdays-month")).toBeVisible();
      await visibleTestId(page, "view-list").click();
      await expect(page).toHaveURL(/\/dashboard\/birthdays$/);
      await expect(visibleTestId(page, "all-birthdays-list")).toBeVisible();
    });

    test("an empty list invites the first birthday and an import, on the home and the birthdays view", async ({ page }) => {
      await signInAsNewUser(page);
      for (const path of ["/dashboard", "/dashboard/birthdays"]) {
        await page.goto(path);
        const empty = visibleTestId(page, "birthdays-empty");
        await expect(empty.getByTestId("add-first-birthday")).toBeVisible();
        await empty.getByRole("button", { name: en.birthdays.list.emptyImport }).click();
        await expect(visibleTestId(page, "import-dialog")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(visibleTestId(page, "import-dialog")).toHaveCount(0);
      }
      await expectNoSeriousViolations(page, "empty birthdays view");
    });
  });
}

test("the views have no serious axe violations in the light theme either", async ({ page }) => {
  await signInAsNewUser(page);
  await importBirthdays(page, [{ name: "Ona Today", date: isoDate(dayFromToday(0)) }, { name: "Later", date: isoDate(dayFromToday(9)) }]);
  await page.goto("/dashboard");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expectNoSeriousViolations(page, "home, light");
  await page.goto("/dashboard/birthdays");
  await expect(visibleTestId(page, "all-birthdays-list")).toBeVisible();
  await expectNoSeriousViolations(page, "birthdays list, light");
  await visibleTestId(page, "view-month").click();
  await expectNoSeriousViolations(page, "month view, light");
});

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });

  test("names on the same day are in the page's alphabetical order, not the browser's", async ({ page }) => {
    await signInAsNewUser(page);
    const day = isoDate(dayFromToday(3));
    await importBirthdays(page, ["Jonas", "Ylona", "Ignas"].map((name) => ({ name, date: day })));
    const names = () => visibleTestId(page, "all-birthdays-list").getByTestId("birthday-name");
    // Lithuanian files Y with I; English after X.
    await page.goto("/lt/dashboard/birthdays");
    await expect(names()).toHaveText(["Ignas", "Ylona", "Jonas"]);
    await page.goto("/dashboard/birthdays");
    await expect(names()).toHaveText(["Ignas", "Jonas", "Ylona"]);
  });
});

test("the month filter and the Export menu, whose code loads on first use, open from the keyboard", async ({ page }) => {
  await signInAsNewUser(page);
  const target = dayFromToday(40);
  await importBirthdays(page, [{ name: "Soon", date: isoDate(dayFromToday(3)) }, { name: "Later", date: isoDate(target) }]);
  await page.goto("/dashboard/birthdays");
  const count = visibleTestId(page, "all-birthdays-count");
  await expect(count).toHaveText("2 birthdays");

  // The stand-in is announced as the closed select it stands for.
  const month = page.getByRole("combobox", { name: en.birthdays.all.month });
  await expect(month).toHaveText(en.birthdays.all.allMonths);
  await expect(month).toHaveAttribute("aria-expanded", "false");
  await month.focus();
  await page.keyboard.press("Enter");
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  const monthName = new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, target.month - 1, 1)));
  await list.getByRole("option", { name: monthName, exact: true }).press("Enter");
  await expect(list).toHaveCount(0);
  await expect(count).toHaveText(target.month === dayFromToday(3).month ? "2 birthdays" : "1 birthday");
  await expect(month).toHaveText(monthName);
  await expect(month).toBeFocused();

  const exportButton = page.getByRole("button", { name: en.importExport.export });
  await exportButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([en.importExport.exportCsv, en.importExport.exportVcard]);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(exportButton).toBeFocused();
});

test("the dashboard pages load the form validation library (zod) only once a form opens", async ({ page }) => {
  // zod is 31 KB gzipped, a sixth of these pages' first load; a constant
  // imported from a schema module once put it there unnoticed.
  await signInAsNewUser(page);
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    // Each page's bodies are read before the next navigation; one that is gone by then reads as empty.
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const loadsZod = async () => (await Promise.all(scripts)).some((source) => source.includes('"$ZodType"'));

  // Settings is all forms, so it loads zod at once.
  for (const path of ["/dashboard", "/dashboard/birthdays"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await loadsZod(), path).toBe(false);
  }
  // The marker does find zod: the birthday dialog's form brings it.
  await visibleTestId(page, "add-birthday").click();
  await expect(page.getByTestId("birthday-name")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await loadsZod()).toBe(true);
});

test("the dashboard pages prefetch My group cards only once its section link is pointed at", async ({ page }) => {
  // Its page has a layout of its own, whose chunks repeat most of the dashboard's: 32 KB on every visit (decision 047).
  await signInAsNewUser(page);
  const prefetches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/my-group-cards") prefetches.push(url.href);
  });
  for (const path of ["/dashboard", "/dashboard/birthdays"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(prefetches, path).toEqual([]);
  }
  // The marker does see the prefetch when it happens.
  await visibleTestId(page, "nav-cards").hover();
  await expect.poll(() => prefetches.length).toBeGreaterThan(0);
});

test("the views carry Next's root 404 without the public chrome's code; a miss below /dashboard keeps the public frame", async ({ page }) => {
  // Next renders the root 404 into every page's payload: on the views, which never show it, it must bring no
  // client code of its own (decision 047).
  await signInAsNewUser(page);
  for (const path of ["/dashboard", "/dashboard/birthdays", "/dashboard/settings", "/lt/dashboard"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain("AuthDialogProvider");
  }
  const miss = await page.request.get("/dashboard/no-such-page");
  expect(miss.status()).toBe(404);
  const html = await miss.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${en.notFound.title}</h1>`));
  expect(html).toMatch(/<header[^>]*>[\s\S]*data-testid="header-dashboard"[\s\S]*<\/header>/);
  expect(html).toMatch(/<footer[^>]*>[\s\S]*<\/footer>/);
  // The marker does find the public chrome's code where it is drawn.
  expect(html).toContain("AuthDialogProvider");
});

test.describe("header tooltips", () => {
  // From md to xl the sections are icons, named by tooltips (decision 047).
  test.use({ viewport: { width: 1024, height: 800 } });

  test("show after a 700 ms rest, then at once on the next button (the skip delay), and on keyboard focus", async ({ page }) => {
    await signInAsNewUser(page);
    await page.goto("/dashboard");
    const nav = page.getByTestId("dashboard-nav-inline");
    const tooltipOf = (testId: string) => nav.getByTestId(testId).locator("xpath=..").locator('[data-slot="css-tooltip"]');
    const birthdays = tooltipOf("nav-birthdays");
    const cards = tooltipOf("nav-cards");

    // The rest is timed in the page, from the pointer's arrival: the test's own clock starts
    // only once hover() returns, late by however busy the machine is.
    type Timed = Window & { enteredAt?: number };
    await nav.getByTestId("nav-birthdays").evaluate((link) =>
      link.addEventListener("pointerenter", () => ((window as Timed).enteredAt = performance.now()), { once: true }),
    );
    await nav.getByTestId("nav-birthdays").hover();
    await expect(birthdays).toBeVisible();
    expect(await page.evaluate(() => performance.now() - (window as Timed).enteredAt!)).toBeGreaterThanOrEqual(600);
    await expect(birthdays).toHaveText(en.dashboard.sections.birthdays);

    // The next one shows well within the first one's delay.
    await nav.getByTestId("nav-cards").hover();
    await expect(cards).toBeVisible({ timeout: 400 });
    await expect(birthdays).toBeHidden();

    // Away from the header: the full delay again.
    await page.mouse.move(600, 500);
    await expect(cards).toBeHidden();
    await nav.getByTestId("nav-birthdays").hover();
    await page.waitForTimeout(300);
    await expect(birthdays).toBeHidden();
    await expect(birthdays).toBeVisible();

    // Keyboard focus shows it at once; the logout's label is its text here, not a tooltip.
    await page.mouse.move(600, 500);
    await nav.getByTestId("nav-home").focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByTestId("nav-birthdays")).toBeFocused();
    await expect(birthdays).toBeVisible({ timeout: 300 });
    await expect(page.getByTestId("logout").locator("xpath=..").locator('[data-slot="css-tooltip"]')).toBeHidden();
  });
});

test.describe("a full account, on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Add Birthday says the account is full before the form is filled in; the error toast leaves the dialog's buttons free", async ({ page }) => {
    await signInAsNewUser(page);
    // One short of the limit, spread over the year.
    const almostFull = Array.from({ length: MAX_BIRTHDAYS_PER_USER - 1 }, (_, index) => ({
      name: `Friend ${index + 1}`,
      date: isoDate(dayFromToday(1 + (index % 360))),
    }));
    await importBirthdays(page, almostFull);
    await page.reload();
    await expect(visibleTestId(page, "stat-total-value")).toHaveText("2,999");

    // The dialog opens with room for one more; the last place goes elsewhere meanwhile.
    await visibleTestId(page, "add-birthday").click();
    const dialog = visibleTestId(page, "birthday-dialog");
    await expect(dialog.getByTestId("birthday-limit-notice")).toHaveCount(0);
    await dialog.getByTestId("birthday-name").fill("One Too Many");
    await chooseOption(dialog.getByRole("combobox", { name: en.birthdays.dialog.month }), "March");
    await chooseOption(dialog.getByRole("combobox", { name: en.birthdays.dialog.day }), "7");
    expect((await page.request.post("/api/birthdays", { data: { name: "The Last Place", date: "2000-01-02" } })).status()).toBe(201);
    await dialog.getByTestId("birthday-save").click();

    const toast = page.locator('[data-sonner-toast][data-front="true"]');
    await expect(toast).toContainText(en.birthdays.toasts.addError);
    await expect(toast).toContainText("You have reached the limit of 3,000 birthdays for one account.");
    // On a phone the toast comes from the top, clear of the dialog's buttons.
    const toastBox = (await toast.boundingBox())!;
    for (const button of [dialog.getByTestId("birthday-save"), dialog.getByRole("button", { name: en.birthdays.dialog.cancel })]) {
      const box = (await button.boundingBox())!;
      expect(toastBox.y + toastBox.height <= box.y || box.y + box.height <= toastBox.y, "toast and button overlap").toBe(true);
    }
    // Announced (not hidden from screen readers behind the modal dialog), and
    // closing it leaves the dialog open with what was typed.
    await expect(page.getByRole("alert").filter({ hasText: en.birthdays.toasts.addError })).toBeVisible();
    await toast.getByRole("button", { name: "Close toast" }).click();
    await expect(toast).toHaveCount(0);
    await expect(dialog.getByTestId("birthday-name")).toHaveValue("One Too Many");
    await page.keyboard.press("Escape");

    // Once full, the dialog says so at once and cannot be sent.
    await page.reload();
    await expect(visibleTestId(page, "stat-total-value")).toHaveText("3,000");
    await visibleTestId(page, "add-birthday").click();
    await expect(dialog.getByTestId("birthday-limit-notice")).toHaveText(
      "This account already keeps 3,000 birthdays, the most one account can. Remove some to add new ones.",
    );
    await expect(dialog.getByTestId("birthday-save")).toBeDisabled();
    await expect(dialog.getByTestId("birthday-name")).toBeDisabled();
    await page.keyboard.press("Escape");

    // The same on the birthdays view, in Lithuanian, with the number grouped as Lithuanian writes it.
    await page.goto("/lt/dashboard/birthdays");
    await expect(visibleTestId(page, "all-birthdays-count")).toContainText("3 000");
    await visibleTestId(page, "add-birthday").click();
    await expect(dialog.getByTestId("birthday-limit-notice")).toContainText("3 000 gimtadienių");
    await expect(dialog.getByTestId("birthday-save")).toBeDisabled();
  });
});
