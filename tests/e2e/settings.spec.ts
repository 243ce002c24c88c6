import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { catalogues, signInAsNewUser, visibleTestId, type TestLocale } from "./support/sign-in";

// Issue 11: the profile, reminders, calendar feed, sessions and "your data"
// live on their own page, /dashboard/settings (decision 028).

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

const settingsPath = (locale: TestLocale) => `${locale === "en" ? "" : `/${locale}`}/dashboard/settings`;

/** The section headings, in the page's order. */
function sectionTitles(locale: TestLocale) {
  const t = catalogues[locale];
  return [t.profile.title, t.reminders.title, t.calendarFeed.title, t.settings.sessionsTitle, t.profile.yourDataTitle];
}

async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`), screen).toEqual([]);
}

async function expectNoSidewaysScrolling(page: Page, screen: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, screen).toBeLessThanOrEqual(clientWidth);
}

for (const locale of ["en", "lt", "ru"] as const) {
  const t = catalogues[locale];

  test(`${locale}: every section on a phone and a desktop, without sideways scrolling or serious axe violations in either theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewUser(page, locale);
    for (const viewport of [PHONE, DESKTOP]) {
      const screen = `${viewport.width} px`;
      await page.setViewportSize(viewport);
      await page.goto(settingsPath(locale));
      await expect(page).toHaveTitle(t.settings.metaTitle);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.settings.title);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(sectionTitles(locale));
      // The section index is for wide screens only; on phones the sections follow each other.
      await expect(visibleTestId(page, "settings-index")).toHaveCount(viewport === DESKTOP ? 1 : 0);

      await expectNoSidewaysScrolling(page, screen);
      await expectNoSeriousViolations(page, `${screen}, dark`);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/\blight\b/);
      await expectNoSeriousViolations(page, `${screen}, light`);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).not.toHaveClass(/\blight\b/);
    }
  });
}

test("the section index jumps to a section and marks it as the current one", async ({ page }) => {
  await signInAsNewUser(page);
  await page.setViewportSize(DESKTOP);
  await page.goto("/dashboard/settings");
  const index = page.getByRole("navigation", { name: catalogues.en.settings.sectionsLabel });
  await expect(index.getByRole("link")).toHaveText(sectionTitles("en"));
  await expect(index.getByRole("link", { name: catalogues.en.profile.title })).toHaveAttribute("aria-current", "true");

  const yourData = index.getByRole("link", { name: catalogues.en.profile.yourDataTitle });
  await yourData.click();
  await expect(page).toHaveURL(/\/dashboard\/settings#your-data$/);
  await expect(yourData).toHaveAttribute("aria-current", "true");
  await expect(index.getByRole("link", { name: catalogues.en.profile.title })).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("heading", { level: 2, name: catalogues.en.profile.yourDataTitle })).toBeInViewport();
  // The index stays in view beside the sections.
  await expect(index).toBeInViewport();
});

test("the language picker keeps the settings page", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/settings");
  await page.getByTestId("language-picker").selectOption("lt");
  await expect(page).toHaveURL(/\/lt\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.lt.settings.title);
  await page.getByTestId("language-picker").selectOption("en");
  await expect(page).toHaveURL(/localhost:\d+\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.en.settings.title);
});

test("signed-out visitors and ended sessions are sent home in their language", async ({ page, context, baseURL }) => {
  for (const [path, home] of [
    // With the way back for the sign-in (proxy.ts).
    ["/dashboard/settings", /localhost:\d+\/\?next=%2Fdashboard%2Fsettings$/],
    ["/lt/dashboard/settings", /\/lt\?next=%2Flt%2Fdashboard%2Fsettings$/],
    ["/ru/dashboard/settings", /\/ru\?next=%2Fru%2Fdashboard%2Fsettings$/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(home);
  }

  // A cookie whose session has ended: the page itself sends the visitor home and forgets the cookie.
  await context.addCookies([{ name: "confetti_session", value: "ended-session", url: baseURL! }]);
  await page.goto("/ru/dashboard/settings");
  await expect(page).toHaveURL(/\/ru$/);
  expect((await context.cookies()).some((cookie) => cookie.name === "confetti_session")).toBe(false);
});

test("the dashboard no longer carries the profile, reminders, calendar feed or your data", async ({ page }) => {
  await signInAsNewUser(page);
  await expect(visibleTestId(page, "birthdays-empty")).toBeVisible();
  for (const testId of ["profile-settings", "reminders-panel", "calendar-feed", "sessions", "your-data"]) {
    await expect(page.getByTestId(testId), testId).toHaveCount(0);
  }
});
