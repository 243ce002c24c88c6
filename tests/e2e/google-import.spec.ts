import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { fakeGoogleUrl } from "../support/e2e-environment.mjs";
import { dayFromToday } from "./support/dates";
import { catalogues, signInAsNewUser, visibleTestId, type TestLocale } from "./support/sign-in";

// Issue 14: importing birthdays from Google Contacts through the popup,
// against a fake Google (tests/support/fake-google-server.mjs) that consents
// or refuses as the test asks.

const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

/** Contacts whose birthdays come in the next days (so the home shows them), one without a birthday. */
function contacts() {
  const soon = (offset: number) => {
    const { month, day } = dayFromToday("UTC", offset);
    return [{ date: { year: 1990, month, day }, metadata: { primary: true } }];
  };
  const person = (id: string, name: string, birthdays?: unknown) => ({
    resourceName: `people/${id}`,
    names: [{ displayName: name, metadata: { primary: true } }],
    ...(birthdays ? { birthdays } : {}),
  });
  return [person("c1", "Rūta Google", soon(2)), person("c2", "Пётр Контакт", soon(3)), person("c3", "Nobody Dated")];
}

async function fakeGoogle(request: APIRequestContext, consent: "allow" | "access_denied" | "invalid_client") {
  await request.delete(`${fakeGoogleUrl}/__test/state`);
  await request.put(`${fakeGoogleUrl}/__test/contacts`, { data: { contacts: contacts() } });
  await request.post(`${fakeGoogleUrl}/__test/consent`, { data: { outcome: consent } });
}

/** Clicks the card's button and returns the popup it opens. */
async function openPopup(page: Page, locale: TestLocale) {
  const t = catalogues[locale].googleImport;
  const card = visibleTestId(page, "google-import-card");
  await expect(card).toContainText(t.cardTitle);
  const popupOpened = page.waitForEvent("popup");
  // Registered before the click: the hops through Google take milliseconds.
  const callback = page.context().waitForEvent("response", (response) => new URL(response.url()).pathname.endsWith("/auth-callback"));
  // Not every test waits for it (one never lets the popup reach Google).
  void callback.catch(() => undefined);
  await card.getByRole("button", { name: t.cardAction }).click();
  const popup = await popupOpened;
  return { card, popup, callback };
}

for (const { locale, width } of [
  { locale: "en", width: 1280 },
  { locale: "lt", width: 360 },
  { locale: "ru", width: 1280 },
] as const) {
  test(`imports from the dashboard card through the popup (${locale}, ${width} px)`, async ({ page }) => {
    const t = catalogues[locale].googleImport;
    await page.setViewportSize({ width, height: 800 });
    await signInAsNewUser(page, locale);
    await fakeGoogle(page.request, "allow");
    // The import waits a moment, so the page's importing state can be seen.
    await page.context().route("**/api/google/import-contacts", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    const { card, popup, callback: callbackResponse } = await openPopup(page, locale);
    await expect(card.getByRole("button", { name: t.importing })).toBeDisabled();
    const callback = await callbackResponse;
    expect(callback.headers()["referrer-policy"]).toBe("no-referrer");
    expect(new URL(callback.url()).searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(popup.getByTestId("auth-callback")).toHaveAttribute("data-phase", "importing");
    await expect(popup.getByRole("heading", { name: t.importingTitle })).toBeVisible();
    // The ticket leaves the address bar at once.
    await expect.poll(() => new URL(popup.url()).search).toBe("");
    await expect(popup.getByTestId("auth-callback")).toHaveAttribute("data-phase", "success");
    await expect(popup.getByRole("button", { name: t.closeWindow })).toBeVisible();
    await popup.waitForEvent("close", { timeout: 5_000 });

    await expect(frontToast(page)).toContainText(t.successTitle);
    await expect(page.getByTestId("google-import-card")).toHaveCount(0);
    const list = visibleTestId(page, "birthday-list");
    await expect(list).toContainText("Rūta Google");
    await expect(list).toContainText("Пётр Контакт");
    await expect(list).not.toContainText("Nobody Dated");
    // Importing again stays one press away, beside Import and Export.
    await expect(visibleTestId(page, "google-import-menu")).toContainText(t.menuAction);
  });
}

test("denied consent shows its text and ends the import (lt)", async ({ page }) => {
  const t = catalogues.lt.googleImport;
  await signInAsNewUser(page, "lt");
  await fakeGoogle(page.request, "access_denied");
  const { card, popup } = await openPopup(page, "lt");
  const callback = popup.getByTestId("auth-callback");
  await expect(callback).toHaveAttribute("data-phase", "error");
  await expect(callback.getByRole("heading", { name: t.errorTitle })).toBeVisible();
  await expect(callback).toContainText(t.errorDenied);
  await expect(frontToast(page)).toContainText(t.errorTitle);
  await expect(card.getByRole("button", { name: t.cardAction })).toBeEnabled();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: t.closeWindow }).click();
  await closed;
  await expect(visibleTestId(page, "google-import-card")).toBeVisible();
});

test("invalid_client shows the configuration error (ru)", async ({ page }) => {
  const t = catalogues.ru.googleImport;
  await signInAsNewUser(page, "ru");
  await fakeGoogle(page.request, "invalid_client");
  const { card, popup } = await openPopup(page, "ru");
  const callback = popup.getByTestId("auth-callback");
  await expect(callback.getByRole("heading", { name: t.configErrorTitle })).toBeVisible();
  await expect(callback).toContainText(t.configErrorDescription);
  await expect(frontToast(page)).toContainText(t.errorTitle);
  await expect(card.getByRole("button", { name: t.cardAction })).toBeEnabled();
});

test("closing the popup ends the importing state", async ({ page }) => {
  const t = catalogues.en.googleImport;
  await signInAsNewUser(page, "en");
  await fakeGoogle(page.request, "allow");
  // Held before Google, so the person can close the window mid-way.
  await page.context().route("**/api/google/start", () => undefined);
  const { card, popup } = await openPopup(page, "en");
  await expect(card.getByRole("button", { name: t.importing })).toBeDisabled();
  await popup.close();
  await expect(card.getByRole("button", { name: t.cardAction })).toBeEnabled();
  await expect(page.getByTestId("google-import-card")).toBeVisible();
});

test("signed out, /auth-callback goes home", async ({ page }) => {
  await page.goto("/lt/auth-callback?token=abc");
  await expect(page).toHaveURL(/\/lt$/);
});
