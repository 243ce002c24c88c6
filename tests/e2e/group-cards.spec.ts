import { expect, test, type Browser, type Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../../lib/i18n/locales";
import { awaitLink } from "./support/mail";
import { catalogues, newAddress, signInAsNewUser } from "./support/sign-in";

// Issue 12's whole story in one run, as the people in it would live it: the
// creator makes a card from a saved birthday for two invitees; the first,
// signed out, follows the invitation and writes two lines at once; the
// second, signed in with another address, is told which address was invited
// and may write as it; a stranger may only read; the creator sees
// both invitations' statuses, removes a message, publishes, and finds the card
// Published with the right count in My group cards; the card reads in
// Lithuanian and Russian. The pages' details are in group-cards-*.spec.ts.

const en = catalogues.en;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A tab of its own (no cookies) at a width. */
async function freshTab(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, timezoneId: "UTC" });
  return context.newPage();
}

/** The toast on top: older ones stay in the DOM behind it for a moment. */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

const inviteLinkFor = (page: Page, address: string) =>
  awaitLink(page.request, address, (mail) => mail.links.find((link) => link.includes("/group-cards/") && link.includes("invite=")));

test("a group card from a saved birthday to Published, with every kind of visitor", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const creator = await freshTab(browser, baseURL!, DESKTOP);
  await signInAsNewUser(creator);
  expect((await creator.request.post("/api/birthdays", { data: { name: "Rita Vaitkutė", date: "1986-12-05" } })).status()).toBe(201);

  // The creator picks Rita from the saved birthdays and invites two people.
  const one = newAddress("invitee-one");
  const two = newAddress("invitee-two");
  const t = en.groupCards.create;
  await creator.goto("/create-group-card");
  await creator.getByRole("button", { name: t.start }).click();
  const form = creator.getByRole("dialog", { name: t.dialogTitle });
  await form.getByTestId("contact-picker").click();
  await creator.getByTestId("contact-option").filter({ hasText: "Rita Vaitkutė" }).click();
  await expect(form.getByRole("textbox", { name: t.recipientName })).toHaveValue("Rita Vaitkutė");
  await form.getByRole("textbox", { name: t.yourName }).fill("Ann");
  await form.getByRole("textbox", { name: t.cardTitle }).fill("Rita's birthday");
  await form.getByRole("textbox", { name: t.invitees }).fill(`${one}, ${two}`);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(creator).toHaveURL(/\/group-cards\/rita-s-birthday-[a-z0-9]+$/);
  const cardPath = new URL(creator.url()).pathname;

  // Invitee one, signed out on a phone: the invitation's link opens the card with the dialog ready.
  const guest = await freshTab(browser, baseURL!, PHONE);
  await guest.goto(await inviteLinkFor(creator, one));
  await expect(guest).toHaveURL(new RegExp(`${cardPath}$`));
  const dialog = guest.getByTestId("message-dialog");
  await expect(dialog.getByTestId("message-email")).toHaveValue(one);
  await dialog.getByTestId("message-name").fill("Ona");
  await dialog.getByTestId("message-content").fill("Happy birthday, Rita!\nSee you on Saturday.");
  await dialog.getByTestId("message-submit").click();
  await expect(frontToast(guest)).toContainText(en.groupCards.addMessage.added);
  expect(await guest.getByTestId("card-message").locator("blockquote").innerText()).toBe("Happy birthday, Rita!\nSee you on Saturday.");
  await guest.context().close();

  // Invitee two's link, opened while signed in as someone else: the invited address is named, the choice theirs.
  const other = await freshTab(browser, baseURL!, PHONE);
  await signInAsNewUser(other);
  await other.goto(await inviteLinkFor(creator, two));
  await expect(other.getByTestId("mismatch-notice")).toContainText(two);
  await expect(other.getByTestId("write-as-invited")).toBeVisible();
  await expect(other.getByTestId("add-message")).toHaveCount(0);
  await other.context().close();

  // A stranger with the bare link is told, in one notice, that the card is
  // being prepared (the surprise guard): no messages before delivery.
  const stranger = await freshTab(browser, baseURL!, PHONE);
  await stranger.goto(cardPath);
  await expect(stranger.getByTestId("preparing-notice")).toContainText(en.groupCards.card.preparingTitle);
  await expect(stranger.getByTestId("read-only-notice")).toHaveCount(0);
  await expect(stranger.getByTestId("card-message")).toHaveCount(0);
  await stranger.context().close();

  // The creator: both statuses, a message of their own removed, the card published.
  const manage = en.groupCards.manage;
  await creator.getByTestId("add-message").click();
  const own = creator.getByTestId("message-dialog");
  await own.getByTestId("message-content").fill("A message to take back");
  await own.getByTestId("message-submit").click();
  await expect(creator.getByTestId("card-message")).toHaveCount(2);
  const status = (address: string) =>
    creator.getByTestId("invitation-row").filter({ hasText: address }).getByTestId("invitation-status");
  await expect(status(one)).toHaveText(manage.invitations.statuses.contributed);
  await expect(status(two)).toHaveText(manage.invitations.statuses.pending);
  await creator.getByTestId("card-message").filter({ hasText: "A message to take back" }).getByTestId("delete-message").click();
  await creator.getByTestId("delete-message-confirm").getByRole("button", { name: en.groupCards.card.deleteMessage }).click();
  await expect(creator.getByTestId("card-message")).toHaveCount(1);
  const panel = creator.getByTestId("creator-panel");
  await panel.getByRole("button", { name: manage.status.publish }).click();
  await creator.getByRole("alertdialog", { name: manage.status.publishTitle }).getByRole("button", { name: manage.status.publishConfirm }).click();
  await expect(panel.getByTestId("card-status-badge")).toHaveText(manage.status.published);

  // My group cards: Published, one message.
  await creator.goto("/my-group-cards");
  const listed = creator.getByTestId("my-card").filter({ hasText: "Rita's birthday" });
  await expect(listed.getByTestId("my-card-status")).toHaveText(en.groupCards.myCards.published);
  await expect(listed.getByTestId("my-card-messages")).toHaveText("1 message");

  // The card in the visitor's chosen language (the group-card pages have no prefix).
  const { hostname } = new URL(baseURL!);
  const reader = await freshTab(browser, baseURL!, PHONE);
  for (const locale of ["lt", "ru"] as const) {
    await reader.context().addCookies([{ name: LOCALE_COOKIE, value: locale, domain: hostname, path: "/" }]);
    await reader.goto(cardPath);
    await expect(reader.locator("html")).toHaveAttribute("lang", locale);
    // Published, the card is delivered and takes no new messages: the reader is told so, not how to be invited.
    await expect(reader.getByTestId("closed-notice")).toContainText(catalogues[locale].groupCards.card.closedTitle);
    await expect(reader.getByTestId("read-only-notice")).toHaveCount(0);
    // The link's preview, in the card's language, no longer asks for messages.
    await expect(reader.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      en.groupCards.card.metaDescriptionDelivered.replace("{name}", "Rita Vaitkutė"),
    );
    await expect(reader.getByTestId("card-preview")).toContainText(catalogues[locale].groupCards.preview.for.replace("{name}", "Rita Vaitkutė"));
  }
  await reader.context().close();
  await creator.context().close();
});
