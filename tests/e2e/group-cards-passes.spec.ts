import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { LOCALE_COOKIE } from "../../lib/i18n/locales";
import lt from "../../messages/lt.json";
import { awaitLink, mailsTo } from "./support/mail";
import { expectPageChecks } from "./support/page-checks";
import { newAddress, signInAsNewUser } from "./support/sign-in";

// Signing a card in one step (docs/decisions/051-card-passes.md), on phones,
// in Lithuanian: the invitee writes with a photo straight from the e-mail's
// link, with no second e-mail and no account; a second person signs through
// the link the creator posts in a group chat; the creator removes one
// message; once delivered, the card offers no one a way to write.

const texts = lt.groupCards;
const PHONE = { width: 360, height: 740 };
/** The creator's note to the people signing: never Mija's to read. */
const NOTE = "Mijai antradienį 34 – pridėkite nuotrauką!";

/** A phone's tab of its own (no cookies), in Lithuanian. */
async function phoneInLithuanian(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: "Europe/Vilnius", isMobile: true, hasTouch: true });
  await context.addCookies([{ name: LOCALE_COOKIE, value: "lt", url: baseURL }]);
  return context.newPage();
}

const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

test("an invitee signs from the e-mail's link at once, a second person through the group-chat link; delivered, nobody can write", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signInAsNewUser(page, "lt");
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: "lt", url: baseURL! }]);
  const invitee = newAddress("pass-invitee");
  const created = await page.request.post("/api/group-cards", {
    data: {
      recipientName: "Mija",
      recipientBirthday: "2026-12-08",
      title: "Mijai 34",
      description: NOTE,
      greeting: "Su gimtadieniu nuo mūsų visų!",
      theme: "sunset",
      invitedContributors: [invitee],
      initiatorName: "Ona",
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const cardPath = `/group-cards/${slug}`;
  const inviteLink = await awaitLink(page.request, invitee, (mail) => mail.links.find((link) => link.includes("invite=")));

  // Screen one: the card, the dialog already open, the token gone from the address bar.
  const guest = await phoneInLithuanian(browser, baseURL!);
  await guest.goto(inviteLink);
  await expect(guest).toHaveURL(new RegExp(`${cardPath}$`));
  expect(guest.url()).not.toContain("invite");
  const dialog = guest.getByTestId("message-dialog");
  await expect(dialog).toContainText(texts.addMessage.title);
  await expect(dialog.getByTestId("message-email")).toHaveValue(invitee);
  // The creator's note is for her, the card's own words for Mija.
  await expect(guest.getByTestId("contributor-note")).toContainText(NOTE);
  await dialog.getByTestId("message-name").fill("Rūta");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#d96" } }).jpeg().toBuffer();
  await dialog.getByTestId("photo-input").setInputFiles({ name: "mija.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(dialog.getByTestId("photo-preview")).toBeVisible();
  await dialog.getByTestId("message-content").fill("Su gimtadieniu, Mija!");
  await dialog.getByTestId("message-submit").click();
  // Screen two: the message on the card, with its photo.
  await expect(frontToast(guest)).toContainText(texts.addMessage.added);
  const own = guest.getByTestId("card-message").filter({ hasText: "Rūta" });
  await expect(own.locator("img")).toHaveCount(1);
  // No second e-mail: the invitation is all she got.
  expect(await mailsTo(guest.request, invitee)).toHaveLength(1);

  // After a reload it is still hers: she edits it.
  await guest.reload();
  await own.getByTestId("edit-message").click();
  await dialog.getByTestId("message-content").fill("Su gimtadieniu, Mija! Iki šeštadienio.");
  await dialog.getByTestId("message-submit").click();
  await expect(own).toContainText("Iki šeštadienio.");
  await expect(guest.getByTestId("account-offer")).toContainText(texts.card.accountOfferTitle);
  await expectPageChecks(guest, "card in lt after writing with the invitation's link");

  // Without an account, My group cards lists the card signed on this phone, with the way back to the message.
  await guest.goto("/my-group-cards");
  const signed = guest.getByTestId("signed-cards").getByRole("listitem").filter({ hasText: "Mijai 34" });
  await expect(signed).toContainText(texts.myCards.states.open);
  await expect(guest.getByTestId("guest-cards-sign-in")).toHaveText(texts.myCards.guestSignIn);

  // The creator turns on the link for the group chat and copies it.
  await page.goto(cardPath);
  const linkPanel = page.getByTestId("contributor-link");
  await linkPanel.locator("summary").click();
  // The panel's buttons answer once its script has loaded: press until the link shows.
  await expect(async () => {
    await linkPanel.getByTestId("contributor-link-on").click({ timeout: 2_000 });
    await expect(linkPanel.getByTestId("contributor-link-url")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const chatLink = await linkPanel.getByTestId("contributor-link-url").inputValue();
  expect(chatLink).toContain(`${cardPath}?invite=`);

  // A second person from the chat writes with only a name.
  const colleague = await phoneInLithuanian(browser, baseURL!);
  await colleague.goto(chatLink);
  await expect(colleague).toHaveURL(new RegExp(`${cardPath}$`));
  const chatDialog = colleague.getByTestId("message-dialog");
  await expect(chatDialog.getByTestId("message-email")).toHaveValue("");
  await chatDialog.getByTestId("message-name").fill("Tomas");
  await chatDialog.getByTestId("message-content").fill("Linkiu daug džiaugsmo!");
  await chatDialog.getByTestId("message-submit").click();
  await expect(colleague.getByTestId("card-message").filter({ hasText: "Tomas" }).getByTestId("edit-message")).toBeVisible();

  // The creator sees it came through the link and removes it.
  await page.reload();
  const fromChat = page.getByTestId("card-message").filter({ hasText: "Tomas" });
  await expect(fromChat.getByTestId("via-link")).toHaveText(texts.card.viaLink);
  await fromChat.getByTestId("delete-message").click();
  await page.getByTestId("delete-message-confirm").getByRole("button", { name: texts.card.removeMessage }).click();
  await expect(page.getByTestId("card-message")).toHaveCount(1);

  // Delivered (published now): the birthday person's view, and the invitee's, offer no way to write.
  const panel = page.getByTestId("creator-panel");
  await panel.getByRole("button", { name: texts.manage.status.publish }).click();
  await page.getByRole("alertdialog", { name: texts.manage.status.publishTitle }).getByRole("button", { name: texts.manage.status.publishConfirm }).click();
  await expect(panel.getByTestId("card-status-badge")).toHaveText(texts.manage.status.published);
  const mia = await phoneInLithuanian(browser, baseURL!);
  await mia.goto(cardPath);
  await expect(mia.getByTestId("card-message")).toHaveCount(1);
  await expect(mia.getByTestId("add-message")).toHaveCount(0);
  await expect(mia.getByTestId("closed-notice")).toContainText(texts.card.closedTitle);
  await expect(mia.getByTestId("card-preview")).toContainText("Su gimtadieniu nuo mūsų visų!");
  await expect(mia.getByTestId("contributor-note")).toHaveCount(0);
  expect(await mia.content()).not.toContain(NOTE);
  await guest.reload();
  await expect(guest.getByTestId("add-message")).toHaveCount(0);
  await expect(guest.getByTestId("edit-message")).toHaveCount(0);
});
