import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import sharp from "sharp";
import en from "../../messages/en.json";
import ru from "../../messages/ru.json";
import { pdfPages } from "../support/pdf-text";
import { expectPageChecks } from "./support/page-checks";
import { currentSlide, presentCounter, RITAS_CAPTION, RITAS_MESSAGES } from "./support/present";
import { signInAsNewUser } from "./support/sign-in";

// Issue 15, items 1, 6 and 7 (decision 041): the creator presents a card of
// three messages and a photo, by keyboard on a laptop and by swipe on a
// phone, downloads it as a PDF holding every message, and its links carry an
// Open Graph image. Anyone else who opens present mode gets the card's page.

const texts = en.groupCards;
/** Cover, three messages, the photo. */
const SLIDES = 5;

type Card = { id: number; slug: string };

/** Ann's card of three messages and a photo with a caption, made through the API as the pages make it. */
async function cardWithPhoto(request: APIRequestContext): Promise<Card> {
  const created = await request.post("/api/group-cards", {
    data: {
      recipientName: "Rita",
      recipientBirthday: "2026-12-05",
      title: "Rita's 40th",
      theme: "sunset",
      invitedContributors: ["friend-of-rita@example.com"],
      initiatorName: "Ann",
    },
  });
  expect(created.status()).toBe(201);
  const card = (await created.json()) as Card;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a9d8f" } }).jpeg().toBuffer();
  const uploaded = await request.post(`/api/group-cards/${card.id}/images`, {
    multipart: { file: { name: "lake.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const messages = [
    ...RITAS_MESSAGES.map((content, index) => ({ contributorName: ["Bob", "Ona", "Дима"][index], content })),
    { contributorName: "Ann", type: "image", imageUrl: url, content: RITAS_CAPTION },
  ];
  for (const message of messages) {
    const response = await request.post(`/api/group-cards/${card.id}/contributions`, {
      data: { contributorEmail: "ann@example.com", ...message },
    });
    expect(response.status()).toBe(201);
  }
  return card;
}


let card: Card;
/** Ann's session, for a context of each kind (laptop, phone). */
let creatorState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, timezoneId: "UTC" });
  const page = await context.newPage();
  await signInAsNewUser(page);
  card = await cardWithPhoto(page.request);
  creatorState = await context.storageState();
  await context.close();
});

test("on a laptop the creator presents the card by keyboard and buttons, with autoplay and full screen", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, storageState: creatorState });
  const page = await context.newPage();
  // The page's timers run on a clock the test moves on: autoplay's seconds pass at once.
  await page.clock.install();

  await page.goto(`/group-cards/${card.slug}`);
  await page.getByTestId("present-card").click();
  await expect(page).toHaveURL(new RegExp(`/group-cards/${card.slug}/present$`));
  await expect(page).toHaveTitle(`Presenting Rita's 40th`);

  // The cover: the title, whom it is for, the theme, and confetti that falls and is gone.
  await expect(currentSlide(page).getByRole("heading", { level: 1 })).toHaveText("Rita's 40th");
  await expect(currentSlide(page)).toContainText("For Rita");
  await expect(page.getByTestId("present")).toHaveClass(/card-theme-sunset/);
  await expect(presentCounter(page)).toHaveText(`1 / ${SLIDES}`);
  expect(await page.locator(".confetti-piece").count()).toBeGreaterThan(0);
  await expect(page.getByTestId("present-previous")).toBeDisabled();
  await expectPageChecks(page, "present mode, cover, 1280 px");

  // Forward by the arrow key and space, back by the arrow key.
  await page.keyboard.press("ArrowRight");
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[0]!);
  await expect(currentSlide(page)).toContainText("Bob");
  await page.keyboard.press(" ");
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[1]!);
  await page.keyboard.press("ArrowLeft");
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[0]!);
  // Only the current slide is there for a reader; its neighbours wait unseen.
  await expect(page.getByTestId("present-message").filter({ visible: true })).toHaveCount(1);

  // The buttons, to the photo at the end, which is shown large and loaded.
  await page.getByTestId("present-next").click();
  await page.getByTestId("present-next").click();
  await page.getByTestId("present-next").click();
  await expect(presentCounter(page)).toHaveText(`${SLIDES} / ${SLIDES}`);
  const photo = currentSlide(page).getByRole("img", { name: "Photo from Ann" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(currentSlide(page)).toContainText(RITAS_CAPTION);
  await expect(page.getByTestId("present-next")).toBeDisabled();
  await page.keyboard.press("ArrowRight");
  await expect(presentCounter(page)).toHaveText(`${SLIDES} / ${SLIDES}`);
  await expectPageChecks(page, "present mode, photo, 1280 px");
  await page.keyboard.press("Home");
  await expect(presentCounter(page)).toHaveText(`1 / ${SLIDES}`);

  // Autoplay moves on by itself after the cover's five seconds; pause stops it.
  await page.getByRole("button", { name: texts.present.play }).click();
  await page.clock.runFor(5_500);
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);
  await page.getByRole("button", { name: texts.present.pause }).click();
  await expect(page.getByRole("button", { name: texts.present.play })).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);

  // The browser's full screen, and out again.
  await page.getByRole("button", { name: texts.present.fullscreen }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole("button", { name: texts.present.exitFullscreen }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // Back to the card.
  await page.getByTestId("present-close").click();
  await expect(page).toHaveURL(new RegExp(`/group-cards/${card.slug}$`));
  await context.close();
});

test("on a phone the creator swipes through the card, and no confetti falls for reduced motion", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
    storageState: creatorState,
  });
  const page = await context.newPage();
  await page.goto(`/group-cards/${card.slug}/present`);
  await expect(presentCounter(page)).toHaveText(`1 / ${SLIDES}`);
  await expect(page.locator(".confetti-piece").first()).toBeHidden();
  await expectPageChecks(page, "present mode, cover, 360 px");

  // Real touches, as the phone's screen sends them (Chromium's input, not synthetic events).
  const cdp = await context.newCDPSession(page);
  const swipe = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let step = 1; step <= 5; step++) {
      const point = { x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe({ x: 300, y: 360 }, { x: 60, y: 370 });
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[0]!);
  await swipe({ x: 300, y: 360 }, { x: 60, y: 350 });
  await expect(currentSlide(page)).toContainText(RITAS_MESSAGES[1]!);
  await expectPageChecks(page, "present mode, message, 360 px");
  await swipe({ x: 60, y: 360 }, { x: 300, y: 360 });
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);
  // Up and down is a scroll, not a swipe.
  await swipe({ x: 180, y: 600 }, { x: 190, y: 200 });
  await expect(presentCounter(page)).toHaveText(`2 / ${SLIDES}`);
  // A tap on the next button works as well.
  await page.getByTestId("present-next").tap();
  await expect(presentCounter(page)).toHaveText(`3 / ${SLIDES}`);
  await context.close();
});

test("the creator downloads the card as a PDF with every message in it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: creatorState });
  const page = await context.newPage();
  await page.goto(`/group-cards/${card.slug}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-keepsake").click()]);
  expect(download.suggestedFilename()).toBe(`${card.slug}.pdf`);
  const pages = await pdfPages(await readFile(await download.path()));
  expect(pages[0]).toContain("Rita's 40th");
  expect(pages[0]).toContain("For Rita");
  const text = pages.join(" ");
  for (const message of [...RITAS_MESSAGES, RITAS_CAPTION]) expect(text).toContain(message);

  // The same file from present mode's own button.
  await page.goto(`/group-cards/${card.slug}/present`);
  const [again] = await Promise.all([page.waitForEvent("download"), page.getByTestId("present-download").click()]);
  expect(again.suggestedFilename()).toBe(`${card.slug}.pdf`);
  await context.close();
});

test("the card page and present mode point to the card's Open Graph image, a PNG", async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, storageState: creatorState });
  const page = await context.newPage();
  for (const path of [`/group-cards/${card.slug}`, `/group-cards/${card.slug}/present`]) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image, path).toBe(`${baseURL}/api/group-cards/slug/${card.slug}/og-image?locale=en`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    // Fetched as a messenger does: no session.
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(await sharp(await response.body()).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  }

  // A visitor who reads Russian gets the page's title in Russian; the preview,
  // which goes to the creator's friends, stays in the card's language (English).
  const words = (message: string) => message.replace("{title}", "Rita's 40th").replace("{name}", "Rita");
  await context.addCookies([{ name: "NEXT_LOCALE", value: "ru", url: baseURL! }]);
  await page.goto(`/group-cards/${card.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page).toHaveTitle(words(ru.groupCards.card.metaTitle));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", words(en.groupCards.card.metaTitle));
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    // Kept a surprise until the day: the preview does not promise messages to read.
    words(en.groupCards.card.metaDescriptionSurprise),
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
    `${baseURL}/api/group-cards/slug/${card.slug}/og-image?locale=en`,
  );
  await context.close();
});

test("anyone but the creator who opens present mode gets the card's page; they get no Present button", async ({ browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  await page.goto(`/group-cards/${card.slug}/present`);
  await expect(page).toHaveURL(new RegExp(`/group-cards/${card.slug}$`));
  await expect(page.getByTestId("card-preview")).toBeVisible();
  await expect(page.getByTestId("present-card")).toHaveCount(0);
  await expect(page.getByTestId("download-keepsake")).toHaveCount(0);
  expect((await page.request.get(`/api/group-cards/slug/${card.slug}/keepsake`)).status()).toBe(401);

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await signInAsNewUser(strangerPage);
  await strangerPage.goto(`/group-cards/${card.slug}/present`);
  await expect(strangerPage).toHaveURL(new RegExp(`/group-cards/${card.slug}$`));
  expect((await strangerPage.request.get(`/api/group-cards/slug/${card.slug}/keepsake`)).status()).toBe(403);
  await Promise.all([visitor.close(), stranger.close()]);
});
