import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import en from "../../messages/en.json";
import { seedGroupCard, seedSignedInUser } from "../support/seed.mjs";
import { appDatabaseUrl } from "./support/database";
import { expectPageChecks } from "./support/page-checks";
import { newAddress, signInAsNewUser } from "./support/sign-in";

// My group cards lists the cards others made that you signed or were
// invited to, and leads back to your message on the card
// (docs/decisions/053-cards-you-signed.md).

test.use({ viewport: { width: 360, height: 740 } });

const t = en.groupCards.myCards;

/** Invites `email` to the card at `slug`, as the creator would have; the card's id. */
async function invite(slug: string, email: string): Promise<number> {
  const client = new pg.Client({ connectionString: await appDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO group_card_invitations (group_card_id, invitee_email, invite_token_hash)
       SELECT id, $2, $3 FROM group_cards WHERE slug = $1 RETURNING group_card_id`,
      [slug, email, randomBytes(32).toString("hex")],
    );
    return rows[0].group_card_id;
  } finally {
    await client.end();
  }
}

test("an invitee finds the card they signed under My group cards and follows the link back to their message", async ({ page }) => {
  const creator = newAddress("creator");
  const slug = `rita-s-40th-${randomBytes(8).toString("hex")}`;
  await seedSignedInUser(await appDatabaseUrl(), { email: creator });
  // Three long messages by others first: the invitee's lands below the fold on a phone.
  await seedGroupCard(await appDatabaseUrl(), { email: creator, slug, messages: 3 });
  const invitee = await signInAsNewUser(page);
  const cardId = await invite(slug, invitee);

  await page.goto("/my-group-cards");
  const signedSection = page.getByRole("region", { name: t.signedTitle });
  const listed = signedSection.getByTestId("signed-card");
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId("signed-card-state")).toHaveText(t.states.open);
  await expect(listed).toContainText("Started by Bench");
  await expect(page.getByTestId("my-cards-none-made")).toBeVisible();
  // Invited, not signed yet: the card with its Add Message dialog open.
  await expect(listed.getByRole("link", { name: "Add your message to Rita's 40th" })).toHaveAttribute("href", `/group-cards/${slug}?add-message=1`);
  // Never anyone's address, not even the creator's (the invitee's own is in the header).
  expect(await page.locator("main").innerText()).not.toMatch(/@example\.com/);

  const written = await page.request.post(`/api/group-cards/${cardId}/contributions`, {
    data: { contributorName: "Ingrid", contributorEmail: invitee, content: "Happy birthday from Ingrid!", type: "text" },
  });
  expect(written.status()).toBe(201);
  const { id: messageId } = (await written.json()) as { id: number };

  await page.reload();
  await expect(listed.getByTestId("signed-card-messages")).toHaveText("You wrote 1 message");
  await expectPageChecks(page, "My group cards with a signed card");
  // By keyboard: the link is a stop of its own and Enter follows it.
  const back = listed.getByRole("link", { name: "Go to your message on Rita's 40th" });
  await back.focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/group-cards/${slug}#message-${messageId}$`));
  const tile = page.locator(`#message-${messageId}`);
  await expect(tile).toContainText("Happy birthday from Ingrid!");
  await expect(tile).toBeInViewport();
  await expect(tile).toBeFocused();
  expect(await tile.evaluate((element) => element.matches(":target") && getComputedStyle(element).boxShadow !== "none")).toBe(true);
});
