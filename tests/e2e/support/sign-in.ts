import { expect, type Page } from "@playwright/test";
import en from "../../../messages/en.json";
import lt from "../../../messages/lt.json";
import ru from "../../../messages/ru.json";
import { lastMailTo, signInLink } from "./mail";

export const catalogues = { en, lt, ru };
export type TestLocale = keyof typeof catalogues;
export const homePath: Record<TestLocale, string> = { en: "/", lt: "/lt", ru: "/ru" };

let addressCounter = 0;
/** A new address per test: the database lives for the whole run. */
export const newAddress = (label: string) => `${label}-${Date.now()}-${addressCounter++}@example.com`;

/** Opens the sign-in dialog and asks for a link, as a visitor would. */
export async function askForLink(page: Page, locale: TestLocale, email: string, mode: "login" | "register") {
  const t = catalogues[locale];
  await page.goto(homePath[locale]);
  await page.getByTestId("header-login").click();
  const dialog = page.getByRole("dialog", { name: t.authDialog.loginTitle });
  if (mode === "register") await dialog.getByRole("button", { name: t.authDialog.switchToRegister }).click();
  await page.getByLabel(t.authDialog.emailLabel).fill(email);
  await page
    .getByRole("button", { name: mode === "register" ? t.authDialog.sendRegisterLink : t.authDialog.sendLoginLink })
    .click();
  await expect(page.getByRole("dialog", { name: t.authDialog.sentTitle })).toContainText(email);
}

/** Signs a new user in through the e-mailed link and waits for the dashboard. */
export async function signInAsNewUser(page: Page, locale: TestLocale = "en"): Promise<string> {
  const email = newAddress("user");
  await askForLink(page, locale, email, "register");
  await page.goto(signInLink(await lastMailTo(page.request, email)));
  await page.getByTestId("confirm-sign-in").click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  return email;
}

/**
 * An element by test id, among the visible ones only. Right after a page
 * loads, React may still hold a hidden copy of streamed dashboard content
 * (seen in CI: two matches for a moment); a person sees only one.
 */
export function visibleTestId(page: Page, testId: string) {
  return page.getByTestId(testId).filter({ visible: true });
}
