import pg from "pg";
import { GET as signedRoute } from "@/app/api/group-cards/signed/route";
import { db } from "@/lib/db";
import { MAX_SIGNED_CARDS_LISTED, type SignedCardsDto } from "@/lib/group-cards/schema";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";

// GET /api/group-cards/signed (docs/decisions/053-cards-you-signed.md): the
// cards others made that the user signed or is invited to, found by account
// and by address, without anyone else's address, bounded, in a fixed number
// of queries.

const list = (cookie?: string) =>
  signedRoute(jsonRequest("GET", "/api/group-cards/signed", undefined, cookie ? { cookie } : {}), noParams);

async function signedCards(cookie: string): Promise<SignedCardsDto> {
  const response = await list(cookie);
  expect(response.status).toBe(200);
  return response.json();
}

let cardCounter = 0;
/** A card of `creatorId`'s, titled `title`, written straight to the database. */
function card(creatorId: number, title: string, fields: { deliveredAt?: Date; messagesOpen?: boolean; createdAt?: Date } = {}) {
  cardCounter++;
  return db().groupCard.create({
    data: { creatorId, creatorName: "Ann", recipientName: "Rita", title, slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${cardCounter}`, ...fields },
  });
}

function invite(groupCardId: number, inviteeEmail: string, status: "pending" | "revoked" = "pending", sentAt = new Date()) {
  return db().groupCardInvitation.create({
    data: { groupCardId, inviteeEmail, inviteTokenHash: `${groupCardId}-${inviteeEmail}`, status, sentAt },
  });
}

function message(groupCardId: number, author: { email: string; userId: number | null }, position: number) {
  return db().groupCardContribution.create({
    data: {
      groupCardId,
      contributorUserId: author.userId,
      contributorEmail: author.email,
      contributorName: "Someone",
      type: "text",
      content: "Happy birthday!",
      position,
    },
  });
}

describe("GET /api/group-cards/signed", () => {
  it("answers 401 to a visitor", async () => {
    expect((await list()).status).toBe(401);
  });

  it("finds cards by the invited address and by the account's messages, not revoked invitations, not the user's own or other people's cards", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const invited = await card(ann.user.id, "Invited");
    await invite(invited.id, "bob@example.com");
    // Written with Bob's account under an address he no longer has.
    const byAccount = await card(ann.user.id, "By account");
    await message(byAccount.id, { email: "bob.old@example.com", userId: bob.user.id }, 0);
    // Written with his address and no account (a deleted one, or as a guest).
    const byAddress = await card(ann.user.id, "By address");
    await message(byAddress.id, { email: "bob@example.com", userId: null }, 0);
    // Revoked and never written: gone. Revoked after writing: his message stays his.
    const revoked = await card(ann.user.id, "Revoked");
    await invite(revoked.id, "bob@example.com", "revoked");
    const revokedAfterWriting = await card(ann.user.id, "Revoked after writing");
    await invite(revokedAfterWriting.id, "bob@example.com", "revoked");
    await message(revokedAfterWriting.id, { email: "bob@example.com", userId: bob.user.id }, 0);
    // Someone else's invitation and message, and Bob's own card.
    const others = await card(ann.user.id, "Others");
    await invite(others.id, "carol@example.com");
    await message(others.id, { email: "carol@example.com", userId: null }, 0);
    const own = await card(bob.user.id, "Bob's own");
    await message(own.id, { email: "bob@example.com", userId: bob.user.id }, 0);

    const { cards, more } = await signedCards(bob.cookie);
    expect(cards.map(({ title }) => title).sort()).toEqual(["By account", "By address", "Invited", "Revoked after writing"]);
    expect(more).toBe(false);
  });

  it("carries the card's state and the user's own part, and nobody's address", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const open = await card(ann.user.id, "Open");
    await invite(open.id, "bob@example.com");
    await invite(open.id, "carol@example.com");
    await message(open.id, { email: "carol@example.com", userId: null }, 0);
    const written = await card(ann.user.id, "Written", { deliveredAt: new Date(), messagesOpen: false });
    await invite(written.id, "bob@example.com");
    await invite(written.id, "carol@example.com");
    // Written first, shown after: the way back lands on the one the card shows first.
    await message(written.id, { email: "bob@example.com", userId: bob.user.id }, 5);
    const first = await message(written.id, { email: "bob@example.com", userId: bob.user.id }, 2);
    await message(written.id, { email: "carol@example.com", userId: null }, 1);
    const reopened = await card(ann.user.id, "Reopened", { deliveredAt: new Date(), messagesOpen: true });
    await invite(reopened.id, "bob@example.com");
    const closed = await card(ann.user.id, "Closed", { messagesOpen: false });
    await invite(closed.id, "bob@example.com");

    const body = await list(bob.cookie);
    const text = await body.text();
    expect(text).not.toContain("@");
    const { cards } = JSON.parse(text) as SignedCardsDto;
    const byTitle = Object.fromEntries(cards.map((each) => [each.title, each]));
    expect(byTitle.Open).toEqual({
      slug: open.slug,
      title: "Open",
      recipientName: "Rita",
      creatorName: "Ann",
      theme: "default",
      state: "open",
      messagesCount: 0,
      firstMessageId: null,
      canAddMessage: true,
    });
    expect(byTitle.Written).toMatchObject({ state: "delivered", messagesCount: 2, firstMessageId: first.id, canAddMessage: false });
    expect(byTitle.Reopened).toMatchObject({ state: "reopened", canAddMessage: true });
    expect(byTitle.Closed).toMatchObject({ state: "closed", canAddMessage: false });
  });

  it(`lists at most ${MAX_SIGNED_CARDS_LISTED}, the most recent by activity, and says more were left out`, async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    // Invitations sent a day apart, the oldest first; cards made long before.
    await testSql(
      `WITH cards AS (
         INSERT INTO group_cards (creator_id, creator_name, recipient_name, title, slug, created_at, updated_at)
         SELECT $1, 'Ann', 'Rita', 'Card ' || n, 'card-' || n, '2020-01-01', now() FROM generate_series(1, $2::int) AS n
         RETURNING id, title
       )
       INSERT INTO group_card_invitations (group_card_id, invitee_email, invite_token_hash, sent_at)
       SELECT id, 'bob@example.com', md5(title), timestamp '2026-01-01' + (substring(title FROM 6)::int * interval '1 day') FROM cards`,
      [ann.user.id, MAX_SIGNED_CARDS_LISTED + 2],
    );
    // The oldest invitation, but Bob wrote on it today.
    const oldest = await db().groupCard.findFirstOrThrow({ where: { title: "Card 1" } });
    await message(oldest.id, { email: "bob@example.com", userId: bob.user.id }, 0);

    const { cards, more } = await signedCards(bob.cookie);
    expect(cards).toHaveLength(MAX_SIGNED_CARDS_LISTED);
    expect(more).toBe(true);
    const newestInvitations = Array.from({ length: MAX_SIGNED_CARDS_LISTED - 1 }, (_, n) => `Card ${MAX_SIGNED_CARDS_LISTED + 2 - n}`);
    expect(cards.map(({ title }) => title)).toEqual(["Card 1", ...newestInvitations]);
  });

  it("asks the database as often for many cards as for one", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const queriesFor = async (cards: number) => {
      for (let n = 0; n < cards; n++) {
        const each = await card(ann.user.id, `Card ${n}`);
        await invite(each.id, "bob@example.com");
        await message(each.id, { email: "bob@example.com", userId: bob.user.id }, 0);
      }
      await signedCards(bob.cookie); // warm: the session's own queries are the same either way
      const query = jest.spyOn(pg.Pool.prototype, "query");
      try {
        expect((await signedCards(bob.cookie)).cards.length).toBeGreaterThan(0);
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    const one = await queriesFor(1);
    const many = await queriesFor(30);
    expect(one).toBeGreaterThan(0);
    expect(many).toBe(one);
  });
});
