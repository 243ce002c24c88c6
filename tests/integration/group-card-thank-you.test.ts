// The birthday person's thank-you note (issue 15 item 4, docs/decisions/043):
// written once after delivery by whoever holds the delivery e-mail's link
// (its secret) or by the birthday person signed in, and e-mailed once to each
// contributor and the creator, never to the birthday person. E-mails go
// through the real sendEmail to a fake Resend API (which honours idempotency
// keys as Resend does); the scheduler runs with a controlled clock.
import { POST as thankYouRoute } from "@/app/api/group-cards/slug/[slug]/thank-you/route";
import { db } from "@/lib/db";
import { runScheduledPass } from "@/lib/scheduler/pass";
import { testSql } from "../setup/database";
import { jsonRequest, signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";
import { pdfPages } from "../support/pdf-text";
import { api, cardBody, cardRows, cardWithEveryRole } from "../support/group-cards";
import { MINUTE, at } from "../support/reminders";

// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const fake = mailThroughFakeResend();
const clearMail = fake.clear;

const thank = (slug: string, body: unknown, cookie?: string) =>
  thankYouRoute(jsonRequest("POST", `/api/group-cards/slug/${slug}/thank-you`, body, cookie ? { cookie } : {}), {
    params: Promise.resolve({ slug }),
  });
const thankYouMails = () => fake.messages.filter((message) => message.subject.includes("says thank you"));
const mailedTo = () => thankYouMails().map((message) => message.to[0]).sort();
const scheduledEmails = async () =>
  (await testSql(`SELECT kind, idempotency_key AS key, to_email AS "to", status::text AS status, attempts
                  FROM scheduled_emails ORDER BY id`)).rows;
const NOTE = "Thank you all!\nI read every message twice.";

type Scenario = Awaited<ReturnType<typeof cardWithEveryRole>>;

/**
 * Ann's card from cardWithEveryRole (Bob and Erin wrote on it, Carol was
 * invited and did not), for rita@example.com, delivered; Ann wrote a message
 * too, Bob a second one, and Rita one herself (as an invitee might): the
 * addresses to thank are Ann's, Bob's and Erin's, once each. Rita has an
 * account (not signed in unless a test uses `rita.cookie`).
 */
async function deliveredCard(delivered = true) {
  const s = await cardWithEveryRole();
  const rita = await signedInUser("rita@example.com");
  await db().groupCard.update({
    where: { id: s.card.id },
    data: { recipientEmail: "rita@example.com", ...(delivered && { deliveredAt: new Date(0), isPublished: true, messagesOpen: false }) },
  });
  const write = (email: string, userId: number, name: string) =>
    db().groupCardContribution.create({
      data: { groupCardId: s.card.id, contributorUserId: userId, contributorEmail: email, contributorName: name, type: "text", content: `More from ${name}`, position: 5 },
    });
  await write("ann@example.com", s.ann.user.id, "Ann");
  await write("bob@example.com", s.bob.user.id, "Bob Stone");
  await write("Rita@Example.com", rita.user.id, "Rita");
  const { thankYouToken: token } = await db().groupCard.findUniqueOrThrow({ where: { id: s.card.id } });
  return { ...s, rita, token };
}

const everything = async () => ({ ...(await cardRows()), emails: await scheduledEmails() });

describe("writing the note", () => {
  it("saves the note and e-mails each contributor and the creator once, never the birthday person", async () => {
    const s = await deliveredCard();
    const response = await thank(s.card.slug, { token: s.token, message: `  ${NOTE}  `, name: "Rita M." });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ message: NOTE, name: "Rita M.", at: expect.any(String) });

    expect(mailedTo()).toEqual(["ann@example.com", "bob@example.com", "erin@example.com"]);
    expect(fake.messages).toHaveLength(3);
    const [toBob] = thankYouMails().filter((message) => message.to[0] === "bob@example.com");
    expect(toBob!.subject).toBe("Rita M. says thank you for the birthday card");
    expect(toBob!.text).toContain("Thank you all!");
    expect(toBob!.text).toContain("I read every message twice.");
    expect(toBob!.text).toContain("Rita's 40th");
    expect(toBob!.links).toContain(`http://localhost:3000/group-cards/${s.card.slug}`);
    // No one else's address, and no secret of the card.
    for (const other of ["ann@", "erin@", "rita@", "carol@", s.token]) expect(`${toBob!.html}${toBob!.text}`).not.toContain(other);
    // The key names the card and a hash of the address, not the address.
    expect(toBob!.idempotencyKey).toMatch(new RegExp(`^card-thank-you/${s.card.id}/[0-9a-f]{32}$`));

    // The card shows it to anyone with the link, signed by the name given.
    const view = await (await api.bySlug(s.card.slug)).json();
    expect(view.card.thankYou).toEqual(answer);
    expect(view.viewer.canThank).toBe(false);
    // Later passes send nothing more.
    expect(await runScheduledPass({ now: new Date(Date.now() + 10 * MINUTE) })).toMatchObject({ due: 0 });
    expect(fake.messages).toHaveLength(3);
  });

  it("is signed with the card's name for the birthday person when no name is given, in each reader's language", async () => {
    const s = await deliveredCard();
    await db().groupCard.update({ where: { id: s.card.id }, data: { locale: "lt" } });
    // Everyone here has an account: its language wins over the card's (decision 054).
    await db().user.update({ where: { id: s.bob.user.id }, data: { locale: "ru" } });
    await db().user.update({ where: { id: s.erin.user.id }, data: { locale: "lt" } });
    expect((await thank(s.card.slug, { token: s.token, message: "Ačiū!" })).status).toBe(201);
    const subjects = Object.fromEntries(fake.messages.map((message) => [message.to[0], message.subject]));
    expect(subjects).toEqual({
      "ann@example.com": "Rita says thank you for the birthday card",
      "bob@example.com": "Rita благодарит за открытку на день рождения",
      "erin@example.com": "Rita dėkoja už gimtadienio atviruką",
    });
    expect((await db().groupCard.findUniqueOrThrow({ where: { id: s.card.id } })).thankYouName).toBe("Rita");
  });

  it("makes one note and one set of e-mails from two submissions at once; a later one is 409", async () => {
    const s = await deliveredCard();
    const responses = await Promise.all([
      thank(s.card.slug, { token: s.token, message: "First" }),
      thank(s.card.slug, { token: s.token, message: "Second" }),
      thank(s.card.slug, { message: "Third" }, s.rita.cookie),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const card = await db().groupCard.findUniqueOrThrow({ where: { id: s.card.id } });
    const winner = await responses.find((response) => response.status === 201)!.json();
    expect(card.thankYouNote).toBe(winner.message);
    expect(mailedTo()).toEqual(["ann@example.com", "bob@example.com", "erin@example.com"]);
    expect(thankYouMails().every((message) => message.text!.includes(winner.message))).toBe(true);

    const before = await everything();
    const again = await thank(s.card.slug, { token: s.token, message: "Another one" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: "conflict", message: "A thank-you note has already been written for this card." });
    expect(await everything()).toEqual(before);
    expect(fake.messages).toHaveLength(3);
  });

  it.each([
    ["an empty note", { message: "" }, "message", "Please write your thank-you note"],
    ["a note of invisible characters", { message: " \u200b " }, "message", "Please write your thank-you note"],
    ["a note of 1,001 characters", { message: "x".repeat(1001) }, "message", "Your thank-you note must be at most 1000 characters"],
    ["a control character", { message: "Thanks\u0000" }, "message", "This text contains characters that are not allowed"],
    ["a name of two lines", { message: "Thanks", name: "Rita\nM." }, "name", "This text contains characters that are not allowed"],
    ["a name of 101 characters", { message: "Thanks", name: "R".repeat(101) }, "name", "Name must be at most 100 characters"],
  ])("refuses %s with 400 and changes nothing", async (_, fields, field, text) => {
    const s = await deliveredCard();
    const before = await everything();
    const response = await thank(s.card.slug, { token: s.token, ...fields });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: text });
    expect(await everything()).toEqual(before);
    expect(fake.messages).toEqual([]);
  });

  it("leaves an e-mail the provider failed to the scheduler, which sends it later, once", async () => {
    const s = await deliveredCard();
    fake.failNext(500);
    expect((await thank(s.card.slug, { token: s.token, message: NOTE })).status).toBe(201);
    expect(thankYouMails()).toHaveLength(2);
    const failed = (await scheduledEmails()).filter((row) => row.status === "pending");
    expect(failed).toEqual([expect.objectContaining({ kind: "card-thank-you", attempts: 1 })]);

    // Not before its pause (a minute after the failure) is over.
    expect(await runScheduledPass({ now: new Date(Date.now() + 10_000) })).toMatchObject({ due: 0 });
    expect(await runScheduledPass({ now: new Date(Date.now() + 2 * MINUTE) })).toMatchObject({
      due: 1,
      sent: 1,
      kinds: { "card-thank-you": { sent: 1 } },
    });
    expect(mailedTo()).toEqual(["ann@example.com", "bob@example.com", "erin@example.com"]);
    expect(await runScheduledPass({ now: new Date(Date.now() + 30 * MINUTE) })).toMatchObject({ due: 0 });
    expect(thankYouMails()).toHaveLength(3);
  });
});

describe("who may write it", () => {
  type Who = { cookie: (s: Scenario & { rita: { cookie: string } }) => string | undefined; token: "none" | "valid" | "wrong" | "other card" };
  const CASES: [string, number, Who, string][] = [
    ["anonymous without the link", 401, { cookie: () => undefined, token: "none" }, "unauthorized"],
    ["anonymous with the link", 201, { cookie: () => undefined, token: "valid" }, ""],
    ["anonymous with a wrong secret", 403, { cookie: () => undefined, token: "wrong" }, "forbidden"],
    ["anonymous with another card's secret", 403, { cookie: () => undefined, token: "other card" }, "forbidden"],
    ["another user", 403, { cookie: (s) => s.cookies.stranger, token: "none" }, "forbidden"],
    ["a contributor", 403, { cookie: (s) => s.cookies.invitee, token: "none" }, "forbidden"],
    ["the creator without the link", 403, { cookie: (s) => s.cookies.creator, token: "none" }, "forbidden"],
    ["the creator with the link", 201, { cookie: (s) => s.cookies.creator, token: "valid" }, ""],
    ["the birthday person signed in", 201, { cookie: (s) => s.rita.cookie, token: "none" }, ""],
    ["the birthday person signed in, with the link", 201, { cookie: (s) => s.rita.cookie, token: "valid" }, ""],
  ];

  it.each(CASES)("%s: %i", async (_, status, who, code) => {
    const s = await deliveredCard();
    const ann = s.ann;
    const other = await api.create(cardBody({ title: "Another card" }), ann.cookie);
    const otherCard = await db().groupCard.findUniqueOrThrow({ where: { id: (await other.json()).id } });
    await clearMail();
    const token = { none: undefined, valid: s.token, wrong: "0".repeat(32), "other card": otherCard.thankYouToken }[who.token];
    const before = await everything();

    const response = await thank(s.card.slug, { token, message: NOTE }, who.cookie(s));

    expect(response.status).toBe(status);
    if (status === 201) {
      const writer = who.cookie(s) === ann.cookie ? "ann@example.com" : null;
      // Nobody gets their own note; the birthday person never gets it.
      expect(mailedTo()).toEqual(["ann@example.com", "bob@example.com", "erin@example.com"].filter((address) => address !== writer));
      return;
    }
    expect((await response.json()).error.code).toBe(code);
    expect(await everything()).toEqual(before);
    expect(fake.messages).toEqual([]);
  });

  it("is refused before delivery, even with the secret or as the birthday person; nothing changes", async () => {
    const s = await deliveredCard(false);
    const before = await everything();
    for (const [body, cookie] of [
      [{ token: s.token, message: NOTE }, undefined],
      [{ message: NOTE }, s.rita.cookie],
    ] as const) {
      const response = await thank(s.card.slug, body, cookie);
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe("The card has not been delivered yet: a thank-you note can be written once it has.");
    }
    expect((await (await api.bySlug(s.card.slug, { cookie: s.rita.cookie })).json()).viewer.canThank).toBe(false);
    expect(await everything()).toEqual(before);
    expect(fake.messages).toEqual([]);
  });

  it("answers 404 for a card that does not exist, whatever the secret", async () => {
    const s = await deliveredCard();
    for (const slug of ["no-such-card-k3m9x2q7v4pa1", "not a slug"]) {
      const response = await thank(slug, { token: s.token, message: NOTE });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    expect(fake.messages).toEqual([]);
  });

  it("tells the signed-in birthday person's page that they may write, until the note exists", async () => {
    const s = await deliveredCard();
    expect((await (await api.bySlug(s.card.slug, { cookie: s.rita.cookie })).json()).viewer.canThank).toBe(true);
    expect((await (await api.bySlug(s.card.slug, { cookie: s.cookies.creator })).json()).viewer.canThank).toBe(false);
    expect((await thank(s.card.slug, { message: NOTE }, s.rita.cookie)).status).toBe(201);
    expect((await (await api.bySlug(s.card.slug, { cookie: s.rita.cookie })).json()).viewer.canThank).toBe(false);
  });
});

describe("the keepsake", () => {
  it("ends with the note once it is written", async () => {
    const s = await deliveredCard();
    const before = (await pdfPages(new Uint8Array(await (await api.keepsake(s.card.slug)).arrayBuffer()))).join(" ");
    expect(before).not.toContain("says thank you");
    expect((await thank(s.card.slug, { token: s.token, message: "Thank you all, truly." })).status).toBe(201);
    const response = await api.keepsake(s.card.slug);
    expect(response.status).toBe(200);
    const pages = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    const text = pages.join(" ");
    expect(text).toContain("Rita says thank you");
    expect(text.indexOf("Thank you all, truly.")).toBeGreaterThan(text.indexOf("Happy birthday from Erin"));
  });
});

describe("the delivery link", () => {
  it("carries the card's secret to the birthday person and in the creator's copy, and it writes the note", async () => {
    const ann = await signedInUser("ann@example.com");
    const created = await api.create(
      cardBody({ recipientEmail: "rita@example.com", deliveryDate: "2027-01-10", deliveryHour: 9, invitedContributors: "bob@example.com" }),
      ann.cookie,
    );
    const card = await created.json();
    const bob = await signedInUser("bob@example.com");
    expect((await api.contribute(card.id, { contributorName: "Bob", contributorEmail: "bob@example.com", content: "Happy birthday!" }, bob.cookie)).status).toBe(201);
    await clearMail();

    await runScheduledPass({ now: new Date(at("2027-01-10T09:00:00Z")) });
    const { thankYouToken } = await db().groupCard.findUniqueOrThrow({ where: { id: card.id } });
    const link = `http://localhost:3000/group-cards/${card.slug}/present?thanks=${thankYouToken}`;
    const toRita = fake.messages.find((message) => message.to[0] === "rita@example.com")!;
    expect(toRita.links).toContain(link);
    expect(fake.messages.find((message) => message.to[0] === "ann@example.com")!.links).toContain(link);
    await clearMail();

    const token = new URL(toRita.links.find((href) => href.includes("/present"))!).searchParams.get("thanks");
    expect((await thank(card.slug, { token, message: NOTE })).status).toBe(201);
    expect(mailedTo()).toEqual(["ann@example.com", "bob@example.com"]);
  });
});
