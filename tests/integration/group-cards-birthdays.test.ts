import { NextRequest } from "next/server";
import { DELETE as deleteBirthdayRoute } from "@/app/api/birthdays/[id]/route";
import { GET as birthdayCardsRoute } from "@/app/api/group-cards/birthdays/route";
import { db } from "@/lib/db";
import { birthdayCards } from "@/lib/group-cards/birthday-cards";
import { jsonRequest, signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";
import { api, cardBody, cardRows } from "../support/group-cards";

// Group cards started from a saved birthday (docs/decisions/044): the link
// POST /api/group-cards records, refused for someone else's birthday; what
// deleting the birthday does to it; and each birthday's card as the
// dashboard reads it (GET /api/group-cards/birthdays).

const resend = mailThroughFakeResend();
jest.setTimeout(30_000);

async function storedBirthday(userId: number, name: string, date: string) {
  const [, month, day] = date.split("-").map(Number);
  return db().birthday.create({ data: { userId, name, date, month: month!, day: day! } });
}

const birthdayCardsOf = (cookie: string) =>
  birthdayCardsRoute(new NextRequest("http://localhost:3000/api/group-cards/birthdays", { headers: { cookie } }), {
    params: Promise.resolve({}),
  });

describe("POST /api/group-cards with a birthdayId", () => {
  it("links the card to the creator's own birthday, and the birthday shows it", async () => {
    const { user, cookie } = await signedInUser("ann@example.com");
    const rita = await storedBirthday(user.id, "Rita", "2000-12-05");
    const other = await storedBirthday(user.id, "Sam", "2000-01-09");

    const response = await api.create(cardBody({ birthdayId: rita.id, recipientBirthday: "2099-12-05" }), cookie);
    expect(response.status).toBe(201);
    const card = await response.json();
    expect(await db().groupCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ birthdayId: rita.id });

    // A card made without one is linked to nothing.
    const plain = await (await api.create(cardBody({ recipientBirthday: "2099-01-09" }), cookie)).json();
    expect((await db().groupCard.findUniqueOrThrow({ where: { id: plain.id } })).birthdayId).toBeNull();

    const answer = await birthdayCardsOf(cookie);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      [rita.id]: { id: card.id, slug: card.slug, contributionsCount: 0, delivered: false },
    });
    expect(other.id).not.toBe(rita.id);
  });

  it("refuses another user's birthday (404) and an id that is not one (400); nothing is made or sent", async () => {
    const { cookie } = await signedInUser("ann@example.com");
    const { user: zoe } = await signedInUser("zoe@example.com");
    const zoes = await storedBirthday(zoe.id, "Rita", "2000-12-05");
    const before = await cardRows();
    const counters = await db().rateLimitCounter.findMany();

    const foreign = await api.create(cardBody({ birthdayId: zoes.id }), cookie);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: "not_found" } });
    const unknown = await api.create(cardBody({ birthdayId: 2_000_000_000 }), cookie);
    expect(unknown.status).toBe(404);
    for (const birthdayId of ["12", 0, -3, 1.5]) {
      const bad = await api.create(cardBody({ birthdayId }), cookie);
      expect(bad.status).toBe(400);
    }

    expect(await cardRows()).toEqual(before);
    expect(resend.messages).toHaveLength(0);
    // Nor was the daily invitation budget spent.
    expect(await db().rateLimitCounter.findMany()).toEqual(counters);
  });

  it("keeps the card when its birthday is deleted, and forgets the link", async () => {
    const { user, cookie } = await signedInUser("ann@example.com");
    const rita = await storedBirthday(user.id, "Rita", "2000-12-05");
    const card = await (await api.create(cardBody({ birthdayId: rita.id, recipientBirthday: "2099-12-05" }), cookie)).json();

    const response = await deleteBirthdayRoute(jsonRequest("DELETE", `/api/birthdays/${rita.id}`, undefined, { cookie }), {
      params: Promise.resolve({ id: String(rita.id) }),
    });
    expect(response.status).toBe(200);
    expect(await db().groupCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({
      birthdayId: null,
      title: "Rita's 40th",
    });
    expect(await (await birthdayCardsOf(cookie)).json()).toEqual({});
  });
});

describe("birthdayCards (each birthday's card on a day)", () => {
  it("shows the card of the coming celebration, with its messages or delivered; not last year's, nor another user's", async () => {
    const { user } = await signedInUser("ann@example.com");
    const { user: zoe } = await signedInUser("zoe@example.com");
    const rita = await storedBirthday(user.id, "Rita", "2000-12-05");
    const sam = await storedBirthday(user.id, "Sam", "2000-03-01");
    const make = (creatorId: number, birthdayId: number, day: string, extra: object = {}) =>
      db().groupCard.create({
        data: {
          creatorId,
          creatorName: "Ann",
          recipientName: "Someone",
          title: "A card",
          slug: `card-${Math.random().toString(36).slice(2)}`,
          recipientBirthday: new Date(`${day}T00:00:00Z`),
          birthdayId,
          ...extra,
        },
      });
    // Last year's, delivered, and this year's with two messages.
    await make(user.id, rita.id, "2025-12-05", { deliveredAt: new Date("2025-12-05T09:00:00Z") });
    const thisYear = await make(user.id, rita.id, "2026-12-05");
    await db().groupCardContribution.createMany({
      data: [1, 2].map((n) => ({
        groupCardId: thisYear.id,
        contributorEmail: `p${n}@example.com`,
        contributorName: `P${n}`,
        type: "text" as const,
        content: "Happy birthday!",
      })),
    });
    // Sam's: only last year's (never delivered) and one made by someone else.
    await make(user.id, sam.id, "2026-03-01");
    await make(zoe.id, sam.id, "2027-03-01");

    const today = { year: 2026, month: 11, day: 26 };
    expect(await birthdayCards(user.id, today)).toEqual({
      [rita.id]: { id: thisYear.id, slug: thisYear.slug, contributionsCount: 2, delivered: false },
    });
    // On the day, delivered: still its card; the next day, none.
    await db().groupCard.update({ where: { id: thisYear.id }, data: { deliveredAt: new Date("2026-12-05T09:00:00Z") } });
    expect((await birthdayCards(user.id, { year: 2026, month: 12, day: 5 }))[rita.id]).toMatchObject({ delivered: true });
    expect(await birthdayCards(user.id, { year: 2026, month: 12, day: 6 })).toEqual({});
    // Only among the ids asked for.
    expect(await birthdayCards(user.id, today, [sam.id])).toEqual({});
    expect(await birthdayCards(user.id, today, [])).toEqual({});
  });
});
