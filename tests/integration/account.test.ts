import { NextRequest } from "next/server";
import { GET as dataExport } from "@/app/api/auth/data-export/route";
import { db } from "@/lib/db";
import { noParams, signedInUser } from "@/tests/support/auth";

function getExport(cookie?: string) {
  return dataExport(
    new NextRequest("http://localhost:3000/api/auth/data-export", {
      headers: { host: "localhost:3000", ...(cookie && { cookie }) },
    }),
    noParams,
  );
}

/** A card of `creatorId` with one message from `contributorId`. */
async function cardWithMessage(creatorId: number, contributor: { id: number; email: string }, title: string) {
  return db().groupCard.create({
    data: {
      creatorId,
      recipientName: "Rita",
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, "-")}-slug`,
      shareTokenHash: `${title}-hash`,
      invitations: { create: { inviteeEmail: "invitee@example.com", inviteTokenHash: `${title}-invite` } },
      contributions: {
        create: {
          contributorEmail: contributor.email,
          contributorUserId: contributor.id,
          contributorName: "Writer",
          type: "text",
          content: `Happy birthday from ${contributor.email}`,
        },
      },
    },
  });
}

describe("GET /api/auth/data-export", () => {
  it("answers 401 without a session", async () => {
    const response = await getExport();
    expect(response.status).toBe(401);
  });

  it("downloads the user's own data, and nothing of another user's", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    await db().user.update({ where: { id: ann.user.id }, data: { name: "Ann", calendarTokenHash: "secret-hash" } });
    await db().birthday.create({
      data: {
        userId: ann.user.id,
        name: "Mum",
        date: "1960-03-08",
        month: 3,
        day: 8,
        birthYear: 1960,
        email: "mum@example.com",
        giftIdeas: { create: { title: "Scarf", price: "19.5" } },
      },
    });
    await db().birthday.create({ data: { userId: bob.user.id, name: "Bob's friend", date: "2000-01-02", month: 1, day: 2 } });
    await cardWithMessage(ann.user.id, bob.user, "Ann's card");
    await cardWithMessage(bob.user.id, ann.user, "Bob's card");

    const response = await getExport(ann.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="confetti-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.profile).toMatchObject({ email: "ann@example.com", name: "Ann", hasCalendarFeed: true });
    expect(data.reminderSettings).toEqual({ enabled: true, daysBefore: [7, 1, 0], hour: 9 });
    expect(data.birthdays).toEqual([
      expect.objectContaining({
        name: "Mum",
        date: "1960-03-08",
        email: "mum@example.com",
        giftIdeas: [expect.objectContaining({ title: "Scarf", price: "19.50", status: "idea" })],
      }),
    ]);
    expect(data.groupCardsCreated).toEqual([
      expect.objectContaining({
        title: "Ann's card",
        invitations: [expect.objectContaining({ email: "invitee@example.com", status: "pending" })],
        messages: [expect.objectContaining({ from: "Writer", content: "Happy birthday from bob@example.com" })],
      }),
    ]);
    expect(data.messagesOnOtherCards).toEqual([
      expect.objectContaining({ card: "Bob's card", content: "Happy birthday from ann@example.com" }),
    ]);
    // Secrets and other people's rows stay out; Bob's address only inside the text he wrote.
    expect(text).not.toContain("secret-hash");
    expect(text).not.toContain("Bob's friend");
    expect(text).not.toContain('"bob@example.com"');
    expect(text).not.toMatch(/hash|token/i);
  });
});
