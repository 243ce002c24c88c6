import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import en from "../../messages/en.json";
import { dayFromToday, isoDate } from "./support/dates";
import { mailsTo } from "./support/mail";
import { expectPageChecks } from "./support/page-checks";
import { currentSlide, presentCounter, RITAS_CAPTION, RITAS_MESSAGES } from "./support/present";
import { passAt } from "./support/reminders";
import { newAddress, signInAsNewUser } from "./support/sign-in";

// Issue 15 end to end (decisions 041, 042, 043): a card of three messages and
// a photo, for the birthday person's address, is delivered by a scheduler
// pass at its moment; the link in the birthday person's e-mail opens present
// mode without an account, on a phone and on a laptop; its last slide is the
// thank-you form, and the note written there reaches a contributor by e-mail
// and then ends present mode and shows on the card's page for everyone.

const texts = en.groupCards;
const NOTE = "Thank you all! I read every message twice.\nSee you at the lake.";
/** The card's words for Rita, and Ann's note to the people invited, which Rita never sees (decision 052). */
const GREETING = "From all of us, with love.";
const NOTE_TO_SIGNERS = "Shh, it is a surprise";
/** Cover, three messages, the photo, and the thank-you slide. */
const SLIDES = 6;

type Card = { id: number; slug: string };

let card: Card;
let contributor: string;
let creator: string;
let recipient: string;
/** The link of the birthday person's e-mail: present mode with the card's thank-you secret. */
let deliveryLink: string;


/** Presses a key of the slideshow until it has moved to `slide` (the controls listen once hydrated). */
async function pressUntil(page: Page, key: string, slide: number) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(presentCounter(page)).toHaveText(`${slide} / ${SLIDES}`, { timeout: 1_000 });
  }).toPass();
}

/** Taps Next until the last slide. */
async function tapToTheEnd(page: Page) {
  for (let slide = 2; slide <= SLIDES; slide++) {
    await expect(async () => {
      await page.getByTestId("present-next").tap();
      await expect(presentCounter(page)).toHaveText(`${slide} / ${SLIDES}`, { timeout: 1_000 });
    }).toPass();
  }
}

/** A browser of someone who is not signed in (the birthday person opening their e-mail). */
async function freshPage(browser: Browser, baseURL: string | undefined, phone: boolean) {
  const context = await browser.newContext({
    baseURL,
    ...(phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }),
  });
  return { context, page: await context.newPage() };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // Bob, who will write one of the messages.
  const bobs = await browser.newContext({ baseURL });
  const bobPage = await bobs.newPage();
  contributor = await signInAsNewUser(bobPage);

  // Ann makes the card, for the day after tomorrow at 09:00 in her zone: a moment still to come, so the scheduler owes it.
  const anns = await browser.newContext({ baseURL });
  const annPage = await anns.newPage();
  creator = await signInAsNewUser(annPage);
  recipient = newAddress("rita");
  const created = await annPage.request.post("/api/group-cards", {
    data: {
      recipientName: "Rita",
      recipientBirthday: "1986-12-05",
      title: "Rita's 40th",
      theme: "sunset",
      invitedContributors: [contributor],
      initiatorName: "Ann",
      greeting: GREETING,
      description: `${NOTE_TO_SIGNERS}: add your message by Friday.`,
      recipientEmail: recipient,
      deliveryDate: isoDate(dayFromToday("UTC", 2), dayFromToday("UTC", 2).year),
      deliveryHour: 9,
    },
  });
  expect(created.status()).toBe(201);
  card = (await created.json()) as Card;

  // Bob's message, Ann's two and her photo with a caption.
  const bobsMessage = await bobPage.request.post(`/api/group-cards/${card.id}/contributions`, {
    data: { contributorName: "Bob", contributorEmail: contributor, content: RITAS_MESSAGES[0] },
  });
  expect(bobsMessage.status()).toBe(201);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
  const uploaded = await annPage.request.post(`/api/group-cards/${card.id}/images`, {
    multipart: { file: { name: "lake.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  for (const message of [
    { contributorName: "Ona", content: RITAS_MESSAGES[1] },
    { contributorName: "Дима", content: RITAS_MESSAGES[2] },
    { contributorName: "Ann", type: "image", imageUrl: url, content: RITAS_CAPTION },
  ]) {
    const response = await annPage.request.post(`/api/group-cards/${card.id}/contributions`, { data: { contributorEmail: creator, ...message } });
    expect(response.status()).toBe(201);
  }

  // The scheduler delivers it at its moment: one pass as if then (the delivery's own clock, decision 042).
  const view = await (await annPage.request.get(`/api/group-cards/${card.id}`)).json();
  expect(view.delivery).toMatchObject({ scheduled: true, deliveredAt: null });
  const moment = new Date(view.delivery.moment as string);
  expect(moment.getTime()).toBeGreaterThan(Date.now());
  const pass = await passAt(new Date(moment.getTime() + 60_000), baseURL!);
  expect(pass.failed).toBe(0);
  // Delivered by that pass (at its clock): published and closed.
  expect((await (await annPage.request.get(`/api/group-cards/${card.id}`)).json()).card).toMatchObject({
    deliveredAt: new Date(moment.getTime() + 60_000).toISOString(),
    isPublished: true,
    messagesOpen: false,
  });

  // The birthday person's e-mail, and its link.
  await expect.poll(async () => (await mailsTo(annPage.request, recipient)).length).toBe(1);
  const [delivery] = await mailsTo(annPage.request, recipient);
  expect(delivery!.subject).toBe("Ann and friends made you a birthday card");
  deliveryLink = delivery!.links.find((link) => new URL(link).pathname === `/group-cards/${card.slug}/present`)!;
  expect(new URL(deliveryLink).searchParams.get("thanks")).toMatch(/^[0-9a-f]{32}$/);
  await Promise.all([bobs.close(), anns.close()]);
});

test("on a phone the birthday person's link opens present mode without an account, ending with the thank-you form", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page } = await freshPage(browser, baseURL, true);
  const response = await page.goto(deliveryLink);
  // The address carries the secret: it is never sent on as a Referer (to the pictures, or anywhere).
  expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page).toHaveURL(deliveryLink);
  await expect(currentSlide(page).getByRole("heading", { level: 1 })).toHaveText("Rita's 40th");
  await expect(currentSlide(page).getByTestId("present-greeting")).toHaveText(GREETING);
  expect(await page.content()).not.toContain(NOTE_TO_SIGNERS);
  await expect(presentCounter(page)).toHaveText(`1 / ${SLIDES}`);
  await expectPageChecks(page, "delivered card, cover, 360 px");

  await tapToTheEnd(page);
  await expect(currentSlide(page).getByRole("heading", { name: texts.thankYou.formTitle })).toBeVisible();
  await expect(currentSlide(page).getByTestId("thank-you-message")).toBeVisible();
  await expectPageChecks(page, "thank-you form, 360 px");
  await page.getByTestId("present-previous").tap();
  await expect(currentSlide(page).getByRole("img", { name: "Photo from Ann" })).toBeVisible();
  await context.close();
});

test("on a laptop the birthday person goes through the card by keyboard and writes the thank-you note, which reaches the contributors", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await freshPage(browser, baseURL, false);
  await page.goto(deliveryLink);
  await expect(presentCounter(page)).toHaveText(`1 / ${SLIDES}`);

  // Forward and back by the keyboard.
  await pressUntil(page, "ArrowRight", 2);
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[0]!);
  await expect(currentSlide(page)).toContainText("Bob");
  await page.keyboard.press(" ");
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[1]!);
  await page.keyboard.press("ArrowLeft");
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[2]!);
  await page.keyboard.press("ArrowRight");
  await expect(currentSlide(page)).toContainText(RITAS_CAPTION);
  await page.keyboard.press("End");
  await expect(presentCounter(page)).toHaveText(`${SLIDES} / ${SLIDES}`);
  // The secret stayed in the address while the slides changed.
  await expect(page).toHaveURL(deliveryLink);

  // Nothing written: the form says so and sends nothing.
  await page.getByTestId("thank-you-submit").click();
  await expect(currentSlide(page).getByRole("alert")).toHaveText(en.validation.thankYouRequired);
  await expect(page.getByTestId("thank-you-message")).toHaveAttribute("aria-invalid", "true");

  // Typing is the writer's: arrows, Home, space and F move no slide and open no full screen.
  const message = page.getByTestId("thank-you-message");
  await message.click();
  await page.keyboard.type("Thank you all! I read every message twice.");
  for (const key of ["ArrowLeft", "Home", "ArrowRight", "End", "PageUp", "f", "F", "p", " "]) await page.keyboard.press(key);
  await page.keyboard.press("Shift+Enter");
  await message.fill(NOTE);
  await expect(presentCounter(page)).toHaveText(`${SLIDES} / ${SLIDES}`);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(message).toHaveValue(NOTE);
  // The complaint went with the first letter typed.
  await expect(currentSlide(page).getByRole("alert")).toHaveCount(0);
  await expect(currentSlide(page)).toContainText("At most 1000 characters.");
  await page.getByTestId("thank-you-name").fill("Rita M.");
  await expectPageChecks(page, "thank-you form, 1280 px");
  await page.getByTestId("thank-you-submit").click();

  await expect(page.getByTestId("thank-you-sent")).toContainText(texts.thankYou.sentTitle);
  await expect(page.getByTestId("thank-you-sent")).toContainText("See you at the lake.");
  await expect(page.getByTestId("thank-you-sent")).toContainText("— Rita M.");

  // Bob, who wrote a message, gets the note by e-mail, once; so does Ann, who made the card; Rita does not.
  await expect.poll(async () => (await mailsTo(page.request, contributor)).filter((mail) => mail.subject.includes("says thank you")).length).toBe(1);
  const [toBob] = (await mailsTo(page.request, contributor)).filter((mail) => mail.subject.includes("says thank you"));
  expect(toBob!.subject).toBe("Rita M. says thank you for the birthday card");
  expect(toBob!.text).toContain("Thank you all! I read every message twice.");
  expect(toBob!.text).toContain("See you at the lake.");
  expect(toBob!.links).toContain(`${baseURL}/group-cards/${card.slug}`);
  expect(`${toBob!.text}${toBob!.html}`).not.toContain(recipient);
  await expect.poll(async () => (await mailsTo(page.request, creator)).filter((mail) => mail.subject.includes("says thank you")).length).toBe(1);
  expect((await mailsTo(page.request, recipient)).map((mail) => mail.subject)).toEqual(["Ann and friends made you a birthday card"]);

  // The link writes no second note: opened again, the last slide is the note itself.
  await page.reload();
  await pressUntil(page, "End", SLIDES);
  await expect(currentSlide(page).getByTestId("present-thank-you")).toContainText("Rita M. says thank you");
  await expect(currentSlide(page).getByTestId("present-thank-you")).toContainText("See you at the lake.");
  await expect(page.getByTestId("thank-you-form")).toHaveCount(0);
  await expectPageChecks(page, "thank-you note in present mode, 1280 px");
  const again = await page.request.post(`/api/group-cards/slug/${card.slug}/thank-you`, {
    data: { token: new URL(deliveryLink).searchParams.get("thanks"), message: "Once more" },
  });
  expect(again.status()).toBe(409);
  await context.close();
});

test("the note ends present mode and tops the card's page for everyone with the link, also on a phone", async ({ browser, baseURL }) => {
  const { context, page } = await freshPage(browser, baseURL, true);
  // Without the secret, present mode shows the note (no form), as anyone with the card's link sees it.
  await page.goto(`/group-cards/${card.slug}/present`);
  await expect(presentCounter(page)).toHaveText(`1 / ${SLIDES}`);
  await tapToTheEnd(page);
  await expect(currentSlide(page).getByTestId("present-thank-you")).toContainText("See you at the lake.");
  await expectPageChecks(page, "thank-you note in present mode, 360 px");

  await page.goto(`/group-cards/${card.slug}`);
  const note = page.getByTestId("card-thank-you");
  await expect(note.getByRole("heading", { name: "Rita M. says thank you" })).toBeVisible();
  await expect(note).toContainText("Thank you all! I read every message twice.");
  // The card's words for Rita are on it; Ann's note to the people signing is not, to anyone, once delivered.
  await expect(page.getByTestId("card-greeting")).toHaveText(GREETING);
  await expect(page.getByTestId("contributor-note")).toHaveCount(0);
  expect(await page.content()).not.toContain(NOTE_TO_SIGNERS);
  await expectPageChecks(page, "card page with its thank-you note, 360 px");
  await context.close();
});
