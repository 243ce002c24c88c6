import { expect, test, type Page } from "@playwright/test";
import { chooseOption } from "./support/select";
import { catalogues, newAddress, signInAsNewUser } from "./support/sign-in";

// Issue 13's AI images in the older view (/group-card/{id}) against the fake
// OpenAI Images API (playwright.config.ts): markers in the description pick
// its answer ("[slow]" takes 3 s, "[moderation]" is refused).

const en = catalogues.en;
const t = en.groupCards.aiImage;

/** The toast on top: older ones stay in the DOM behind it for a moment. */
const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');

test("the creator generates an AI image on the older view; a refused description gets a friendly message", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewUser(page);
  const created = await page.request.post("/api/group-cards", {
    data: {
      recipientName: "Rita",
      recipientBirthday: "2026-12-05",
      title: "Rita's birthday",
      theme: "ocean",
      invitedContributors: newAddress("invitee"),
      initiatorName: "Ann",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/group-card/${id}`);
  await page.getByTestId("ai-image-open").click();
  const dialog = page.getByRole("dialog", { name: t.title });

  // Nothing described: the spec's message, nothing sent.
  await dialog.getByTestId("ai-image-generate").click();
  await expect(frontToast(page)).toContainText(t.missingPromptDescription);

  await dialog.getByRole("textbox", { name: t.prompt }).fill("A corgi with balloons [slow]");
  await chooseOption(dialog.getByRole("combobox", { name: t.style }), t.styles.cartoon);
  await dialog.getByTestId("ai-image-generate").click();

  // A slow picture: what is happening and for how long, then the picture on the card with its badge.
  await expect(dialog.getByTestId("ai-image-progress")).toContainText(t.stepSending);
  await expect(dialog.getByTestId("ai-image-elapsed")).toContainText(/[12] seconds?/);
  await expect(frontToast(page)).toContainText(en.groupCards.addMessage.added, { timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const contribution = page.getByTestId("contribution").filter({ hasText: "A corgi with balloons" });
  await expect(contribution).toContainText(en.groupCards.olderView.typeAiImage);
  const picture = contribution.getByTestId("contribution-image");
  await expect(picture).toHaveAttribute("src", /^\/api\/images\/[A-Za-z0-9_-]{22}\.webp$/);
  await expect(picture).toHaveAttribute("width", "256");
  await expect(picture).toHaveAttribute("loading", "lazy");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("count-images")).toContainText("1");

  // The description was cleared; a refused one says so kindly and the dialog stays open.
  await page.getByTestId("ai-image-open").click();
  await expect(dialog.getByRole("textbox", { name: t.prompt })).toHaveValue("");
  await dialog.getByRole("textbox", { name: t.prompt }).fill("Something the safety system refuses [moderation]");
  await dialog.getByTestId("ai-image-generate").click();
  await expect(frontToast(page)).toContainText(en.errors.aiRefused);
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId("contribution")).toHaveCount(1);
});
