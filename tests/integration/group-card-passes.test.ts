import { DELETE as turnOffLinkRoute, POST as issueLinkRoute } from "@/app/api/group-cards/[id]/contributor-link/route";
import { hashToken } from "@/lib/auth/tokens";
import { cardPassCookie } from "@/lib/group-cards/card-pass";
import { listCardsOfPasses } from "@/lib/group-cards/signed-cards";
import { db } from "@/lib/db";
import en from "@/messages/en.json";
import { testSql } from "../setup/database";
import { jsonRequest } from "../support/auth";
import { api, cardRows, cardWithEveryRole, ROLES, type Role } from "../support/group-cards";
import { png } from "../support/images";

// Card passes (docs/decisions/051-card-passes.md): an invitation's link, and
// the contributor link for a group chat, let their holder write without an
// account, each for its own card only. Every write against every kind of
// pass, with the status it must get and, where refused, nothing written.

jest.setTimeout(30_000);

type Scenario = Awaited<ReturnType<typeof passScenario>>;

/** Ann's card with every role, its contributor link on, and a card of someone else's with its own invitation. */
async function passScenario() {
  const s = await cardWithEveryRole();
  const linkToken = "contributor-link-token-contributor-link-00";
  await db().groupCard.update({ where: { id: s.card.id }, data: { contributorLinkToken: linkToken } });
  const otherToken = "other-card-invite-token-other-card-invite0";
  await db().groupCard.create({
    data: {
      creatorId: s.dave.user.id,
      creatorName: "Dave",
      recipientName: "Otto",
      title: "Otto's day",
      slug: "otto-s-day-k3m9x2q7v4pa2",
      invitations: { create: { inviteeEmail: "carol@example.com", inviteTokenHash: hashToken(otherToken) } },
    },
  });
  return { ...s, linkToken, otherToken };
}

/** The card's cookie holding `token`, as the proxy leaves it in the browser. */
const pass = (s: Scenario, token: string) => `${cardPassCookie(s.card.slug)}=${token}`;

const PASSES = ["invitation", "contributor link", "revoked", "another card's", "after delivery"] as const;
type Pass = (typeof PASSES)[number];

async function holding(s: Scenario, kind: Pass): Promise<string> {
  if (kind === "after delivery") {
    await testSql("UPDATE group_cards SET delivered_at = now(), messages_open = false WHERE id = $1", [s.card.id]);
  }
  const token = { invitation: s.carolToken, "contributor link": s.linkToken, revoked: "erin-token", "another card's": s.otherToken, "after delivery": s.carolToken }[kind];
  return pass(s, token);
}

const message = { contributorName: "Carol", contributorEmail: "mallory@example.com", content: "Happy birthday, Rita!" };
const ALLOWED: Record<Pass, boolean> = {
  invitation: true,
  "contributor link": true,
  revoked: false,
  "another card's": false,
  "after delivery": false,
};

describe("writing with a card pass and no session", () => {
  it.each(PASSES)("adds a message with the %s pass only where it works, and writes nothing otherwise", async (kind) => {
    const s = await passScenario();
    const cookie = await holding(s, kind);
    const before = await cardRows();
    const response = await api.contribute(s.card.id, message, cookie);
    if (ALLOWED[kind]) {
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ content: "Happy birthday, Rita!", mine: true });
    } else {
      expect(response.status).toBe(403);
      expect(await cardRows()).toEqual(before);
    }
  });

  it.each(PASSES)("uploads a photo with the %s pass only where it works", async (kind) => {
    const s = await passScenario();
    const cookie = await holding(s, kind);
    const response = await api.uploadImage(s.card.id, await png(), { cookie, name: "photo.png", type: "image/png" });
    expect(response.status).toBe(ALLOWED[kind] ? 201 : 403);
    expect(await db().cardImage.count()).toBe(ALLOWED[kind] ? 1 : 0);
  });

  it("stores the invitation's address, never the body's, and lets the holder edit and delete their own", async () => {
    const s = await passScenario();
    const cookie = pass(s, s.carolToken);
    const added = await (await api.contribute(s.card.id, message, cookie)).json();
    const row = await db().groupCardContribution.findUniqueOrThrow({ where: { id: added.id } });
    expect(row).toMatchObject({ contributorEmail: "carol@example.com", contributorUserId: null, invitationId: s.carolsInvitation.id });
    expect(await db().groupCardInvitation.findUniqueOrThrow({ where: { id: s.carolsInvitation.id } })).toMatchObject({ status: "contributed" });

    expect((await api.patchContribution(s.card.id, added.id, { content: "Changed" }, cookie)).status).toBe(200);
    // Bob's message is not hers, and the pass moves nothing.
    expect((await api.patchContribution(s.card.id, s.bobsMessage.id, { content: "Mine now" }, cookie)).status).toBe(403);
    expect((await api.patchContribution(s.card.id, added.id, { position: 9 }, cookie)).status).toBe(401);
    expect((await api.deleteContribution(s.card.id, s.bobsMessage.id, cookie)).status).toBe(403);
    expect(await db().groupCardContribution.findUniqueOrThrow({ where: { id: s.bobsMessage.id } })).toMatchObject({ content: s.bobsMessage.content });
    expect((await api.deleteContribution(s.card.id, added.id, cookie)).status).toBe(200);
    expect(await db().groupCardContribution.findUnique({ where: { id: added.id } })).toBeNull();
  });

  it("takes the pass from the body too, for a client without the card's cookie", async () => {
    const s = await passScenario();
    expect((await api.contribute(s.card.id, { ...message, inviteToken: s.carolToken })).status).toBe(201);
    expect((await api.contribute(s.card.id, { ...message, inviteToken: s.otherToken })).status).toBe(403);
    expect((await api.contribute(s.card.id, message)).status).toBe(401);
  });

  it("ends a holder's rights over their message with the card's closing or the invitation's revoking", async () => {
    const s = await passScenario();
    const cookie = pass(s, s.carolToken);
    const added = await (await api.contribute(s.card.id, message, cookie)).json();
    await api.revoke(s.card.id, s.carolsInvitation.id, s.cookies.creator);
    expect((await api.patchContribution(s.card.id, added.id, { content: "Changed" }, cookie)).status).toBe(403);
    expect((await api.deleteContribution(s.card.id, added.id, cookie)).status).toBe(403);
    expect(await db().groupCardContribution.findUniqueOrThrow({ where: { id: added.id } })).toMatchObject({ content: message.content });
  });

  it("shows a pass's holder the card as an invitee sees it, and their own messages as theirs", async () => {
    const s = await passScenario();
    await db().groupCard.update({ where: { id: s.card.id }, data: { surpriseGuard: true } });
    const cookie = pass(s, s.carolToken);
    const added = await (await api.contribute(s.card.id, message, cookie)).json();
    const view = await (await api.bySlug(s.card.slug, { cookie })).json();
    expect(view.viewer).toMatchObject({ pass: "invitation", canContribute: true, wroteOne: true, invitedEmail: "carol@example.com" });
    expect(view.contributions.map((each: { id: number; mine: boolean }) => [each.id, each.mine])).toEqual([
      [s.bobsMessage.id, false],
      [s.erinsMessage.id, false],
      [added.id, true],
    ]);
    // Nobody else's address, and the guard keeps a visitor out.
    const text = JSON.stringify(view);
    for (const address of ["bob@", "erin@", "ann@", "mallory@"]) expect(text).not.toContain(address);
    expect((await (await api.bySlug(s.card.slug)).json()).contributions).toEqual([]);
  });
});

describe("My group cards without an account", () => {
  it("lists the cards whose passes the browser holds and that still work, with what was written through them", async () => {
    const s = await passScenario();
    const carols = await (await api.contribute(s.card.id, message, pass(s, s.carolToken))).json();
    const list = await listCardsOfPasses([
      { slug: s.card.slug, token: s.carolToken },
      { slug: "otto-s-day-k3m9x2q7v4pa2", token: "erin-token" },
      { slug: "no-such-card-k3m9x2q7v4pa3", token: s.carolToken },
    ]);
    expect(list).toEqual({
      cards: [expect.objectContaining({ slug: s.card.slug, messagesCount: 1, firstMessageId: carols.id, canAddMessage: true, state: "open" })],
      more: false,
    });
    expect(JSON.stringify(list)).not.toContain("@");
    await api.revoke(s.card.id, s.carolsInvitation.id, s.cookies.creator);
    expect((await listCardsOfPasses([{ slug: s.card.slug, token: s.carolToken }])).cards).toEqual([]);
  });
});

describe("the contributor link", () => {
  it("makes its holder a guest with a pass of their own, whose messages the creator sees came through the link", async () => {
    const s = await passScenario();
    const response = await api.contribute(s.card.id, { contributorName: "Gus", content: "From the team chat" }, pass(s, s.linkToken));
    expect(response.status).toBe(201);
    const added = await response.json();
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${cardPassCookie(s.card.slug)}=[\\w-]{40,};.*HttpOnly`));
    const guestPass = cookie.split(";")[0]!;
    expect(guestPass).not.toContain(s.linkToken);
    const row = await db().groupCardContribution.findUniqueOrThrow({ where: { id: added.id }, include: { invitation: true } });
    expect(row).toMatchObject({ contributorEmail: null, contributorUserId: null, invitation: { viaLink: true, inviteeEmail: null, inviteeName: "Gus" } });

    // The creator sees where it came from; the guest is on no invitation list and gets no e-mail.
    const creatorView = await (await api.bySlug(s.card.slug, { cookie: s.cookies.creator })).json();
    expect(creatorView.contributions.find((each: { id: number }) => each.id === added.id)).toMatchObject({ viaLink: true });
    expect(creatorView.invitations.map((each: { email: string }) => each.email)).toEqual(["bob@example.com", "carol@example.com", "erin@example.com"]);

    // A new link: the old one writes nothing, the guest still changes their own message, and the creator removes any.
    expect((await issueLink(s.card.id, s.cookies.creator)).status).toBe(200);
    expect((await api.contribute(s.card.id, { contributorName: "Late", content: "Hi" }, pass(s, s.linkToken))).status).toBe(403);
    expect((await api.patchContribution(s.card.id, added.id, { content: "Edited" }, guestPass)).status).toBe(200);
    // Turned off, the guest adds nothing more and is told why.
    await turnOffLink(s.card.id, s.cookies.creator);
    const refused = await api.contribute(s.card.id, { contributorName: "Gus", content: "Again" }, guestPass);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(en.errors.contributorLinkOff);
    expect((await api.deleteContribution(s.card.id, added.id, s.cookies.creator)).status).toBe(200);
  });

  it("keeps a guest's optional address from everyone but the creator", async () => {
    const s = await passScenario();
    const response = await api.contribute(
      s.card.id,
      { contributorName: "Gus", contributorEmail: "gus@example.com", content: "Hi" },
      pass(s, s.linkToken),
    );
    expect(response.status).toBe(201);
    for (const cookie of [undefined, s.cookies.invitee, s.cookies.stranger, pass(s, s.carolToken)]) {
      expect(await (await api.bySlug(s.card.slug, { cookie })).text()).not.toContain("gus@");
    }
  });

  it("answers the creator only, with its address, and turns off", async () => {
    const expected: Record<Role, number> = { creator: 200, invitee: 403, stranger: 403, revoked: 403, invitedSignedOut: 401, visitor: 401 };
    for (const role of ROLES) {
      const s = await passScenario();
      const before = await db().groupCard.findUniqueOrThrow({ where: { id: s.card.id } });
      const response = await issueLink(s.card.id, s.cookies[role]);
      expect([role, response.status]).toEqual([role, expected[role]]);
      const after = await db().groupCard.findUniqueOrThrow({ where: { id: s.card.id } });
      if (role === "creator") {
        expect((await response.json()).url).toBe(`http://localhost:3000/group-cards/${s.card.slug}?invite=${after.contributorLinkToken}`);
        expect(after.contributorLinkToken).not.toBe(before.contributorLinkToken);
        expect((await turnOffLink(s.card.id, s.cookies[role])).status).toBe(200);
        expect((await db().groupCard.findUniqueOrThrow({ where: { id: s.card.id } })).contributorLinkToken).toBeNull();
        // Off: its holders add nothing.
        expect((await api.contribute(s.card.id, message, pass(s, s.linkToken))).status).toBe(403);
      } else {
        expect(after.contributorLinkToken).toBe(before.contributorLinkToken);
        expect((await turnOffLink(s.card.id, s.cookies[role])).status).toBe(expected[role]);
      }
      await testSql("TRUNCATE users, group_cards CASCADE");
    }
  });

  it("limits messages per network and hour, with a translated 429", async () => {
    const s = await passScenario();
    expect((await api.contribute(s.card.id, message, pass(s, s.linkToken))).status).toBe(201);
    // As if this network had written the hour's worth already.
    await testSql("UPDATE rate_limit_counters SET count = 30 WHERE key LIKE 'card-link-message:ip:%'");
    const before = await cardRows();
    const response = await api.contribute(s.card.id, message, `${pass(s, s.linkToken)}; NEXT_LOCALE=lt`);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).error.message).toMatch(/^Per šio atviruko nuorodą/);
    expect(await cardRows()).toEqual(before);
  });
});

function issueLink(id: number, cookie?: string) {
  return issueLinkRoute(jsonRequest("POST", `/api/group-cards/${id}/contributor-link`, undefined, cookie ? { cookie } : {}), {
    params: Promise.resolve({ id: String(id) }),
  });
}

function turnOffLink(id: number, cookie?: string) {
  return turnOffLinkRoute(jsonRequest("DELETE", `/api/group-cards/${id}/contributor-link`, undefined, cookie ? { cookie } : {}), {
    params: Promise.resolve({ id: String(id) }),
  });
}
