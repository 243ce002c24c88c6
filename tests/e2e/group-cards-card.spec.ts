import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../../lib/i18n/locales";
import en from "../../messages/en.json";
import lt from "../../messages/lt.json";
import ru from "../../messages/ru.json";
import { seedGroupCard, seedSignedInUser } from "../support/seed.mjs";
import { appDatabaseUrl } from "./support/database";
import { awaitLink, lastMailTo, signInLink } from "./support/mail";
import { expectPageChecks } from "./support/page-checks";
import { newAddress, signInAsNewUser } from "./support/sign-in";

// Issue 12, the card pages (/group-cards/{slug}, /group-card/{id}): what a
// visitor, the creator, an invitee who is not signed in and someone signed in
// with another address see and can do, the 404s, and the card in Lithuanian
// and Russian (decision 034).

const texts = en.groupCards;
const WIDTHS = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** The toast on top: older ones stay in the DOM behind it for a moment. */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

type Card = { id: number; slug: string; path: string; creator: string; invitees: [string, string]; inviteLinks: [string, string] };

/**
 * A creator signed in in `page`, and their card with two invitees, made
 * through the API; the invitation links from the e-mails. `surpriseGuard`
 * as the create form sends it (on unless said otherwise, decision 042).
 */
async function makeCard(page: Page, { surpriseGuard = true } = {}): Promise<Card> {
  const creator = await signInAsNewUser(page);
  const invitees: [string, string] = [newAddress("invitee-one"), newAddress("invitee-two")];
  const response = await page.request.post("/api/group-cards", {
    data: {
      recipientName: "Rita",
      recipientBirthday: "2026-12-05",
      title: "Rita's 40th",
      description: "Let's make her smile.",
      theme: "sunset",
      invitedContributors: invitees,
      initiatorName: "Ann Creator",
      surpriseGuard,
    },
  });
  expect(response.status()).toBe(201);
  const { id, slug } = (await response.json()) as { id: number; slug: string };
  const invite = (email: string) =>
    awaitLink(page.request, email, (mail) => mail.links.find((link) => link.includes("/group-cards/") && link.includes("invite=")));
  return {
    id,
    slug,
    path: `/group-cards/${slug}`,
    creator,
    invitees,
    inviteLinks: [await invite(invitees[0]), await invite(invitees[1])],
  };
}

/** A tab of its own (no cookies), at a width. */
async function freshPage(browser: Browser, baseURL: string, size: { width: number; height: number } = WIDTHS[0]) {
  const context = await browser.newContext({ baseURL, viewport: size, timezoneId: "UTC" });
  return context.newPage();
}

for (const size of WIDTHS) {
  test(`a visitor reads the card, the creator adds, edits and deletes a message (${size.width} px)`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    // Shared openly, so a visitor reads it (the guard's "being prepared" is group-cards.spec.ts's).
    const card = await makeCard(page, { surpriseGuard: false });

    // Signed out, without an invitation: the card read-only, no address anywhere in the page.
    const visitor = await freshPage(browser, baseURL!, size);
    const answer = await visitor.goto(card.path);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    const html = await answer!.text();
    for (const address of [card.creator, ...card.invitees]) expect(html).not.toContain(address);
    await expect(visitor).toHaveTitle(`Rita's 40th — a group card for Rita`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Rita's 40th" })).toBeVisible();
    await expect(visitor.getByTestId("card-preview")).toContainText("For Rita");
    await expect(visitor.getByTestId("card-preview")).toContainText("Saturday, December 5");
    await expect(visitor.getByTestId("card-preview")).toContainText(texts.preview.noMessages);
    await expect(visitor.getByTestId("read-only-notice")).toContainText(texts.card.readOnlyTitle);
    await expect(visitor.getByTestId("add-message")).toHaveCount(0);
    await expect(visitor.getByTestId("card-brand")).toHaveAttribute("href", "/");
    await expectPageChecks(visitor, `card as a visitor at ${size.width} px`);
    await visitor.context().close();

    // The creator: Add Message, a message of two lines keeps its line break.
    await page.goto(card.path);
    await expect(page.getByTestId("card-brand")).toHaveAttribute("href", "/dashboard");
    await expect(page.getByTestId("read-only-notice")).toHaveCount(0);
    await page.getByTestId("add-message").click();
    const dialog = page.getByTestId("message-dialog");
    await expect(dialog.getByRole("heading", { name: texts.addMessage.title })).toBeVisible();
    await expect(dialog.getByTestId("message-name")).toHaveValue("Ann Creator");
    await expect(dialog.getByTestId("message-email")).toHaveValue(card.creator);
    await expect(dialog.getByTestId("message-email")).toHaveAttribute("readonly", "");
    await expectPageChecks(page, `Add Message dialog at ${size.width} px`);
    await dialog.getByTestId("message-submit").click();
    await expect(dialog).toContainText(en.validation.messageRequired);
    await dialog.getByTestId("message-content").fill("Happy birthday, Rita!\nSee you on Saturday.");
    await dialog.getByTestId("message-submit").click();
    await expect(frontToast(page)).toContainText(texts.addMessage.added);
    await expect(dialog).toBeHidden();
    const message = page.getByTestId("card-message");
    await expect(message).toHaveCount(1);
    expect(await message.locator("blockquote").innerText()).toBe("Happy birthday, Rita!\nSee you on Saturday.");

    // Edited in the same dialog, then deleted after a confirmation.
    await message.getByTestId("edit-message").click();
    await expect(dialog.getByRole("heading", { name: texts.addMessage.editTitle })).toBeVisible();
    await dialog.getByTestId("message-content").fill("Happy birthday, dear Rita!");
    await dialog.getByTestId("message-submit").click();
    await expect(frontToast(page)).toContainText(texts.addMessage.updated);
    await expect(message.locator("blockquote")).toHaveText("Happy birthday, dear Rita!");
    await message.getByTestId("delete-message").click();
    const confirm = page.getByTestId("delete-message-confirm");
    await expect(confirm).toContainText(texts.card.deleteTitle);
    await confirm.getByRole("button", { name: texts.card.deleteMessage }).click();
    await expect(frontToast(page)).toContainText(texts.card.deleted);
    await expect(page.getByTestId("card-message")).toHaveCount(0);
    await expectPageChecks(page, `card as its creator at ${size.width} px`);
  });
}

test("an invitee writes straight from the invitation's link, edits after a reload, and takes the account offered", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const card = await makeCard(page);
  const [invitee] = card.invitees;

  // The link opens the card with the dialog ready, the token gone from the address.
  const guest = await freshPage(browser, baseURL!);
  await guest.goto(card.inviteLinks[0]);
  await expect(guest).toHaveURL(new RegExp(`${card.path}$`));
  const dialog = guest.getByTestId("message-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("message-email")).toHaveValue(invitee);
  await expect(dialog.getByTestId("message-email")).toHaveAttribute("readonly");
  await dialog.getByTestId("message-name").fill("Ona");
  await dialog.getByTestId("message-content").fill("Two lines\nfor you");
  await dialog.getByTestId("message-submit").click();
  await expect(frontToast(guest)).toContainText(texts.addMessage.added);
  const message = guest.getByTestId("card-message");
  await expect(message).toContainText("Ona");
  expect(await message.locator("blockquote").innerText()).toBe("Two lines\nfor you");

  // Hers after a reload too: she edits it.
  await guest.reload();
  await expect(guest.getByTestId("message-dialog")).toHaveCount(0);
  await guest.getByTestId("edit-message").click();
  await dialog.getByTestId("message-content").fill("Two lines, edited");
  await dialog.getByTestId("message-submit").click();
  await expect(guest.getByTestId("card-message").locator("blockquote")).toHaveText("Two lines, edited");
  await expectPageChecks(guest, "card as an invitee who wrote with her link");

  // The account offered: one press, the sign-in link to her address, and back on the card signed in.
  const offer = guest.getByTestId("account-offer");
  await expect(offer).toContainText(invitee);
  await offer.getByTestId("account-offer-button").click();
  await expect(offer).toContainText(texts.signInLinkSent);
  await guest.goto(signInLink(await lastMailTo(guest.request, invitee)));
  await guest.getByTestId("confirm-sign-in").click();
  await expect(guest).toHaveURL(new RegExp(`${card.path}$`));
  await expect(guest.getByTestId("account-offer")).toHaveCount(0);
  await expect(guest.getByTestId("edit-message")).toBeVisible();
  await guest.context().close();

  // The creator sees the message and may remove it (moderation), but not edit it.
  await page.goto(card.path);
  await expect(page.getByTestId("card-message")).toContainText("Two lines");
  await expect(page.getByTestId("edit-message")).toHaveCount(0);
  await expect(page.getByTestId("delete-message")).toHaveCount(1);
});

test("someone signed in with another address sees whose invitation it is, and writes as it only when they choose", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const card = await makeCard(page);
  const other = await freshPage(browser, baseURL!, WIDTHS[1]);
  const otherEmail = await signInAsNewUser(other);
  await other.goto(card.inviteLinks[1]);
  await expect(other.getByTestId("message-dialog")).toHaveCount(0);
  const notice = other.getByTestId("mismatch-notice");
  await expect(notice).toContainText(card.invitees[1]);
  await expect(notice).toContainText(otherEmail);
  await expect(other.getByTestId("add-message")).toHaveCount(0);
  await expectPageChecks(other, "card with the mismatch notice");
  await notice.getByTestId("write-as-invited").click();
  const dialog = other.getByTestId("message-dialog");
  await expect(dialog.getByTestId("message-email")).toHaveValue(card.invitees[1]);
  await dialog.getByTestId("message-name").fill("Jonas");
  await dialog.getByTestId("message-content").fill("From Jonas");
  await dialog.getByTestId("message-submit").click();
  await expect(other.getByTestId("card-message")).toContainText("From Jonas");
  await other.context().close();
});

test("unknown cards are 404s; the older view is for the creator and invitees", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const path of ["/group-cards/no-such-card-k3m9x2q7v4pa1", "/group-cards/NOT%20A%20SLUG"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.card.notFoundTitle);
    await expect(page.getByTestId("group-card-not-found")).toContainText(texts.card.notFoundDescription);
  }
  await expectPageChecks(page, "card 404");

  const card = await makeCard(page);
  const stranger = await freshPage(browser, baseURL!);
  for (const path of [`/group-card/${card.id}`, "/group-card/999999999", "/group-card/abc"]) {
    const answer = await stranger.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(texts.olderView.notFoundTitle);
  }
  await stranger.context().close();

  // The creator's older view: counts, type badges, the contributor form.
  await page.setViewportSize(WIDTHS[0]);
  expect((await page.goto(`/group-card/${card.id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Rita's 40th" })).toBeVisible();
  await expect(page.getByTestId("count-messages")).toContainText("0");
  await expect(page.getByTestId("older-email")).toHaveValue(card.creator);
  await page.getByTestId("older-submit").click();
  await expect(frontToast(page)).toContainText(texts.olderView.missingTitle);
  await page.getByTestId("older-message").fill("From the older view");
  await page.getByTestId("older-submit").click();
  await expect(frontToast(page)).toContainText(texts.addMessage.added);
  const contribution = page.getByTestId("contribution");
  await expect(contribution).toContainText("From the older view");
  await expect(contribution).toContainText(texts.olderView.typeText);
  await expect(page.getByTestId("count-messages")).toContainText("1");
  await expect(page.getByTestId("count-contributors")).toContainText("1");
  await expectPageChecks(page, "older view at 360 px");
});

test("the card speaks Lithuanian and Russian, and the language picker reloads the same card", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const card = await makeCard(page);
  const visitor = await freshPage(browser, baseURL!, WIDTHS[1]);
  const { hostname } = new URL(baseURL!);
  await visitor.context().addCookies([{ name: LOCALE_COOKIE, value: "lt", domain: hostname, path: "/" }]);
  await visitor.goto(card.path);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "lt");
  await expect(visitor.getByTestId("card-preview")).toContainText("Kam: Rita");
  await expect(visitor.getByTestId("card-preview")).toContainText("gruodžio 5 d., šeštadienis");
  await expect(visitor.getByTestId("preparing-notice")).toContainText(lt.groupCards.card.preparingTitle);
  await expect(visitor.getByTestId("share-card")).toContainText(lt.groupCards.card.share);
  await expectPageChecks(visitor, "card in Lithuanian");

  await visitor.getByTestId("language-picker").selectOption("ru");
  await expect(visitor.locator("html")).toHaveAttribute("lang", "ru");
  expect(new URL(visitor.url()).pathname).toBe(card.path);
  await expect(visitor.getByTestId("card-preview")).toContainText("Кому: Rita");
  await expect(visitor.getByTestId("card-preview")).toContainText("суббота, 5 декабря");
  await expect(visitor.getByTestId("preparing-notice")).toContainText(ru.groupCards.card.preparingTitle);
  await expectPageChecks(visitor, "card in Russian");
  await visitor.context().close();
});

test("a visitor gets a long card's first messages with the page and the rest as they scroll to the end (decision 056)", async ({ browser }) => {
  const creator = newAddress("creator");
  const slug = `long-card-${randomBytes(8).toString("hex")}`;
  const creatorCookie = await seedSignedInUser(await appDatabaseUrl(), { email: creator });
  await seedGroupCard(await appDatabaseUrl(), { email: creator, slug, messages: 200 });

  const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await visitor.goto(`/group-cards/${slug}`);
  const messages = visitor.getByTestId("card-message");
  await expect(messages).toHaveCount(30);
  const topOnPage = (tile: ReturnType<Page["locator"]>) => tile.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const thirtieth = await topOnPage(messages.nth(29));

  await messages.nth(29).scrollIntoViewIfNeeded();
  await expect(messages).toHaveCount(200);
  // Added after the 30th, in the same list and in the card's order; nothing above them moved.
  expect(await topOnPage(messages.nth(29))).toBe(thirtieth);
  await expect(visitor.getByRole("list", { name: texts.preview.messages }).getByRole("listitem")).toHaveCount(200);
  await messages.last().scrollIntoViewIfNeeded();
  await expect(messages.last()).toBeInViewport();
  await expect(messages.last()).toContainText("Friend 200");
  await expect(messages.nth(30)).toContainText("Friend 31");
  await visitor.context().close();

  // Its creator, whom My group cards may send to any message, gets all of them with the page.
  const [name, value] = creatorCookie.split("=") as [string, string];
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: test.info().project.use.baseURL! }]);
  const creatorPage = await context.newPage();
  await creatorPage.goto(`/group-cards/${slug}`);
  await expect(creatorPage.getByTestId("card-message")).toHaveCount(200);
  await context.close();
});
