import { seedGroupCard, seedSignedInUser } from "./seed.mjs";

// The data the page budgets and `npm run bench:pages` measure the pages with
// (tests/e2e/page-budgets.mjs): a member with 1,000 birthdays, who made a card
// of 50 messages, one whose 50 messages include 20 photos, and one of 200
// messages.

export const BIRTHDAYS = 1000;
export const MESSAGES = 50;
export const PHOTOS = 20;
export const MANY_MESSAGES = 200;

/**
 * Seeds the member and the three cards on the app at `baseUrl` (photos go
 * through its upload route). Returns the member's Cookie header and the
 * paths of the cards, which the budgets name as {wordsCard}, {photosCard} and
 * {longCard}.
 * @param {string} databaseUrl
 * @param {string} baseUrl
 */
export async function seedMeasuredPages(databaseUrl, baseUrl) {
  const run = Date.now().toString(36);
  const email = `measured-${run}@example.com`;
  const cookie = await seedSignedInUser(databaseUrl, { email, birthdays: BIRTHDAYS, timeZone: "UTC" });
  const cards = { wordsCard: `measured-words-${run}`, photosCard: `measured-photos-${run}`, longCard: `measured-long-${run}` };
  await seedGroupCard(databaseUrl, { email, slug: cards.wordsCard, messages: MESSAGES });
  await seedGroupCard(databaseUrl, { email, slug: cards.photosCard, messages: MESSAGES, photos: PHOTOS, upload: { baseUrl, cookie } });
  await seedGroupCard(databaseUrl, { email, slug: cards.longCard, messages: MANY_MESSAGES });
  return {
    cookie,
    /** @param {string} path a budget's path, e.g. "{photosCard}/present" */
    resolvePath: (path) => path.replace(/\{(wordsCard|photosCard|longCard)\}/, (_, card) => `/group-cards/${cards[card]}`),
  };
}
