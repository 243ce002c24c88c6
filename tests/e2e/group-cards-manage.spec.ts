import { expect, test, type Locator, type Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../../lib/i18n/locales";
import { THEME_COOKIE, THEME_STORAGE_KEY } from "../../lib/site/theme";
import en from "../../messages/en.json";
import lt from "../../messages/lt.json";
import { lastMailTo } from "./support/mail";
import { expectFits, seriousAxeViolations } from "./support/page-checks";
import { newAddress, signInAsNewUser } from "./support/sign-in";

/**
 * Presses a button of the creator's panel until its dialog shows: the panel
 * is a chunk of its own, and a press before it has loaded does nothing.
 */
async function openOnPress(button: Locator, dialog: Locator) {
  await expect(async () => {
    await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

// The creator's panel on /group-cards/{slug}: statuses, invite more (the
// e-mail arrives), revoke, publish, edit, arrange, delete; at 360 px and on
// a desktop, in the dark and light themes.

const t = en.groupCards.manage;

/** A card of the signed-in user's with two invitees and two messages of the creator's, made through the API. */
async function makeCard(page: Page) {
  const invitees = [newAddress("bob"), newAddress("carol")];
  const response = await page.request.post("/api/group-cards", {
    data: {
      recipientName: "Rita",
      recipientBirthday: `${new Date().getFullYear() + 1}-03-14`,
      title: "Rita's 40th",
      description: "Let's make her smile.",
      theme: "ocean",
      invitedContributors: invitees.join(", "),
      initiatorName: "Ann",
    },
  });
  expect(response.status()).toBe(201);
  const card = (await response.json()) as { id: number; slug: string };
  for (const content of ["First from Ann", "Second from Ann"]) {
    const added = await page.request.post(`/api/group-cards/${card.id}/contributions`, {
      data: { contributorName: "Ann", contributorEmail: "ignored@example.com", content, type: "text" },
    });
    expect(added.status()).toBe(201);
  }
  return { ...card, invitees };
}

const row = (page: Page, email: string) => page.getByTestId("invitation-row").filter({ hasText: email });
const statusOf = (page: Page, email: string) => row(page, email).getByTestId("invitation-status");

async function checkPage(page: Page, screen: string) {
  await expectFits(page, screen);
  expect(await seriousAxeViolations(page), screen).toEqual([]);
}

for (const [name, viewport] of [
  ["360 px", { width: 360, height: 740 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test(`the creator manages a card at ${name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signInAsNewUser(page);
    const card = await makeCard(page);
    const [bob, carol] = card.invitees as [string, string];

    await page.goto(`/group-cards/${card.slug}`);
    const panel = page.getByTestId("creator-panel");
    await expect(panel.getByRole("heading", { name: t.heading })).toBeVisible();
    await expect(panel.getByTestId("card-status-badge")).toHaveText(t.status.draft);
    await expect(statusOf(page, bob)).toHaveText(t.invitations.statuses.pending);
    await expect(statusOf(page, carol)).toHaveText(t.invitations.statuses.pending);
    await expect(panel.getByTestId("invitations-section")).toContainText("2 invited · no one has added a message yet");
    // Just sent: the resend waits an hour.
    await expect(row(page, bob).getByTestId("invitation-resend")).toHaveAttribute("aria-disabled", "true");
    await expect(row(page, bob).getByTestId("invitation-resend-from")).toContainText("can resend in");
    await checkPage(page, `${name}, dark`);

    // Invite one more: the e-mail reaches them with the card's link.
    const dave = newAddress("dave");
    await panel.getByTestId("invite-more").click();
    const invite = page.getByRole("dialog", { name: t.invite.title });
    await invite.getByLabel(t.invite.emails).fill(`${dave}\n${bob}`);
    await invite.getByRole("button", { name: t.invite.send }).click();
    const results = invite.getByTestId("invite-results");
    await expect(results.locator('[data-outcome="invited"]')).toContainText(dave);
    await expect(results.locator('[data-outcome="recentlySent"]')).toContainText(bob);
    await expectFits(page, `${name}, invite results`);
    const mail = await lastMailTo(page.request, dave);
    expect(mail.links.some((link) => link.includes(`/group-cards/${card.slug}?invite=`))).toBe(true);
    await invite.getByTestId("invite-more-done").click();
    await expect(statusOf(page, dave)).toHaveText(t.invitations.statuses.pending);

    // Revoke Carol's invitation, after the confirmation.
    await row(page, carol).getByTestId("invitation-revoke").click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(carol);
    await confirm.getByRole("button", { name: t.invitations.revokeConfirm }).click();
    await expect(statusOf(page, carol)).toHaveText(t.invitations.statuses.revoked);
    await expect(row(page, carol).getByTestId("invitation-revoke")).toHaveCount(0);

    // Publish (it delivers the card: asked first), and back.
    await panel.getByRole("button", { name: t.status.publish }).click();
    const publish = page.getByRole("alertdialog", { name: t.status.publishTitle });
    await expect(publish).toContainText(t.status.publishDescription);
    await checkPage(page, `publish confirmation at ${name}`);
    await publish.getByRole("button", { name: t.status.publishConfirm }).click();
    await expect(panel.getByTestId("card-status-badge")).toHaveText(t.status.published);
    await expect(panel.getByText(t.status.publishedHint)).toBeVisible();

    // Arrange: the second message first.
    const arrange = panel.getByTestId("arrange-section");
    await arrange.locator("summary").click();
    await arrange.getByRole("button", { name: "Move the message from Ann down" }).first().click();
    await arrange.getByTestId("arrange-save").click();
    await expect(arrange.getByTestId("arrange-save")).toHaveCount(0);
    const view = await page.request.get(`/api/group-cards/slug/${card.slug}`);
    const contents = ((await view.json()) as { contributions: { content: string }[] }).contributions.map(
      ({ content }) => content,
    );
    expect(contents).toEqual(["Second from Ann", "First from Ann"]);

    // Edit the title (the form starts from the card; an empty title is refused).
    const edit = page.getByRole("dialog", { name: t.edit.title });
    await openOnPress(panel.getByTestId("edit-card"), edit);
    const title = edit.getByLabel(t.edit.cardTitle);
    await expect(title).toHaveValue("Rita's 40th");
    await title.fill("");
    await edit.getByRole("button", { name: t.edit.save }).click();
    await expect(edit.getByText(en.validation.cardTitleRequired)).toBeVisible();
    await expectFits(page, `${name}, edit dialog`);
    await title.fill("Rita turns 40");
    await edit.getByTestId("theme-option-sunset").click();
    await expect(edit.getByRole("radio", { name: en.groupCards.themes.sunset })).toBeChecked();
    await edit.getByRole("button", { name: t.edit.save }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rita turns 40");

    // The light theme passes the same checks.
    await page.context().addCookies([{ name: THEME_COOKIE, value: "light", url: new URL(page.url()).origin }]);
    await page.evaluate((key) => localStorage.setItem(key, "light"), THEME_STORAGE_KEY);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/light/);
    await checkPage(page, `${name}, light`);

    // Delete the card: the confirmation names it; then My group cards.
    await panel.getByTestId("delete-card").click();
    const remove = page.getByRole("alertdialog");
    await expect(remove).toContainText("Delete “Rita turns 40”?");
    await remove.getByRole("button", { name: t.delete.confirm }).click();
    await expect(page).toHaveURL(/\/my-group-cards$/);
    expect((await page.request.get(`/api/group-cards/slug/${card.slug}`)).status()).toBe(404);
  });
}

test("on a Lithuanian page at 360 px, the creator moves the delivery to the day before, in lists of Lithuanian months", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewUser(page);
  const card = await makeCard(page);
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: "lt", domain: hostname, path: "/" }]);
  await page.goto(`/group-cards/${card.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "lt");
  const year = new Date().getFullYear() + 1;
  const summary = page.getByTestId("delivery-summary");
  await expect(summary).toContainText(`${year} m. kovo 14 d.`);

  const edit = page.getByRole("dialog", { name: lt.groupCards.manage.edit.title });
  await openOnPress(page.getByTestId("edit-card"), edit);
  const delivery = edit.getByTestId("delivery-date");
  const onBirthday = delivery.getByRole("checkbox", { name: lt.groupCards.delivery.fields.onBirthday });
  await expect(onBirthday).toBeChecked();
  await onBirthday.click();
  // The lists start at the card's day, in the page's language (a browser's date input would write mm/dd/yyyy).
  const month = delivery.getByRole("combobox", { name: lt.groupCards.manage.edit.month });
  const day = delivery.getByRole("combobox", { name: lt.groupCards.manage.edit.day });
  await expect(month).toHaveText("Kovas");
  await expect(day).toHaveText("14");
  await expect(delivery.getByRole("combobox", { name: lt.groupCards.manage.edit.year })).toHaveText(String(year));
  await day.click();
  await page.getByRole("option", { name: "13", exact: true }).click();
  await expect(day).toHaveText("13");
  await expectFits(page, "lt, edit dialog with the delivery lists");
  await edit.getByRole("button", { name: lt.groupCards.manage.edit.save }).click();
  await expect(edit).toBeHidden();
  await expect(summary).toContainText(`${year} m. kovo 13 d.`);
  const view = await page.request.get(`/api/group-cards/slug/${card.slug}`);
  expect(((await view.json()) as { delivery: { deliveryDate: string } }).delivery.deliveryDate).toBe(`${year}-03-13`);
});
