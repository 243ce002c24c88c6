import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json";
import { awaitLink, lastMailTo, signInLink, type ReceivedMail } from "./support/mail";
import { askForLink, signInAsNewUser, visibleTestId } from "./support/sign-in";

// Issue 10 items 11 and 12 from the settings page: download your data,
// delete the account through the e-mailed link, sign out everywhere.

const PHONE = { width: 360, height: 800 };

/** The toast on top: older ones stay in the DOM behind it for a moment. */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

const deletionLink = (mail: ReceivedMail) => mail.links.find((url) => url.includes("/account/delete?token="));
const signInLinkIfAny = (mail: ReceivedMail) => mail.links.find((url) => url.includes("/auth/confirm?token="));

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("download my data, then delete the account by the e-mailed link; the same address later starts afresh", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = await signInAsNewUser(page);
    const added = await page.request.post("/api/birthdays", {
      data: { name: "Ona Export", date: "1990-07-15", birthYear: 1990, notes: "Likes tulips" },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await expect(visibleTestId(page, "birthday-list")).toContainText("Ona Export");

    // The download: a plain link, saved by the browser as a JSON file.
    await page.goto("/dashboard/settings");
    const section = visibleTestId(page, "your-data");
    await section.scrollIntoViewIfNeeded();
    await expectNoSideways(page);
    const [download] = await Promise.all([page.waitForEvent("download"), section.getByTestId("data-download").click()]);
    expect(download.suggestedFilename()).toMatch(/^confetti-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile.email).toBe(email);
    expect(data.birthdays).toEqual([
      expect.objectContaining({ name: "Ona Export", birthYear: 1990, notes: "Likes tulips" }),
    ]);
    expect(data.birthdays[0].date).toContain("07-15");

    // Asking for the deletion link: a confirmation first, then a toast.
    await section.getByTestId("delete-account").click();
    const confirm = page.getByRole("alertdialog", { name: en.profile.deleteAccountTitle });
    await expect(confirm).toContainText(email);
    await expect(confirm).toContainText(en.account.deleteWhatGoes);
    const box = (await confirm.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await confirm.getByRole("button", { name: en.profile.deleteAccountConfirm }).click();
    await expect(frontToast(page)).toContainText(`We sent a link to ${email}`);

    // The link only shows what goes; the button deletes.
    const link = await awaitLink(page.request, email, deletionLink);
    expect((await lastMailTo(page.request, email)).subject).toBe(en.emails.accountDeletion.subject);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: en.account.deleteTitle })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(en.account.deleteWhatGoes)).toBeVisible();
    await expectNoSideways(page);
    await page.getByTestId("confirm-account-deletion").click();

    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(frontToast(page)).toContainText(en.flags.accountDeletedTitle);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    // The link was used up with the account.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: en.account.deleteLinkInvalidTitle })).toBeVisible();

    // Signing up again with the same address: a new, empty account.
    await askForLink(page, "en", email, "register");
    await page.goto(await awaitLink(page.request, email, signInLinkIfAny));
    await page.getByTestId("confirm-sign-in").click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(visibleTestId(page, "birthdays-empty")).toBeVisible();
    await page.goto("/dashboard/settings");
    await expect(visibleTestId(page, "profile-birthday")).toHaveText(en.profile.notSet);
    const fresh = await (await page.request.get("/api/auth/data-export")).json();
    expect(fresh.birthdays).toEqual([]);
  });
});

test("sign out everywhere from one browser signs out the other too", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = await signInAsNewUser(page);

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await askForLink(otherPage, "en", email, "login");
    await otherPage.goto(signInLink(await lastMailTo(otherPage.request, email)));
    await otherPage.getByTestId("confirm-sign-in").click();
    await expect(otherPage).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

    await page.goto("/dashboard/settings");
    await visibleTestId(page, "sign-out-everywhere").click();
    const confirm = page.getByRole("alertdialog", { name: en.profile.signOutEverywhereTitle });
    await confirm.getByRole("button", { name: en.profile.signOutEverywhere }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(frontToast(page)).toContainText(en.profile.signOutEverywhereDone);
    await expect(page.getByTestId("header-login")).toBeVisible();

    // The other browser still holds its cookie, but its session is gone.
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL((url) => url.pathname === "/");
    await expect(otherPage.getByTestId("header-login")).toBeVisible();
  } finally {
    await other.close();
  }
});
