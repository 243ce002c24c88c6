import { getSessionUser } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { listMyCardSummaries } from "@/lib/group-cards/cards";
import { createCardStart } from "@/lib/group-cards/create-start";
import { INVITATIONS_PER_DAY, spendInvitationBudget } from "@/lib/group-cards/invitations";
import {
  MAX_GROUP_CARDS_PER_USER,
  MAX_INVITATIONS_PER_CARD,
  MAX_MESSAGES_PER_AUTHOR,
  MAX_MESSAGES_PER_CARD,
} from "@/lib/group-cards/schema";
import { conflictBody } from "../support/errors";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { testSql } from "../setup/database";
import { jpeg } from "../support/images";
import { signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";
import { api, cardBody, cardRows, cardWithEveryRole, ROLES, seedInvitationsUpTo, seedMessages } from "../support/group-cards";

const resend = mailThroughFakeResend();
// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);

/** The invite token of the newest invitation mailed to `email`. */
function inviteTokenMailed(email: string): string {
  const link = resend.messages
    .filter((message) => message.to.includes(email))
    .at(-1)
    ?.links.find((url) => new URL(url).searchParams.has("invite"));
  if (!link) throw new Error(`No invitation was mailed to ${email}`);
  return new URL(link).searchParams.get("invite")!;
}

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** `count` cards of this user, without invitations, written straight to the database in one statement. */
async function storedCards(userId: number, count: number): Promise<void> {
  await db().groupCard.createMany({
    data: Array.from({ length: count }, (_, n) => ({
      creatorId: userId,
      creatorName: "Ann",
      recipientName: `Friend ${n}`,
      title: `Card ${n}`,
      slug: `card-${userId}-${n}`,
    })),
  });
}

describe("POST /api/group-cards", () => {
  it("makes the card, invites each address once and e-mails each invitee a link to the card", async () => {
    const { user, cookie } = await signedInUser("ann@example.com");
    const response = await api.create(
      cardBody({ invitedContributors: " Bob@Example.com,\ncarol@example.com;bob@example.com, ANN@example.com " }),
      `${cookie}; NEXT_LOCALE=lt`,
    );
    expect(response.status).toBe(201);
    const dto = await response.json();
    expect(dto).toEqual({
      id: expect.any(Number),
      slug: expect.stringMatching(/^rita-s-40th-[0-9a-hjkmnp-tv-z]{13}$/),
      title: "Rita's 40th",
      description: "Let's make her smile.\nSign before Friday!",
      greeting: "Happy 40th, Rita!",
      recipientName: "Rita",
      recipientBirthday: "2026-12-05",
      theme: "sunset",
      isPublished: false,
      messagesOpen: true,
      surpriseGuard: true,
      deliveredAt: null,
      creatorName: "Ann",
      // The language it was made in: its e-mails and its sharing preview speak it.
      locale: "lt",
      contributionsCount: 0,
      thankYou: null,
      createdAt: iso,
      updatedAt: iso,
      invitations: [
        { id: expect.any(Number), email: "bob@example.com", status: "pending", sentAt: iso, respondedAt: null, resendableAt: iso },
        { id: expect.any(Number), email: "carol@example.com", status: "pending", sentAt: iso, respondedAt: null, resendableAt: iso },
      ],
    });
    expect(await db().groupCard.findUniqueOrThrow({ where: { id: dto.id } })).toMatchObject({ creatorId: user.id });

    // One e-mail per invitee, in the creator's language, with a link to the card and its own token.
    expect(resend.messages.map((message) => message.to)).toEqual(
      expect.arrayContaining([["bob@example.com"], ["carol@example.com"]]),
    );
    expect(resend.messages).toHaveLength(2);
    for (const message of resend.messages) {
      expect(message.subject).toBe("Ann kviečia jus pasirašyti bendrą gimtadienio atviruką. Kam: Rita");
      expect(message.text).toContain("Sign before Friday!");
      expect(message.idempotencyKey).toMatch(/^group-card-invitation\/\d+\/[0-9a-f]{64}$/);
    }
    const bobsToken = inviteTokenMailed("bob@example.com");
    const carolsToken = inviteTokenMailed("carol@example.com");
    expect(bobsToken).not.toBe(carolsToken);
    expect(Buffer.from(bobsToken, "base64url").length).toBeGreaterThanOrEqual(16);
    const link = resend.messages.find((message) => message.to.includes("bob@example.com"))!.links.at(-1)!;
    expect(link).toBe(`http://localhost:3000/group-cards/${dto.slug}?invite=${bobsToken}`);
    // Only hashes are stored.
    const stored = await db().groupCardInvitation.findMany({ where: { groupCardId: dto.id } });
    expect(stored.map((row) => row.inviteTokenHash).sort()).toEqual([hashToken(bobsToken), hashToken(carolsToken)].sort());
    expect(JSON.stringify(await cardRows())).not.toContain(bobsToken);
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answers 400 with every field's message in %s, naming the bad addresses, and writes nothing", async (locale, messages) => {
    const { cookie } = await signedInUser();
    const response = await api.create(
      {
        recipientName: " ",
        recipientBirthday: "2026-02-30",
        title: "x".repeat(121),
        description: "x".repeat(1001),
        greeting: "x".repeat(1001),
        theme: "neon",
        invitedContributors: "bob@example.com, not-an-address, carol@",
        initiatorName: "",
      },
      `${cookie}; NEXT_LOCALE=${locale}`,
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe(messages.errors.validationFailed);
    const bad = messages.validation.contributorEmailsInvalid;
    expect(error.fields).toEqual({
      recipientName: messages.validation.recipientNameRequired,
      recipientBirthday: messages.validation.birthdayDateInvalid,
      title: messages.validation.cardTitleTooLong,
      description: messages.validation.cardDescriptionTooLong,
      greeting: messages.validation.cardGreetingTooLong,
      theme: messages.validation.cardThemeInvalid,
      invitedContributors: expect.stringContaining("not-an-address, carol@"),
      initiatorName: messages.validation.yourNameRequired,
    });
    // The plural form for two addresses, with both named.
    const twoForm = /other \{([^}]*)\{emails\}/.exec(bad)![1]!;
    expect(error.fields.invitedContributors).toBe(`${twoForm}not-an-address, carol@`);
    expect(await db().groupCard.count()).toBe(0);
    expect(resend.messages).toEqual([]);
  });

  it.each([
    ["no date", { recipientBirthday: undefined }, "recipientBirthday", en.validation.birthdayDateRequired],
    ["an empty date", { recipientBirthday: " " }, "recipientBirthday", en.validation.birthdayDateRequired],
    ["a date that does not exist", { recipientBirthday: "2025-02-30" }, "recipientBirthday", en.validation.birthdayDateInvalid],
    ["a date before 1900", { recipientBirthday: "1899-12-31" }, "recipientBirthday", en.validation.birthdayDateInvalid],
    ["no invitees", { invitedContributors: " , \n" }, "invitedContributors", en.validation.contributorsRequired],
    ["an empty list", { invitedContributors: [] }, "invitedContributors", en.validation.contributorsRequired],
    ["no name", { initiatorName: undefined }, "initiatorName", en.validation.yourNameRequired],
    ["no title", { title: "  " }, "title", en.validation.cardTitleRequired],
    ["a 101-character name", { recipientName: "x".repeat(101) }, "recipientName", en.validation.recipientNameTooLong],
    ["only the creator", { invitedContributors: ["ann@example.com"] }, "invitedContributors", en.validation.contributorsNotYourself],
    [
      "101 invitees",
      { invitedContributors: Array.from({ length: 101 }, (_, i) => `p${i}@example.com`) },
      "invitedContributors",
      "You can invite at most 100 people at once",
    ],
  ])("refuses %s", async (_label, overrides, field, message) => {
    const { cookie } = await signedInUser("ann@example.com");
    const response = await api.create(cardBody(overrides), cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: message });
    expect(await db().groupCard.count()).toBe(0);
  });

  it("takes the largest allowed texts and the theme 'default' when none is given", async () => {
    const { cookie } = await signedInUser("ann@example.com");
    const response = await api.create(
      cardBody({ title: "t".repeat(120), description: "d".repeat(1000), recipientName: "r".repeat(100), theme: undefined }),
      cookie,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ theme: "default", slug: expect.stringMatching(/^t{32}-/) });
  });

  it("answers 401 without a session and writes nothing", async () => {
    const response = await api.create(cardBody());
    expect(response.status).toBe(401);
    expect(await db().groupCard.count()).toBe(0);
  });

  it(`refuses invitations past ${INVITATIONS_PER_DAY} a day per creator, counting none of a refused batch`, async () => {
    const { user, cookie } = await signedInUser("ann@example.com");
    const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `p${from + i}@example.com`);
    // 190 sent earlier today (rendering 190 e-mails would only slow the test down).
    await spendInvitationBudget(user.id, 190, new Date());
    const refused = await api.create(cardBody({ invitedContributors: addresses(190, 20) }), cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).error.message).toMatch(/^You have sent many invitations today/);
    expect(await db().groupCard.count()).toBe(0);
    expect(resend.messages).toEqual([]);
    // The refused 20 were not counted: 10 more still fit, then not one.
    expect((await api.create(cardBody({ invitedContributors: addresses(190, 10) }), cookie)).status).toBe(201);
    expect(resend.messages).toHaveLength(10);
    const card = await db().groupCard.findFirstOrThrow();
    const more = await api.invite(card.id, { emails: ["one-more@example.com"] }, cookie);
    expect(more.status).toBe(429);
    expect(await db().groupCardInvitation.count()).toBe(10);
  });

  it("gives every card its own slug, also for equal titles", async () => {
    const { cookie } = await signedInUser("ann@example.com");
    const slugs = new Set<string>();
    for (let i = 0; i < 5; i++) slugs.add((await (await api.create(cardBody(), cookie)).json()).slug);
    expect(slugs.size).toBe(5);
    expect(await db().issuedGroupCardSlug.count()).toBe(5);
  });
});

describe("the limit on group cards per account", () => {
  it("refuses a card past the limit with 409 and its translated message, and makes and sends nothing", async () => {
    const { user, cookie, token } = await signedInUser("ann@example.com");
    await storedCards(user.id, MAX_GROUP_CARDS_PER_USER - 1);
    // The create page offers the form while there is room, and says the account is full once there is none.
    const pageFull = async () => (await createCardStart((await getSessionUser(token))!, undefined, "en")).full;
    expect(await pageFull()).toBe(false);
    expect((await api.create(cardBody(), cookie)).status).toBe(201);
    expect(await pageFull()).toBe(true);
    expect(resend.messages).toHaveLength(2);
    const before = await cardRows();
    const slugsBefore = await db().issuedGroupCardSlug.count();

    for (const locale of ["en", "lt", "ru"] as const) {
      const response = await api.create(cardBody({ invitedContributors: `${locale}@example.com` }), `${cookie}; NEXT_LOCALE=${locale}`);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(conflictBody(locale, "groupCardLimitReached", { max: MAX_GROUP_CARDS_PER_USER }));
    }
    expect(await cardRows()).toEqual(before);
    expect(await db().issuedGroupCardSlug.count()).toBe(slugsBefore);
    expect(resend.messages).toHaveLength(2);
    // The refused cards' invitations were not taken from the day's budget: the rest of it still fits.
    await expect(spendInvitationBudget(user.id, INVITATIONS_PER_DAY - 2, new Date())).resolves.toBeUndefined();
  });

  it("counts only the cards the creator still keeps: another account still makes one, and a deleted card makes room", async () => {
    const ann = await signedInUser("ann@example.com");
    const dave = await signedInUser("dave@example.com");
    await storedCards(ann.user.id, MAX_GROUP_CARDS_PER_USER);
    expect((await api.create(cardBody({ initiatorName: "Dave" }), dave.cookie)).status).toBe(201);
    expect((await api.create(cardBody(), ann.cookie)).status).toBe(409);

    const oldest = await db().groupCard.findFirstOrThrow({ where: { creatorId: ann.user.id }, orderBy: { id: "asc" } });
    expect((await api.deleteCard(oldest.id, ann.cookie)).status).toBe(200);
    expect((await api.create(cardBody(), ann.cookie)).status).toBe(201);
    expect((await api.create(cardBody(), ann.cookie)).status).toBe(409);
    expect(await db().groupCard.count({ where: { creatorId: ann.user.id } })).toBe(MAX_GROUP_CARDS_PER_USER);
  });

  it("lets parallel requests fill the last places but never pass the limit", async () => {
    const { user, cookie } = await signedInUser("ann@example.com");
    await storedCards(user.id, MAX_GROUP_CARDS_PER_USER - 3);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        api.create(cardBody({ title: `Parallel ${n}`, invitedContributors: `p${n}@example.com` }), cookie).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await db().groupCard.count({ where: { creatorId: user.id } })).toBe(MAX_GROUP_CARDS_PER_USER);
    // Only the cards made sent their invitations.
    expect(await db().groupCardInvitation.count()).toBe(3);
    expect(resend.messages).toHaveLength(3);
  });
});

describe("GET /api/group-cards", () => {
  it("lists only the user's own cards, newest first, with counts and invitations", async () => {
    const s = await cardWithEveryRole();
    const { cookie } = s.ann;
    const second = await (await api.create(cardBody({ title: "Second" }), cookie)).json();
    const response = await api.list(cookie);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cards = await response.json();
    expect(cards.map((card: { id: number }) => card.id)).toEqual([second.id, s.card.id]);
    expect(cards[1]).toMatchObject({ contributionsCount: 2, isPublished: false });
    expect(cards[1].invitations.map((i: { email: string; status: string }) => [i.email, i.status])).toEqual([
      ["bob@example.com", "contributed"],
      ["carol@example.com", "pending"],
      ["erin@example.com", "revoked"],
    ]);
    expect(await (await api.list(s.cookies.invitee)).json()).toEqual([]);
    expect((await api.list()).status).toBe(401);

    // My group cards' page: the same cards, without the invitations it does not show.
    const summaries = await listMyCardSummaries(s.ann.user);
    expect(summaries.map((summary, index) => ({ ...summary, invitations: cards[index].invitations }))).toEqual(cards);
    expect(summaries[0]).not.toHaveProperty("invitations");
    expect(await listMyCardSummaries((await signedInUser("zed@example.com")).user)).toEqual([]);
  });
});

describe("GET /api/group-cards/slug/{slug}", () => {
  it("shows the card to anyone, with no address of anyone but the creator's own view", async () => {
    const s = await cardWithEveryRole();
    for (const role of ROLES) {
      const response = await api.bySlug(s.card.slug, { cookie: s.cookies[role] });
      expect(response.status).toBe(200);
      const text = await response.text();
      const view = JSON.parse(text);
      expect(view.contributions.map((c: { contributorName: string }) => c.contributorName)).toEqual(["Bob Stone", "Erin"]);
      expect(view.contributions[0]).toEqual({
        id: s.bobsMessage.id,
        type: "text",
        content: "Happy birthday from Bob Stone",
        imageUrl: null,
        image: null,
        contributorName: "Bob Stone",
        initials: "BS",
        gradient: expect.any(Number),
        position: 0,
        createdAt: iso,
        updatedAt: iso,
        mine: role === "invitee",
        viaLink: false,
      });
      const others = ["bob@", "carol@", "erin@", "dave@", "ann@"];
      if (role === "creator") {
        expect(view.invitations.map((i: { email: string }) => i.email)).toEqual([
          "bob@example.com",
          "carol@example.com",
          "erin@example.com",
        ]);
      } else {
        expect(view.invitations).toBeNull();
        // Only the viewer's own address, nobody else's.
        const own = { invitee: "bob@", stranger: "dave@", revoked: "erin@" }[role as string];
        for (const address of others.filter((address) => address !== own)) expect(text).not.toContain(address);
      }
    }
  });

  it("tells each viewer what they may do", async () => {
    const s = await cardWithEveryRole();
    const viewer = async (options: { cookie?: string; invite?: string }) =>
      (await (await api.bySlug(s.card.slug, options)).json()).viewer;
    expect(await viewer({ cookie: s.cookies.creator })).toMatchObject({ isCreator: true, canContribute: true, name: "Ann" });
    expect(await viewer({ cookie: s.cookies.invitee })).toMatchObject({
      isCreator: false,
      canContribute: true,
      email: "bob@example.com",
    });
    expect(await viewer({ cookie: s.cookies.stranger })).toMatchObject({ canContribute: false, pass: null });
    expect(await viewer({ cookie: s.cookies.revoked })).toMatchObject({ canContribute: false });
    expect(await viewer({})).toEqual({
      isCreator: false,
      signedIn: false,
      canContribute: false,
      canPresent: false,
      canThank: false,
      pass: null,
      invitedEmail: null,
      emailMismatch: false,
      loginLinkSent: false,
      name: null,
      email: null,
      preparing: false,
      messageLimit: null,
      wroteOne: false,
    });
    // Carol, signed out, with her token (her card pass): she writes at once, as her invited address.
    expect(await viewer({ invite: s.carolToken })).toMatchObject({
      signedIn: false,
      canContribute: true,
      pass: "invitation",
      invitedEmail: "carol@example.com",
      email: "carol@example.com",
      emailMismatch: false,
    });
    // Carol's link opened while signed in as Dave: the notice names the invited address, and he may write as it.
    expect(await viewer({ invite: s.carolToken, cookie: s.cookies.stranger })).toMatchObject({
      canContribute: true,
      pass: "invitation",
      invitedEmail: "carol@example.com",
      emailMismatch: true,
      email: "dave@example.com",
    });
    // Someone else's token on this card opens nothing.
    expect(await viewer({ invite: "made-up" })).toMatchObject({ pass: null, canContribute: false, invitedEmail: null });

    // Delivered, the card is closed to new messages: only its creator may still add one.
    await testSql("UPDATE group_cards SET delivered_at = now(), messages_open = false WHERE id = $1", [s.card.id]);
    expect(await viewer({ cookie: s.cookies.creator })).toMatchObject({ canContribute: true });
    expect(await viewer({ cookie: s.cookies.invitee })).toMatchObject({ canContribute: false, messageLimit: null });
  });

  it("answers 404 'Card not found' for an unknown or malformed slug", async () => {
    for (const slug of ["no-such-card-k3m9x2q7v4pa1", "Not A Slug", "x".repeat(200)]) {
      const response = await api.bySlug(slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: en.errors.cardNotFound } });
    }
  });
});

describe("PATCH and DELETE /api/group-cards/{id}", () => {
  it("changes only the fields given, keeps the slug, and publishes", async () => {
    const s = await cardWithEveryRole();
    await db().groupCard.update({ where: { id: s.card.id }, data: { description: "Keep me", greeting: "Me too" } });
    const response = await api.patchCard(s.card.id, { title: "A new title", isPublished: true, theme: "ocean" }, s.cookies.creator);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: "A new title",
      slug: s.card.slug,
      isPublished: true,
      theme: "ocean",
      description: "Keep me",
      greeting: "Me too",
      recipientName: "Rita",
      contributionsCount: 2,
    });
    const cleared = await (await api.patchCard(s.card.id, { description: "" }, s.cookies.creator)).json();
    expect(cleared).toMatchObject({ description: null, greeting: "Me too" });
  });

  it("validates in the request's language and changes nothing", async () => {
    const s = await cardWithEveryRole();
    const before = await cardRows();
    const response = await api.patchCard(
      s.card.id,
      { title: "", theme: "neon", isPublished: "yes" },
      `${s.cookies.creator}; NEXT_LOCALE=ru`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      title: ru.validation.cardTitleRequired,
      theme: ru.validation.cardThemeInvalid,
      isPublished: ru.validation.invalid,
    });
    expect(await cardRows()).toEqual(before);
  });

  it("deletes the card with its invitations and messages; its slug never comes back", async () => {
    const s = await cardWithEveryRole();
    expect((await api.deleteCard(s.card.id, s.cookies.creator)).status).toBe(200);
    expect(await cardRows()).toMatchObject({ cards: [], invitations: [], contributions: [] });
    expect((await api.bySlug(s.card.slug)).status).toBe(404);
  });
});

describe("POST /api/group-cards/{id}/invitations", () => {
  it("invites new addresses, resends to older ones at most once an hour, and skips who has written", async () => {
    const s = await cardWithEveryRole();
    const oldCarolToken = s.carolToken;
    const response = await api.invite(
      s.card.id,
      { emails: "frank@example.com\ncarol@example.com, bob@example.com, erin@example.com, ann@example.com" },
      s.cookies.creator,
    );
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.results).toEqual([
      { email: "frank@example.com", outcome: "invited" },
      { email: "carol@example.com", outcome: "resent" },
      { email: "bob@example.com", outcome: "alreadyContributed" },
      { email: "erin@example.com", outcome: "resent" },
      { email: "ann@example.com", outcome: "creator" },
    ]);
    expect(result.invitations.map((i: { email: string; status: string }) => [i.email, i.status])).toEqual([
      ["bob@example.com", "contributed"],
      ["carol@example.com", "pending"],
      ["erin@example.com", "pending"],
      ["frank@example.com", "pending"],
    ]);
    expect(resend.messages.map((message) => message.to[0]).sort()).toEqual([
      "carol@example.com",
      "erin@example.com",
      "frank@example.com",
    ]);
    // The resend carries a new token; the old link stops working.
    const newCarolToken = inviteTokenMailed("carol@example.com");
    expect(newCarolToken).not.toBe(oldCarolToken);
    expect((await (await api.bySlug(s.card.slug, { invite: oldCarolToken })).json()).viewer.pass).toBeNull();
    expect((await (await api.bySlug(s.card.slug, { invite: newCarolToken })).json()).viewer.pass).toBe("invitation");

    // Within the hour: nothing is sent again.
    const again = await (await api.invite(s.card.id, { emails: ["carol@example.com"] }, s.cookies.creator)).json();
    expect(again.results).toEqual([{ email: "carol@example.com", outcome: "recentlySent" }]);
    expect(resend.messages).toHaveLength(3);
  });

  it.each(["en", "lt", "ru"] as const)(
    "in %s, refuses new addresses past the card's limit on invitations, sending nothing, and still resends",
    async (locale) => {
      const s = await cardWithEveryRole();
      const invitationsOnCard = async () => db().groupCardInvitation.count({ where: { groupCardId: s.card.id } });
      await seedInvitationsUpTo(s.card.id, s.ann.user.id, MAX_INVITATIONS_PER_CARD - 1);
      const cookie = `${s.cookies.creator}; NEXT_LOCALE=${locale}`;
      const before = await cardRows();
      const refused = await api.invite(s.card.id, { emails: "frank@example.com, grace@example.com" }, cookie);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(
        conflictBody(locale, "cardInvitationsLimitReached", { max: MAX_INVITATIONS_PER_CARD, count: MAX_INVITATIONS_PER_CARD - 1, room: 1 }),
      );
      expect(await cardRows()).toEqual(before);
      expect(resend.messages).toHaveLength(0);
      // Nothing was taken from the day's budget either.
      await expect(spendInvitationBudget(s.ann.user.id, INVITATIONS_PER_DAY, new Date())).resolves.toBeUndefined();
      await testSql("DELETE FROM rate_limit_counters");

      // The last place, beside a resend to someone already invited.
      const last = await api.invite(s.card.id, { emails: "frank@example.com, carol@example.com" }, cookie);
      expect((await last.json()).results).toEqual([
        { email: "frank@example.com", outcome: "invited" },
        { email: "carol@example.com", outcome: "resent" },
      ]);
      expect(await invitationsOnCard()).toBe(MAX_INVITATIONS_PER_CARD);
      const full = await api.invite(s.card.id, { emails: ["grace@example.com"] }, cookie);
      expect(await full.json()).toEqual(
        conflictBody(locale, "cardInvitationsLimitReached", { max: MAX_INVITATIONS_PER_CARD, count: MAX_INVITATIONS_PER_CARD, room: 0 }),
      );
      // A full card still resends: no new invitation is made.
      expect((await (await api.invite(s.card.id, { emails: ["erin@example.com"] }, cookie)).json()).results).toEqual([
        { email: "erin@example.com", outcome: "resent" },
      ]);
      expect(await invitationsOnCard()).toBe(MAX_INVITATIONS_PER_CARD);
      expect(resend.messages.map((message) => message.to[0]).sort()).toEqual(["carol@example.com", "erin@example.com", "frank@example.com"]);
    },
  );

  it("lets parallel requests fill the card's last invitations but never pass the limit", async () => {
    const s = await cardWithEveryRole();
    await seedInvitationsUpTo(s.card.id, s.ann.user.id, MAX_INVITATIONS_PER_CARD - 3);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, n) => api.invite(s.card.id, { emails: [`p${n}@example.com`] }, s.cookies.creator).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await db().groupCardInvitation.count({ where: { groupCardId: s.card.id } })).toBe(MAX_INVITATIONS_PER_CARD);
    expect(resend.messages).toHaveLength(3);
  });

  it("validates the addresses in Lithuanian, naming the bad one", async () => {
    const s = await cardWithEveryRole();
    const response = await api.invite(s.card.id, { emails: "frank@example, grace@example.com" }, `${s.cookies.creator}; NEXT_LOCALE=lt`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ emails: "Netinkamas adresas: frank@example" });
  });
});

describe("DELETE /api/group-cards/{id}/invitations/{invitationId}", () => {
  it("revokes: the invitee can no longer write, and the creator sees it", async () => {
    const s = await cardWithEveryRole();
    const response = await api.revoke(s.card.id, s.bobsInvitation.id, s.cookies.creator);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: "bob@example.com", status: "revoked" });
    const write = await api.contribute(
      s.card.id,
      { contributorName: "Bob", contributorEmail: "bob@example.com", content: "Again" },
      s.cookies.invitee,
    );
    expect(write.status).toBe(403);
    expect((await write.json()).error.message).toBe(en.errors.cardContributeForbidden);
  });
});

describe("POST /api/group-cards/{id}/contributions", () => {
  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answers 400 with the spec's messages in %s and writes nothing", async (locale, messages) => {
    const s = await cardWithEveryRole();
    const before = await cardRows();
    const response = await api.contribute(
      s.card.id,
      { contributorName: " ", contributorEmail: "nope", content: "\n \n", type: "text" },
      `${s.cookies.invitee}; NEXT_LOCALE=${locale}`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      contributorName: messages.validation.yourNameRequired,
      contributorEmail: messages.validation.contributorEmailRequired,
      content: messages.validation.messageRequired,
    });
    expect(await cardRows()).toEqual(before);
  });

  it.each(["en", "lt", "ru"] as const)(
    "in %s, refuses an invitee's message past the limit per person, and any message past the card's, writing nothing",
    async (locale) => {
      const s = await cardWithEveryRole();
      const messagesBy = (user: { id: number; email: string }, count: number) => seedMessages(s.card.id, user, count);
      const body = { contributorName: "Bob", contributorEmail: "bob@example.com", content: "One more" };
      const refusal = (key: "authorMessagesLimitReached" | "cardMessagesLimitReached", max: number) => conflictBody(locale, key, { max });

      // Bob has one message already (cardWithEveryRole).
      await messagesBy(s.bob.user, MAX_MESSAGES_PER_AUTHOR - 2);
      expect((await api.contribute(s.card.id, body, s.cookies.invitee)).status).toBe(201);
      let before = await cardRows();
      const bobAgain = await api.contribute(s.card.id, body, `${s.cookies.invitee}; NEXT_LOCALE=${locale}`);
      expect(bobAgain.status).toBe(409);
      expect(await bobAgain.json()).toEqual(refusal("authorMessagesLimitReached", MAX_MESSAGES_PER_AUTHOR));
      expect(await cardRows()).toEqual(before);
      // The card page says so before Bob writes another; the creator still has room.
      const messageLimitOf = async (cookie?: string) => (await (await api.bySlug(s.card.slug, { cookie })).json()).viewer.messageLimit;
      expect(await messageLimitOf(s.cookies.invitee)).toBe("author");
      expect(await messageLimitOf(s.cookies.creator)).toBeNull();
      // The creator is bound by the card's limit only.
      await messagesBy(s.ann.user, MAX_MESSAGES_PER_AUTHOR);
      expect((await api.contribute(s.card.id, { ...body, contributorName: "Ann" }, s.cookies.creator)).status).toBe(201);

      const count = Number((await testSql("SELECT count(*) FROM group_card_contributions WHERE group_card_id = $1", [s.card.id])).rows[0]!.count);
      await messagesBy(s.ann.user, MAX_MESSAGES_PER_CARD - count);
      before = await cardRows();
      const full = await api.contribute(s.card.id, { ...body, contributorName: "Ann" }, `${s.cookies.creator}; NEXT_LOCALE=${locale}`);
      expect(full.status).toBe(409);
      expect(await full.json()).toEqual(refusal("cardMessagesLimitReached", MAX_MESSAGES_PER_CARD));
      expect(await messageLimitOf(s.cookies.creator)).toBe("card");
      expect(await messageLimitOf(s.cookies.invitee)).toBe("card");
      // Someone who may not write anyway is told that, not that the card is full.
      expect(await messageLimitOf(s.cookies.stranger)).toBeNull();
      // A photo for a message that cannot be added is refused before it is read.
      const upload = await api.uploadImage(s.card.id, await jpeg(), { cookie: s.cookies.creator });
      expect(upload.status).toBe(409);
      expect(await cardRows()).toEqual(before);
      expect(await db().cardImage.count()).toBe(0);
    },
  );

  it("places parallel messages one after another, never two in one place, and never past the limit", async () => {
    const s = await cardWithEveryRole();
    await testSql(
      `INSERT INTO group_card_contributions (group_card_id, contributor_user_id, contributor_email, contributor_name, type, content, position)
       SELECT $1, $2, $3, 'Ann', 'text', 'Hello ' || n, 10 + n FROM generate_series(1, $4) AS n`,
      [s.card.id, s.ann.user.id, s.ann.user.email, MAX_MESSAGES_PER_CARD - 2 - 3],
    );
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        api.contribute(s.card.id, { contributorName: "Ann", contributorEmail: "ann@example.com", content: `Parallel ${n}` }, s.cookies.creator).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const positions = (await testSql<{ position: number }>("SELECT position FROM group_card_contributions WHERE group_card_id = $1", [s.card.id])).rows.map((row) => row.position);
    expect(positions).toHaveLength(MAX_MESSAGES_PER_CARD);
    expect(new Set(positions).size).toBe(MAX_MESSAGES_PER_CARD);
  });

  it("keeps a message of 2,000 characters and refuses one more", async () => {
    const s = await cardWithEveryRole();
    const body = (content: string) => ({ contributorName: "Bob", contributorEmail: "bob@example.com", content });
    expect((await api.contribute(s.card.id, body("m".repeat(2000)), s.cookies.invitee)).status).toBe(201);
    const tooLong = await api.contribute(s.card.id, body("m".repeat(2001)), s.cookies.invitee);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual({ content: en.validation.messageTooLong });
  });
});
