import { expect, type BrowserContext, type Page } from "@playwright/test";
import en from "../../../messages/en.json";
import lt from "../../../messages/lt.json";
import ru from "../../../messages/ru.json";
import { baseURL } from "../../support/e2e-environment.mjs";
import { localizedPath } from "../../../lib/i18n/locales";
import { seedSignedInUser } from "../../support/seed.mjs";
import { appDatabaseUrl } from "./database";

export const catalogues = { en, lt, ru };
export type TestLocale = keyof typeof catalogues;
export const homePath: Record<TestLocale, string> = { en: "/", lt: "/lt", ru: "/ru" };

let addressCounter = 0;
/** A new address per test: the database lives for the whole run. */
export const newAddress = (label: string) => `${label}-${Date.now()}-${addressCounter++}@example.com`;

const clientAddresses = new WeakMap<BrowserContext, string>();
let clientCounter = 0;
/**
 * Gives the page's browser an address of its own, as a proxy in front of the
 * app would report it (the test server trusts one: playwright.config.ts).
 * Sign-in links are limited per address (30 an hour), and a run signs in
 * more people than that from this one machine.
 */
export async function asOwnClient(page: Page) {
  const context = page.context();
  if (clientAddresses.has(context)) return;
  const address = `198.18.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
  clientCounter++;
  clientAddresses.set(context, address);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
}

/** Opens the sign-in dialog and asks for a link, as a visitor would. */
export async function askForLink(page: Page, locale: TestLocale, email: string, mode: "login" | "register") {
  const t = catalogues[locale];
  await asOwnClient(page);
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

/**
 * A new user, signed in as the e-mailed link would leave them: an account in
 * the page's language and the browser's time zone, a session in the database
 * and its cookie in the browser, on the dashboard. Only the sign-in specs go
 * through the e-mail; everyone else starts here.
 */
export async function signInAsNewUser(page: Page, locale: TestLocale = "en"): Promise<string> {
  const email = newAddress("user");
  await asOwnClient(page);
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const cookie = await seedSignedInUser(await appDatabaseUrl(), { email, locale, timeZone });
  const [name, value] = cookie.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  await page.goto(localizedPath(locale, "/dashboard"));
  await expect(page).toHaveURL(/\/dashboard$/);
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
