import { NextRequest } from "next/server";
import { POST as requestDeletion } from "@/app/api/auth/account-deletion/route";
import { GET as dataExport } from "@/app/api/auth/data-export/route";
import { deleteAccount, DELETION_LINK_TTL_MINUTES, inspectDeletionLink } from "@/lib/account/deletion";
import { db } from "@/lib/db";
import lt from "@/messages/lt.json";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { storedBirthdays } from "../support/birthdays";
import { mailThroughFakeResend } from "../support/fake-resend";

const resend = mailThroughFakeResend();

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
      creatorName: "Writer",
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
        signedAs: "Writer",
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

  it("reads a long list a page at a time and writes every birthday once, in order, with its gift ideas", async () => {
    const ann = await signedInUser("ann@example.com");
    // Several pages of 200, all on 4 March: the order is the order they were added.
    await storedBirthdays(ann.user.id, 450);
    await db().birthday.create({ data: { userId: ann.user.id, name: "New Year", date: "2000-01-01", month: 1, day: 1 } });
    await testSql(
      `INSERT INTO gift_ideas (birthday_id, title, updated_at) SELECT id, 'Gift for ' || name, now() FROM birthdays WHERE name IN ('Friend 200', 'Friend 201', 'Friend 450')`,
    );
    const data = JSON.parse(await (await getExport(ann.cookie)).text());
    expect(data.birthdays.map((birthday: { name: string }) => birthday.name)).toEqual([
      "New Year",
      ...Array.from({ length: 450 }, (_, index) => `Friend ${index + 1}`),
    ]);
    const withGifts = data.birthdays.filter((birthday: { giftIdeas: unknown[] }) => birthday.giftIdeas.length > 0);
    expect(withGifts.map((birthday: { name: string; giftIdeas: { title: string }[] }) => [birthday.name, birthday.giftIdeas[0]!.title])).toEqual([
      ["Friend 200", "Gift for Friend 200"],
      ["Friend 201", "Gift for Friend 201"],
      ["Friend 450", "Gift for Friend 450"],
    ]);
    expect(data.reminderHistory).toEqual([]);
  });

  it("writes the whole reminder history once, in order, over several pages, and none of another user's", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const mum = await db().birthday.create({ data: { userId: ann.user.id, name: "Mum", date: "1960-03-08", month: 3, day: 8 } });
    const friend = await db().birthday.create({ data: { userId: bob.user.id, name: "Bob's friend", date: "2000-01-02", month: 1, day: 2 } });
    /** Reminder `n`'s occurrence: each its own, so the export tells the rows apart. */
    const occurrence = (n: number) => new Date(Date.UTC(2020, 0, 1 + n));
    /** Reminder `n` of a birthday, written for one of five dates. */
    const reminder = (userId: number, birthdayId: number, n: number) => ({
      userId,
      birthdayId,
      reminderDate: new Date(Date.UTC(2025, 0, 1 + (n % 5))),
      occurrenceDate: occurrence(n),
      offsetDays: 0,
      nextAttemptAt: new Date(0),
    });
    // 450 rows, three pages of 200: added in turn to the five dates, so the
    // export's order (reminder date, then id) is not the order of the ids, and
    // a page ends in the middle of a date's rows. Bob's rows are among them.
    await db().reminderLog.createMany({ data: Array.from({ length: 450 }, (_, n) => reminder(ann.user.id, mum.id, n)) });
    await db().reminderLog.createMany({ data: Array.from({ length: 5 }, (_, n) => reminder(bob.user.id, friend.id, n)) });

    const data = JSON.parse(await (await getExport(ann.cookie)).text());
    const expected = Array.from({ length: 450 }, (_, n) => n).sort((a, b) => (a % 5) - (b % 5) || a - b);
    expect(data.reminderHistory).toHaveLength(450);
    expect(data.reminderHistory.map((log: { birthdayOn: string }) => log.birthdayOn)).toEqual(
      expected.map((n) => occurrence(n).toISOString().slice(0, 10)),
    );
    expect(new Set(data.reminderHistory.map((log: { birthday: string }) => log.birthday))).toEqual(new Set(["Mum"]));
  });

  it("writes every card the user made, a few at a time, and the messages they wrote on others' cards", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const titles = Array.from({ length: 9 }, (_, index) => `Card ${index + 1}`);
    for (const title of titles) await cardWithMessage(ann.user.id, bob.user, title);
    for (const title of ["Bob one", "Bob two"]) await cardWithMessage(bob.user.id, ann.user, title);
    const data = JSON.parse(await (await getExport(ann.cookie)).text());
    expect(data.groupCardsCreated.map((card: { title: string; messages: unknown[] }) => [card.title, card.messages.length])).toEqual(
      titles.map((title) => [title, 1]),
    );
    expect(data.messagesOnOtherCards.map((message: { card: string }) => message.card)).toEqual(["Bob one", "Bob two"]);
  });
});

describe("deleting an account", () => {

  const askToDelete = (cookie?: string, headers: Record<string, string> = {}) =>
    requestDeletion(jsonRequest("POST", "/api/auth/account-deletion", undefined, { ...(cookie && { cookie }), ...headers }), noParams);

  const tokenFromMail = (email: string) => resend.tokenMailed(email, "/account/delete");

  it("answers 401 without a session and sends nothing", async () => {
    const response = await askToDelete();
    expect(response.status).toBe(401);
    expect(resend.messages).toHaveLength(0);
  });

  it("mails the owner a link in the page's language; opening it deletes nothing", async () => {
    const ann = await signedInUser("ann@example.com");
    const response = await askToDelete(ann.cookie, { "accept-language": "lt" });
    expect(response.status).toBe(200);
    const [mail] = resend.messages;
    expect(mail!.to).toEqual(["ann@example.com"]);
    expect(mail!.subject).toBe(lt.emails.accountDeletion.subject);
    expect(mail!.links.some((url) => url.startsWith("http://localhost:3000/lt/account/delete?token="))).toBe(true);

    const token = tokenFromMail("ann@example.com");
    expect(await inspectDeletionLink(token)).toEqual({ email: "ann@example.com" });
    expect(await db().user.count({ where: { id: ann.user.id } })).toBe(1);
  });

  it("deletes everything of the user's once confirmed; messages on others' cards stay, unlinked", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    await db().birthday.create({
      data: { userId: ann.user.id, name: "Mum", date: "1960-03-08", month: 3, day: 8, giftIdeas: { create: { title: "Scarf" } } },
    });
    const bobsBirthday = await db().birthday.create({ data: { userId: bob.user.id, name: "Dad", date: "1958-05-01", month: 5, day: 1 } });
    const annsCard = await cardWithMessage(ann.user.id, bob.user, "Ann's card");
    const bobsCard = await cardWithMessage(bob.user.id, ann.user, "Bob's card");
    await askToDelete(ann.cookie);
    const token = tokenFromMail("ann@example.com");
    await db().verificationToken.create({
      data: { tokenHash: "pending-sign-in", type: "login", email: "ann@example.com", expiresAt: new Date(Date.now() + 60_000) },
    });

    expect(await deleteAccount(token)).toEqual({ id: ann.user.id, email: "ann@example.com" });

    expect(await db().user.findUnique({ where: { id: ann.user.id } })).toBeNull();
    expect(await db().birthday.count({ where: { userId: ann.user.id } })).toBe(0);
    expect(await db().giftIdea.count({ where: { birthday: { userId: ann.user.id } } })).toBe(0);
    expect(await db().session.count({ where: { userId: ann.user.id } })).toBe(0);
    // A sign-in link still in the inbox would make a new, empty account.
    expect(await db().verificationToken.count({ where: { email: "ann@example.com" } })).toBe(0);
    expect(await db().groupCard.findUnique({ where: { id: annsCard.id } })).toBeNull();
    const kept = await db().groupCardContribution.findMany({ where: { groupCardId: bobsCard.id } });
    expect(kept).toEqual([expect.objectContaining({ contributorName: "Writer", contributorUserId: null })]);
    // Bob keeps everything of his.
    expect(await db().birthday.findUnique({ where: { id: bobsBirthday.id } })).not.toBeNull();
    expect(await db().session.count({ where: { userId: bob.user.id } })).toBe(1);
    // The link works once.
    expect(await inspectDeletionLink(token)).toBeNull();
    expect(await deleteAccount(token)).toBeNull();
  });

  it("refuses an expired or made-up link", async () => {
    const ann = await signedInUser("ann@example.com");
    await askToDelete(ann.cookie);
    const token = tokenFromMail("ann@example.com");
    const later = new Date(Date.now() + (DELETION_LINK_TTL_MINUTES + 1) * 60_000);
    expect(await inspectDeletionLink(token, later)).toBeNull();
    expect(await deleteAccount(token, later)).toBeNull();
    expect(await deleteAccount("made-up-token")).toBeNull();
    expect(await db().user.count({ where: { id: ann.user.id } })).toBe(1);
  });

  it("limits how many links one user can ask for", async () => {
    const ann = await signedInUser("ann@example.com");
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await askToDelete(ann.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(resend.messages).toHaveLength(3);
  });
});
