// The card page's messages after its first screenful (decision 056): the
// page draws the first FIRST_MESSAGES for a visitor, and the server action
// draws the rest in the card's order, as the page's own tiles; a viewer a
// link may send to any message gets them all with the page.
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { drawLaterMessages } from "@/app/(group-cards)/group-cards/[slug]/actions";
import { db } from "@/lib/db";
import { getCardBySlug } from "@/lib/group-cards/cards";
import { FIRST_MESSAGES, firstMessages, laterMessages } from "@/lib/group-cards/pages";
import en from "@/messages/en.json";
import { cardWithEveryRole } from "../support/group-cards";

// The action's load as a visitor's request makes it: no session, no card pass.
jest.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }) }));
jest.mock("@/lib/auth/current-user", () => ({ getCurrentUser: async () => null }));
jest.setTimeout(60_000);

const MESSAGES = FIRST_MESSAGES + 12;

async function longCard() {
  const s = await cardWithEveryRole();
  await db().groupCard.update({ where: { id: s.card.id }, data: { surpriseGuard: false } });
  await db().groupCardContribution.deleteMany({ where: { groupCardId: s.card.id } });
  await db().groupCardContribution.createMany({
    data: Array.from({ length: MESSAGES }, (_, index) => ({
      groupCardId: s.card.id,
      contributorEmail: `friend${index + 1}@example.com`,
      contributorName: `Friend ${index + 1}`,
      type: "text",
      content: `Message ${index + 1}`,
      position: index + 1,
    })),
  });
  return s;
}

async function htmlOf(element: ReactElement): Promise<string> {
  return new Response(await renderToReadableStream(element)).text();
}

it("draws the messages after the first ones, in the card's order, as the page's tiles", async () => {
  const s = await longCard();
  const html = await htmlOf(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <ul>{await drawLaterMessages(s.card.slug)}</ul>
    </NextIntlClientProvider>,
  );
  const names = [...html.matchAll(/class="message-name"[^>]*>([^<]*)</g)].map((match) => match[1]);
  expect(names).toEqual(Array.from({ length: MESSAGES - FIRST_MESSAGES }, (_, index) => `Friend ${FIRST_MESSAGES + index + 1}`));
  expect(html.match(/<li>/g)).toHaveLength(MESSAGES - FIRST_MESSAGES);
  // No anchors: a visitor has no link into the card.
  expect(html).not.toContain('id="message-');
});

it("splits the card for a visitor only: a signed-in viewer gets every message with the page", async () => {
  const s = await longCard();
  const visitor = await getCardBySlug(s.card.slug, null, null);
  expect(firstMessages(visitor).map((message) => message.content)).toEqual(
    Array.from({ length: FIRST_MESSAGES }, (_, index) => `Message ${index + 1}`),
  );
  expect([...firstMessages(visitor), ...laterMessages(visitor)]).toEqual(visitor.contributions);
  const creator = await getCardBySlug(s.card.slug, s.ann.user, null);
  expect(firstMessages(creator)).toHaveLength(MESSAGES);
  expect(laterMessages(creator)).toEqual([]);
});
