import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import en from "../../messages/en.json";
import { awaitLink } from "./support/mail";
import { expectPageChecks } from "./support/page-checks";
import { newAddress, signInAsNewUser } from "./support/sign-in";

// Issue 13, photos on a card: an invitee on a phone adds a message with a
// photo (shrunk in the browser, stored by the server), and the creator sees
// it on the card and opens it large (decision 038).

const texts = en.groupCards;
const PHONE = { width: 390, height: 844 };

/** The toast on top: older ones stay in the DOM behind it for a moment. */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

/** A phone's photo: 4,032 × 3,024 of noise (a few MB as JPEG), larger than the 2,048 px the browser shrinks to. */
function phonePhoto() {
  return sharp({
    create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const loaded = (image: ReturnType<Page["locator"]>) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth);

test("an invitee on a phone adds a photo with a message; the creator sees it and opens it large", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInAsNewUser(page);
  const invitee = newAddress("photo-invitee");
  const created = await page.request.post("/api/group-cards", {
    data: {
      recipientName: "Rita",
      recipientBirthday: "2026-12-05",
      title: "Rita's 40th",
      theme: "ocean",
      invitedContributors: [invitee],
      initiatorName: "Ann Creator",
      // Shared openly: the last step is a visitor without a session, whom the
      // surprise guard (on by default, decision 042) would show no messages.
      surpriseGuard: false,
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const cardPath = `/group-cards/${slug}`;
  const inviteLink = await awaitLink(page.request, invitee, (mail) =>
    mail.links.find((link) => link.includes("/group-cards/") && link.includes("invite=")),
  );

  // The invitee, on a phone: the invitation's link opens the card with the dialog ready, no account needed.
  const context = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: "UTC", isMobile: true, hasTouch: true });
  const guest = await context.newPage();
  await guest.goto(inviteLink);
  await expect(guest).toHaveURL(new RegExp(`${cardPath}$`));
  const dialog = guest.getByTestId("message-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("message-name").fill("Ona");

  // The photo goes up as soon as it is chosen, shrunk by the browser.
  const uploaded = guest.waitForRequest((request) => request.url().endsWith("/images") && request.method() === "POST");
  const answered = guest.waitForResponse((response) => response.url().endsWith("/images"));
  const original = await phonePhoto();
  await dialog.getByTestId("photo-input").setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: original });
  await expect(dialog.getByTestId("photo-preview")).toBeVisible();
  const stored = (await (await answered).json()) as { url: string; width: number; height: number };
  // What went up is the browser's shrunk copy, a fraction of the original (Chromium exposes no multipart body to read).
  const { requestBodySize } = await (await uploaded).sizes();
  expect(requestBodySize).toBeLessThan(original.length / 2);
  expect(stored).toEqual({ url: expect.stringMatching(/^\/api\/images\/[A-Za-z0-9_-]{22}\.webp$/), width: 2048, height: 1536 });
  await expect(dialog.getByTestId("photo-uploading")).toBeHidden();
  await expect(dialog.getByTestId("photo-choose")).toHaveText(texts.addMessage.replacePhoto);
  await expect(dialog.getByLabel(texts.addMessage.photoDescription)).toBeVisible();
  await expect(dialog.getByText(texts.addMessage.message)).toBeVisible();
  await expectPageChecks(guest, "Add Message with a photo at 390 px");

  await dialog.getByTestId("message-content").fill("At the lake, last summer");
  await dialog.getByTestId("message-submit").click();
  await expect(frontToast(guest)).toContainText(texts.addMessage.added);
  await expect(dialog).toBeHidden();
  const tile = guest.getByTestId("card-message").filter({ hasText: "Ona" });
  const photo = tile.getByRole("img", { name: "Photo from Ona" });
  await expect(photo).toHaveAttribute("width", "2048");
  await expect(photo).toHaveAttribute("height", "1536");
  await expect.poll(() => loaded(photo)).toBeGreaterThan(0);
  await expect(tile.locator("blockquote")).toHaveText("At the lake, last summer");
  await expectPageChecks(guest, "card with a photo at 390 px");
  // A phone's tile takes the small file.
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-small\.webp$/);
  await context.close();

  // The creator sees it on the card and opens it large; Escape closes it and focus returns.
  await page.goto(cardPath);
  const seen = page.getByTestId("card-message").filter({ hasText: "Ona" }).getByRole("img", { name: "Photo from Ona" });
  await expect.poll(() => loaded(seen)).toBeGreaterThan(0);
  await seen.click();
  const lightbox = page.getByTestId("photo-lightbox");
  await expect(lightbox).toBeVisible();
  const large = lightbox.getByRole("img", { name: "Photo from Ona" });
  await expect(large).toHaveAttribute("src", new RegExp(`${stored.url.replace(/[.]/g, "\\.")}$`));
  await expect.poll(() => loaded(large)).toBe(2048);
  await expectPageChecks(page, "lightbox");
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(page.getByRole("link", { name: "Photo from Ona" })).toBeFocused();

  // The close button closes it too.
  await seen.click();
  await lightbox.getByRole("button", { name: en.common.close }).click();
  await expect(lightbox).toBeHidden();

  // A visitor without a session (no dialogs of theirs load) opens it large as well.
  const visitor = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: "UTC" });
  const reader = await visitor.newPage();
  await reader.goto(cardPath);
  await reader.getByRole("img", { name: "Photo from Ona" }).click();
  await expect(reader.getByTestId("photo-lightbox").getByRole("img", { name: "Photo from Ona" })).toBeVisible();
  await visitor.close();
});
