// Delivering a group card on its day (docs/decisions/042): at the moment, in
// the creator's time zone, exactly once whatever happens around it
// (overlapping passes, a pass killed between claim and send, publishing by
// hand first), with the recipient's and the creator's e-mails, resend after a
// failure, and the creator-only writes. The scheduler runs with a controlled
// clock; e-mails go through the real sendEmail to a fake Resend API, which
// honours idempotency keys as Resend does.
import { db } from "@/lib/db";
import type { OutgoingEmail } from "@/lib/email/send";
import { sendEmail } from "@/lib/email/send";
import { runScheduledPass } from "@/lib/scheduler/pass";
import { POST as resendRoute } from "@/app/api/group-cards/[id]/delivery/route";
import { testSql } from "../setup/database";
import { createSession } from "@/lib/auth/session";
import { jsonRequest, signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";
import { api, cardBody, cardRows, cardWithEveryRole, ROLES, type Role } from "../support/group-cards";
import { MINUTE, at, hang, waitFor } from "../support/reminders";

// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const fake = mailThroughFakeResend();
const clearMail = fake.clear;
const pass = (now: number, deliver?: (email: OutgoingEmail) => Promise<{ id: string }>) =>
  runScheduledPass({ now: new Date(now), ...(deliver && { deliver }) });
const resend = (id: number, body: unknown, cookie?: string) =>
  resendRoute(jsonRequest("POST", `/api/group-cards/${id}/delivery`, body, cookie ? { cookie } : {}), {
    params: Promise.resolve({ id: String(id) }),
  });
const to = (address: string) => fake.messages.filter((message) => message.to.includes(address));

type Creator = Awaited<ReturnType<typeof signedInUser>>;

/** Ann (in `timeZone`) makes a card through the API; the invitations' e-mails are cleared. */
async function makeCard(body: Record<string, unknown>, timeZone = "UTC"): Promise<{ ann: Creator; card: { id: number; slug: string } }> {
  const ann = await signedInUser("ann@example.com");
  await db().user.update({ where: { id: ann.user.id }, data: { timeZone } });
  const response = await api.create(cardBody(body), ann.cookie);
  expect(response.status).toBe(201);
  await clearMail();
  return { ann, card: await response.json() };
}

const sessionCookie = async (userId: number) => `confetti_session=${await createSession(userId)}`;
const cardRow = (id: number) => db().groupCard.findUniqueOrThrow({ where: { id } });
const scheduledEmails = async () =>
  (await testSql(`SELECT kind, idempotency_key AS key, to_email AS "to", status::text AS status, attempts, last_error AS "lastError"
                  FROM scheduled_emails ORDER BY id`)).rows;

describe("delivery at the moment", () => {
  const moment = at("2027-01-10T09:00:00Z");

  it("publishes, closes and e-mails the card once under four overlapping passes", async () => {
    const { card } = await makeCard({ recipientEmail: "Rita@Example.com", deliveryDate: "2027-01-10", deliveryHour: 9 });
    // Just before: the nudges and the warning of the day before (below), no delivery.
    expect(await pass(moment - 1_000)).toMatchObject({ cardDelivery: { delivered: 0 } });
    expect(to("rita@example.com")).toEqual([]);
    await clearMail();
    expect(await cardRow(card.id)).toMatchObject({ isPublished: false, messagesOpen: true, deliveredAt: null });

    const handedOver: string[] = [];
    const deliver = (email: OutgoingEmail) => {
      handedOver.push(email.to);
      return sendEmail(email);
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => pass(moment, deliver)));
    expect(results.reduce((sum, result) => sum + result.cardDelivery.delivered, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    expect(results.reduce((sum, result) => sum + result.kinds["card-delivery"]!.sent, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.kinds["card-delivery-copy"]!.sent, 0)).toBe(1);
    // Each e-mail was handed over once, not just deduplicated by the provider.
    expect(handedOver.sort()).toEqual(["ann@example.com", "rita@example.com"]);

    // Present mode, with the secret that lets its holder write the thank-you note (decision 043).
    const { thankYouToken } = await cardRow(card.id);
    const presentLink = `http://localhost:3000/group-cards/${card.slug}/present?thanks=${thankYouToken}`;
    const [toRita] = to("rita@example.com");
    expect(toRita!.subject).toBe("Ann and friends made you a birthday card");
    expect(toRita!.links).toContain(presentLink);
    const [copy] = to("ann@example.com");
    expect(copy!.subject).toBe("Your card for Rita has been delivered");
    expect(copy!.text).toContain("rita@example.com");
    expect(copy!.links).toContain(presentLink);
    expect(fake.messages).toHaveLength(2);

    expect(await cardRow(card.id)).toMatchObject({ isPublished: true, messagesOpen: false, deliveredAt: new Date(moment) });
    // Later passes find nothing more.
    expect(await pass(moment + 10 * MINUTE)).toMatchObject({ due: 0, sent: 0 });
    expect(fake.messages).toHaveLength(2);
  });

  it.each([
    ["before the provider got the e-mail", false],
    ["after the provider accepted it", true],
  ])("is completed by a pass after the lease when a pass is killed between claim and send: %s", async (_, accepted) => {
    const { card } = await makeCard({ recipientEmail: "rita@example.com", deliveryDate: "2027-01-10", deliveryHour: 9 });
    let reached = false;
    // Abandoned: this pass never finishes, as if its process was killed.
    void pass(moment, async (email) => {
      if (email.to !== "rita@example.com") return sendEmail(email);
      if (accepted) await sendEmail(email);
      reached = true;
      return hang();
    });
    await waitFor(() => reached, "the first pass to hand over the card");
    await waitFor(async () => to("ann@example.com").length === 1, "the creator's copy");
    expect((await scheduledEmails()).find((row) => row.kind === "card-delivery")).toMatchObject({ status: "sending", attempts: 1 });

    // While the lease lasts, other passes leave it alone.
    expect(await pass(moment + 4 * MINUTE)).toMatchObject({ due: 0 });
    expect(to("rita@example.com")).toHaveLength(accepted ? 1 : 0);

    expect(await pass(moment + 6 * MINUTE)).toMatchObject({ due: 1, sent: 1, kinds: { "card-delivery": { sent: 1 } } });
    expect(to("rita@example.com")).toHaveLength(1);
    expect(to("rita@example.com")[0]!.idempotencyKey).toBe(`card-delivery/${card.id}/recipient/1`);
    expect((await scheduledEmails()).find((row) => row.kind === "card-delivery")).toMatchObject({ status: "sent", attempts: 2 });
    expect(await pass(moment + 20 * MINUTE)).toMatchObject({ due: 0 });
    expect(fake.messages).toHaveLength(2);
  });

  it("without a recipient address tells the creator it is time to present the card", async () => {
    const { card } = await makeCard({ recipientBirthday: "2027-01-10" });
    expect(await pass(at("2027-01-10T08:59:00Z"))).toMatchObject({ cardDelivery: { delivered: 0 } });
    await clearMail();
    expect(await pass(at("2027-01-10T09:00:00Z"))).toMatchObject({ sent: 1, cardDelivery: { delivered: 1 } });
    expect(fake.messages.map((message) => [message.to, message.subject])).toEqual([
      [["ann@example.com"], "It's time to present your card for Rita"],
    ]);
    const { thankYouToken } = await cardRow(card.id);
    expect(fake.messages[0]!.links).toContain(`http://localhost:3000/group-cards/${card.slug}/present?thanks=${thankYouToken}`);
  });

  it("catches up after downtime, and leaves alone a moment already past when it was set", async () => {
    const { card } = await makeCard({ recipientBirthday: "2027-01-10" });
    // No pass ran on the day: the next one, two days late, delivers.
    expect(await pass(at("2027-01-12T15:00:00Z"))).toMatchObject({ cardDelivery: { delivered: 1 } });
    expect((await cardRow(card.id)).deliveredAt).toEqual(new Date(at("2027-01-12T15:00:00Z")));

    await testSql("DELETE FROM group_cards");
    await testSql("DELETE FROM users");
    await clearMail();
    // Made today for a birthday whose 09:00 has passed: not published behind the creator's back.
    const past = await makeCard({ recipientBirthday: "2026-11-01" });
    expect(await pass(Date.now())).toMatchObject({ cardDelivery: { delivered: 0 } });
    expect(await cardRow(past.card.id)).toMatchObject({ isPublished: false, deliveredAt: null, messagesOpen: true });
    expect(fake.messages).toEqual([]);
  });
});

describe("the creator's time zone", () => {
  it("delivers at the local hour across the change to summer time, and follows a change of zone", async () => {
    // Vilnius moves its clocks from 03:00 to 04:00 on 28 March 2027: 09:00 that day is 06:00 UTC, the day before 07:00.
    const { ann, card } = await makeCard({ deliveryDate: "2027-03-28", deliveryHour: 9, recipientEmail: "rita@example.com" }, "Europe/Vilnius");
    expect(await pass(at("2027-03-27T07:00:00Z"))).toMatchObject({ cardDelivery: { delivered: 0 } });
    expect(await pass(at("2027-03-28T05:59:59Z"))).toMatchObject({ cardDelivery: { delivered: 0 } });
    expect(await pass(at("2027-03-28T06:00:00Z"))).toMatchObject({ cardDelivery: { delivered: 1 } });
    expect((await cardRow(card.id)).deliveredAt).toEqual(new Date(at("2027-03-28T06:00:00Z")));

    // An hour the clocks skip goes out when they jump; moving to another zone moves the moment.
    const skipped = await api.create(cardBody({ title: "Skipped hour", deliveryDate: "2027-03-28", deliveryHour: 3 }), ann.cookie);
    const moved = await api.create(cardBody({ title: "Moved", deliveryDate: "2027-04-02", deliveryHour: 9 }), ann.cookie);
    const [skippedCard, movedCard] = [await skipped.json(), await moved.json()];
    expect(await pass(at("2027-03-28T00:59:59Z"))).toMatchObject({ cardDelivery: { delivered: 0 } });
    expect(await pass(at("2027-03-28T01:00:00Z"))).toMatchObject({ cardDelivery: { delivered: 1 } });
    expect((await cardRow(skippedCard.id)).deliveredAt).toEqual(new Date(at("2027-03-28T01:00:00Z")));

    await db().user.update({ where: { id: ann.user.id }, data: { timeZone: "America/New_York" } });
    // 09:00 in Vilnius (06:00 UTC) is no longer the moment; 09:00 in New York (13:00 UTC) is.
    expect(await pass(at("2027-04-02T06:00:00Z"))).toMatchObject({ cardDelivery: { delivered: 0 } });
    expect(await pass(at("2027-04-02T13:00:00Z"))).toMatchObject({ cardDelivery: { delivered: 1 } });
    expect((await cardRow(movedCard.id)).deliveredAt).toEqual(new Date(at("2027-04-02T13:00:00Z")));
  });
});

describe("publishing by hand", () => {
  it("delivers at once and not again at the moment; messages close until the creator reopens", async () => {
    const { ann, card } = await makeCard({ recipientEmail: "rita@example.com", deliveryDate: "2027-01-10", deliveryHour: 9 });
    const bob = await signedInUser("bob@example.com");

    const published = await api.patchCard(card.id, { isPublished: true }, ann.cookie);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ isPublished: true, messagesOpen: false, deliveredAt: expect.any(String) });
    expect(fake.messages.map((message) => message.to[0]).sort()).toEqual(["ann@example.com", "rita@example.com"]);

    const message = { contributorName: "Bob", contributorEmail: "bob@example.com", content: "Happy birthday!" };
    const closed = await api.contribute(card.id, message, bob.cookie);
    expect(closed.status).toBe(403);
    expect((await closed.json()).error.message).toBe("This card has been delivered and no longer takes new messages.");

    // Back to draft and published again: still delivered once.
    await api.patchCard(card.id, { isPublished: false }, ann.cookie);
    await api.patchCard(card.id, { isPublished: true }, ann.cookie);
    expect(await pass(at("2027-01-10T09:00:00Z"))).toMatchObject({ due: 0, cardDelivery: { delivered: 0 } });
    expect(fake.messages).toHaveLength(2);

    expect((await api.patchCard(card.id, { messagesOpen: true }, ann.cookie)).status).toBe(200);
    expect((await api.contribute(card.id, message, bob.cookie)).status).toBe(201);
  });
});

describe("resending", () => {
  it("shows the provider's refusal to the creator, who corrects the address and sends again", async () => {
    const { ann, card } = await makeCard({ recipientEmail: "rita@exampel.com", deliveryDate: "2027-01-10", deliveryHour: 9 });
    // Before delivery there is nothing to send again.
    expect((await resend(card.id, {}, ann.cookie)).status).toBe(400);

    // The provider refuses the e-mail to the birthday person (sends one at a time, so the refusal is that one's).
    let queue: Promise<unknown> = Promise.resolve();
    const refuseRitas = (email: OutgoingEmail) => {
      const next = queue.then(() => {
        if (email.to === "rita@exampel.com") fake.failNext(422);
        return sendEmail(email);
      });
      queue = next.catch(() => {});
      return next;
    };
    expect(await pass(at("2027-01-10T09:00:00Z"), refuseRitas)).toMatchObject({ failed: 1, sent: 1, kinds: { "card-delivery": { failed: 1 } } });
    const view = await (await api.getById(card.id, ann.cookie)).json();
    expect(view.delivery).toMatchObject({
      recipientEmail: "rita@exampel.com",
      deliveredAt: "2027-01-10T09:00:00.000Z",
      email: { to: "rita@exampel.com", status: "failed", error: "Resend did not send the e-mail: Fake Resend failure (422)." },
    });

    const response = await resend(card.id, { recipientEmail: "Rita@Example.com" }, ann.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      recipientEmail: "rita@example.com",
      email: { to: "rita@example.com", status: "sent", error: null },
    });
    expect(to("rita@example.com")).toHaveLength(1);
    expect(to("rita@example.com")[0]!.idempotencyKey).toBe(`card-delivery/${card.id}/recipient/2`);
    // Nothing more at the next pass.
    expect(await pass(at("2027-01-10T10:00:00Z"))).toMatchObject({ due: 0 });
    expect(to("rita@example.com")).toHaveLength(1);
  });
});

describe("validation", () => {
  it.each([
    [{ deliveryHour: 24 }, "deliveryHour", "Please choose an hour from the list"],
    [{ deliveryHour: "9" }, "deliveryHour", "Please choose an hour from the list"],
    [{ deliveryDate: "2027-02-30" }, "deliveryDate", "Please choose a real delivery date between 1900 and 2100"],
    [{ recipientEmail: "rita@" }, "recipientEmail", "Please enter a valid email address"],
  ])("refuses %j on create and on change", async (fields, field, message) => {
    const ann = await signedInUser("ann@example.com");
    const created = await api.create(cardBody(fields), ann.cookie);
    expect(created.status).toBe(400);
    expect((await created.json()).error.fields).toEqual({ [field]: message });
    expect(await cardRows()).toMatchObject({ cards: [] });
  });
});

describe("the creator-only writes", () => {
  type Scenario = Awaited<ReturnType<typeof cardWithEveryRole>>;
  const WRITES: Record<string, (s: Scenario, cookie: string | undefined) => Promise<Response>> = {
    "patch delivery fields": (s, cookie) =>
      api.patchCard(s.card.id, { recipientEmail: "rita@example.com", deliveryDate: "2026-12-06", deliveryHour: 18 }, cookie),
    "resend delivery": (s, cookie) => resend(s.card.id, { recipientEmail: "rita2@example.com" }, cookie),
    "reopen messages": (s, cookie) => api.patchCard(s.card.id, { messagesOpen: true }, cookie),
    "switch the surprise guard": (s, cookie) => api.patchCard(s.card.id, { surpriseGuard: true }, cookie),
  };
  const STATUS: Record<Role, number> = { creator: 200, invitee: 403, stranger: 403, revoked: 403, invitedSignedOut: 401, visitor: 401 };
  const cells = Object.keys(WRITES).flatMap((write) => ROLES.map((role) => [write, role, STATUS[role]] as const));

  it.each(cells)("%s as %s: %i", async (write, role, status) => {
    const scenario = await cardWithEveryRole();
    // Delivered already (so a resend is possible), closed, to rita@example.com.
    await db().groupCard.update({
      where: { id: scenario.card.id },
      data: { deliveredAt: new Date(0), isPublished: true, messagesOpen: false, recipientEmail: "rita@example.com" },
    });
    const before = { ...(await cardRows()), emails: await scheduledEmails() };

    const response = await WRITES[write]!(scenario, scenario.cookies[role]);

    expect(response.status).toBe(status);
    const after = { ...(await cardRows()), emails: await scheduledEmails() };
    if (status >= 400) {
      expect((await response.json()).error.code).toBe({ 401: "unauthorized", 403: "forbidden" }[status]);
      expect(after).toEqual(before);
      expect(fake.messages).toEqual([]);
    } else {
      expect(after).not.toEqual(before);
    }
  });

  it("shows the delivery, with the birthday person's address, to the creator alone", async () => {
    const s = await cardWithEveryRole();
    await db().groupCard.update({ where: { id: s.card.id }, data: { recipientEmail: "rita@example.com" } });
    for (const role of ROLES) {
      const body = await (await api.bySlug(s.card.slug, { cookie: s.cookies[role] })).text();
      expect(body.includes("rita@example.com")).toBe(role === "creator");
    }
  });
});

describe("before the day", () => {
  const nudge3 = at("2027-01-07T10:00:00Z");
  const warning = at("2027-01-09T09:00:00Z");
  const nudge1 = at("2027-01-09T10:00:00Z");
  const moment = at("2027-01-10T09:00:00Z");
  const nudges = () => fake.messages.filter((message) => message.subject === "Add your message to the card for Rita");
  const nudged = () => nudges().map((message) => message.to[0]).sort();
  const write = (cardId: number, cookie: string) =>
    api.contribute(cardId, { contributorName: "Someone", contributorEmail: "x@example.com", content: "Happy birthday!" }, cookie);

  it("nudges only invitees who have not written, at most twice, none after writing, revoking or stopping", async () => {
    const invitees = ["bob", "carol", "dave", "erin", "frank"].map((name) => `${name}@example.com`);
    const { ann, card } = await makeCard({
      invitedContributors: invitees.join(", "),
      deliveryDate: "2027-01-10",
      deliveryHour: 9,
      // Only the nudges here (the summary has its own test).
      dailySummary: false,
    });
    const [bob, frank] = [await signedInUser("bob@example.com"), await signedInUser("frank@example.com")];
    const invitation = (email: string) => db().groupCardInvitation.findFirstOrThrow({ where: { groupCardId: card.id, inviteeEmail: email } });
    expect((await write(card.id, bob.cookie)).status).toBe(201);
    expect((await api.revoke(card.id, (await invitation("carol@example.com")).id, ann.cookie)).status).toBe(200);
    await db().groupCardInvitation.update({ where: { id: (await invitation("erin@example.com")).id }, data: { status: "accepted" } });
    // Dave stops them with his mail client's one-click button.
    const { POST: stopRoute } = await import("@/app/api/group-cards/nudges/stop/route");
    const daveToken = (await invitation("dave@example.com")).nudgeStopToken;
    const stop = await stopRoute(
      jsonRequest("POST", `/api/group-cards/nudges/stop?token=${daveToken}`, undefined, { origin: "https://mail.example.net" }),
      { params: Promise.resolve({}) },
    );
    expect(stop.status).toBe(200);

    expect(await pass(nudge3 - 1_000)).toMatchObject({ due: 0 });
    const results = await Promise.all([1, 2, 3, 4].map(() => pass(nudge3)));
    expect(results.reduce((sum, result) => sum + result.kinds["card-nudge"]!.sent, 0)).toBe(2);
    expect(nudged()).toEqual(["erin@example.com", "frank@example.com"]);
    const [toErin] = to("erin@example.com");
    expect(toErin!.links).toContain(`http://localhost:3000/group-cards/${card.slug}`);
    const erinsToken = (await invitation("erin@example.com")).nudgeStopToken;
    expect(toErin!.links).toContain(`http://localhost:3000/card-reminders?token=${erinsToken}`);
    expect(toErin!.headers["List-Unsubscribe"]).toBe(`<http://localhost:3000/api/group-cards/nudges/stop?token=${erinsToken}>`);

    // Frank writes before the second nudge; the card then has two messages, so no warning either.
    expect((await write(card.id, frank.cookie)).status).toBe(201);
    expect(await pass(warning)).toMatchObject({ sent: 0 });
    expect(await pass(nudge1)).toMatchObject({ sent: 1, kinds: { "card-nudge": { sent: 1 } } });
    expect(nudged()).toEqual(["erin@example.com", "erin@example.com", "frank@example.com"]);
    expect(fake.messages.some((message) => message.to[0] === "ann@example.com")).toBe(false);

    // Delivered: nothing more for anyone but the creator's copy.
    await pass(moment);
    await pass(moment + 3_600_000);
    expect(nudges()).toHaveLength(3);
  });

  it("shows the creator the next nudge and its addresses, and sends none while they have turned nudges off", async () => {
    const { ann, card } = await makeCard({
      invitedContributors: "bob@example.com, carol@example.com",
      deliveryDate: "2027-01-10",
      deliveryHour: 9,
      dailySummary: false,
    });
    const nudgesShown = async () => (await (await api.getById(card.id, ann.cookie)).json()).delivery.nudges;
    expect(await nudgesShown()).toEqual({
      on: true,
      next: { at: new Date(nudge3).toISOString(), to: ["bob@example.com", "carol@example.com"] },
    });

    expect((await api.patchCard(card.id, { nudgesOn: false }, ann.cookie)).status).toBe(200);
    expect(await cardRow(card.id)).toMatchObject({ nudgesOn: false });
    expect(await nudgesShown()).toEqual({ on: false, next: null });
    expect(await pass(nudge3)).toMatchObject({ kinds: { "card-nudge": { due: 0 } } });
    expect(nudges()).toEqual([]);

    // Back on before the second: the scheduler plans the card again and that one goes out.
    expect((await api.patchCard(card.id, { nudgesOn: true }, ann.cookie)).status).toBe(200);
    expect(await pass(nudge1)).toMatchObject({ kinds: { "card-nudge": { sent: 2 } } });
    expect(nudged()).toEqual(["bob@example.com", "carol@example.com"]);
  });

  it("skips a nudge already queued when the creator turns nudges off before it is sent", async () => {
    const { ann, card } = await makeCard({ invitedContributors: "bob@example.com", deliveryDate: "2027-01-10", deliveryHour: 9 });
    // The provider is down at the moment: the nudge waits in the queue for its retry.
    expect(await pass(nudge3, () => Promise.reject(new Error("provider down")))).toMatchObject({ kinds: { "card-nudge": { retrying: 1 } } });
    expect((await api.patchCard(card.id, { nudgesOn: false }, ann.cookie)).status).toBe(200);
    expect(await pass(nudge3 + 10 * MINUTE)).toMatchObject({ kinds: { "card-nudge": { skipped: 1, sent: 0 } } });
    expect(nudges()).toEqual([]);
  });

  it("warns the creator a day before when the card has fewer than two messages, once", async () => {
    const { ann, card } = await makeCard({ deliveryDate: "2027-01-10", deliveryHour: 9 });
    expect((await write(card.id, ann.cookie)).status).toBe(201);
    await pass(warning - 1_000);
    expect(to("ann@example.com")).toEqual([]);
    await Promise.all([1, 2, 3].map(() => pass(warning)));
    await pass(warning + 30 * MINUTE);
    const warnings = to("ann@example.com");
    expect(warnings.map((message) => message.subject)).toEqual(["Your card for Rita has only one message"]);
    expect(warnings[0]!.text).toContain("January 10, 2027");
    expect(warnings[0]!.links).toContain(`http://localhost:3000/group-cards/${card.slug}`);
  });
});

describe("the surprise guard", () => {
  it("shows the messages before delivery only to the creator, invitees, token holders and contributors", async () => {
    const s = await cardWithEveryRole();
    await db().groupCard.update({ where: { id: s.card.id }, data: { surpriseGuard: true } });
    const seen = async (options: { cookie?: string; invite?: string }) => {
      const view = await (await api.bySlug(s.card.slug, options)).json();
      return { messages: view.contributions.length, count: view.card.contributionsCount, preparing: view.viewer.preparing };
    };
    const shown = { messages: 2, count: 2, preparing: false };
    const hidden = { messages: 0, count: 0, preparing: true };
    expect(await seen({ cookie: s.cookies.creator })).toEqual(shown);
    expect(await seen({ cookie: s.cookies.invitee })).toEqual(shown);
    expect(await seen({ invite: s.carolToken })).toEqual(shown);
    // Erin was revoked, but wrote one of the messages.
    expect(await seen({ cookie: s.cookies.revoked })).toEqual(shown);
    expect(await seen({ cookie: s.cookies.stranger })).toEqual(hidden);
    expect(await seen({})).toEqual(hidden);
    expect(await seen({ invite: "not-a-token" })).toEqual(hidden);

    // The creator shares it openly...
    expect((await api.patchCard(s.card.id, { surpriseGuard: false }, s.ann.cookie)).status).toBe(200);
    expect(await seen({})).toEqual(shown);
    // ... or it is delivered: the guard lifts.
    await api.patchCard(s.card.id, { surpriseGuard: true }, s.ann.cookie);
    expect(await seen({ cookie: s.cookies.stranger })).toEqual(hidden);
    expect((await api.patchCard(s.card.id, { isPublished: true }, s.ann.cookie)).status).toBe(200);
    expect(await seen({ cookie: s.cookies.stranger })).toEqual(shown);
  });

  it("is on for a new card unless the creator switches it off", async () => {
    const { card } = await makeCard({});
    expect(card).toMatchObject({ surpriseGuard: true });
    const ann = await db().user.findFirstOrThrow({ where: { email: "ann@example.com" } });
    const open = await api.create(cardBody({ title: "Open card", surpriseGuard: false }), (await sessionCookie(ann.id)));
    expect(await open.json()).toMatchObject({ surpriseGuard: false });
  });
});

describe("the daily summary", () => {
  const evening = (day: number) => at(`2027-01-0${day}T18:00:00Z`);
  /** A message from `name`, written at `when` (the test's clock). */
  async function message(cardId: number, name: string, when: number) {
    const author = await signedInUser(`${name.toLowerCase()}@example.com`);
    await db().groupCardContribution.create({
      data: {
        groupCardId: cardId,
        contributorUserId: author.user.id,
        contributorEmail: author.user.email,
        contributorName: name,
        type: "text",
        content: `From ${name}`,
        createdAt: new Date(when),
      },
    });
  }
  const summaries = () => to("ann@example.com").filter((mail) => /new messages? on your card/.test(mail.subject));

  it("tells the creator each evening about the messages others added, and nothing on a day without any", async () => {
    const { ann, card } = await makeCard({ deliveryDate: "2027-01-10", deliveryHour: 9, invitedContributors: "zed@example.com" });
    await db().groupCard.update({ where: { id: card.id }, data: { createdAt: new Date(at("2027-01-01T08:00:00Z")) } });
    await message(card.id, "Bob", at("2027-01-02T12:00:00Z"));
    await message(card.id, "Carol", at("2027-01-02T13:00:00Z"));
    // The creator's own message is not news to them.
    await db().groupCardContribution.create({
      data: { groupCardId: card.id, contributorUserId: ann.user.id, contributorEmail: "ann@example.com", contributorName: "Ann", type: "text", content: "Mine", createdAt: new Date(at("2027-01-02T14:00:00Z")) },
    });

    await Promise.all([1, 2, 3].map(() => pass(evening(2))));
    expect(summaries().map((mail) => mail.subject)).toEqual(["2 new messages on your card for Rita"]);
    expect(summaries()[0]!.text).toContain("from Bob and Carol");

    // Nothing new on the 3rd: no e-mail.
    expect(await pass(evening(3))).toMatchObject({ kinds: { "card-summary": { sent: 0, skipped: 1 } } });
    await message(card.id, "Dave", at("2027-01-04T09:00:00Z"));
    await pass(evening(4));
    expect(summaries().map((mail) => mail.subject)).toEqual([
      "2 new messages on your card for Rita",
      "1 new message on your card for Rita",
    ]);

    // Switched off: no more.
    expect((await api.patchCard(card.id, { dailySummary: false }, ann.cookie)).status).toBe(200);
    await message(card.id, "Erin", at("2027-01-05T09:00:00Z"));
    await pass(evening(5));
    expect(summaries()).toHaveLength(2);
  });
});
