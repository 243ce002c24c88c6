import { db } from "@/lib/db";
import en from "@/messages/en.json";
import { signedInUser } from "../support/auth";
import {
  api,
  cardRows,
  cardWithEveryRole,
  ROLES,
  type Role,
} from "../support/group-cards";
import { mailThroughFakeResend } from "../support/fake-resend";

// The permission matrix of docs/decisions/031-group-card-access.md: every
// write against every role, with the status it must get and, where refused,
// no change to any card table and no e-mail.

const resend = mailThroughFakeResend();
// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);

type Scenario = Awaited<ReturnType<typeof cardWithEveryRole>>;

const WRITES: Record<
  string,
  (s: Scenario, cookie: string | undefined) => Promise<Response>
> = {
  contribute: (s, cookie) =>
    api.contribute(
      s.card.id,
      {
        contributorName: "Someone",
        contributorEmail: "someone@example.com",
        content: "Hi!",
      },
      cookie,
    ),
  "edit Bob's message": (s, cookie) =>
    api.patchContribution(
      s.card.id,
      s.bobsMessage.id,
      { content: "Changed" },
      cookie,
    ),
  "delete Bob's message": (s, cookie) =>
    api.deleteContribution(s.card.id, s.bobsMessage.id, cookie),
  reorder: (s, cookie) =>
    api.patchContribution(s.card.id, s.bobsMessage.id, { position: 7 }, cookie),
  "patch card": (s, cookie) =>
    api.patchCard(s.card.id, { title: "Changed", isPublished: true }, cookie),
  "turn nudges off": (s, cookie) => api.patchCard(s.card.id, { nudgesOn: false }, cookie),
  "delete card": (s, cookie) => api.deleteCard(s.card.id, cookie),
  invite: (s, cookie) =>
    api.invite(s.card.id, { emails: ["frank@example.com"] }, cookie),
  revoke: (s, cookie) => api.revoke(s.card.id, s.carolsInvitation.id, cookie),
};

/** The status each role gets for each write. */
const SIGNED_OUT = { invitedSignedOut: 401, visitor: 401 } as const;
const CREATOR_ONLY: Record<Role, number> = { creator: 200, invitee: 403, stranger: 403, revoked: 403, ...SIGNED_OUT };
const EXPECTED: Record<string, Record<Role, number>> = {
  contribute: { creator: 201, invitee: 201, stranger: 403, revoked: 403, ...SIGNED_OUT },
  "edit Bob's message": { creator: 403, invitee: 200, stranger: 403, revoked: 403, ...SIGNED_OUT },
  "delete Bob's message": { creator: 200, invitee: 200, stranger: 403, revoked: 403, ...SIGNED_OUT },
  reorder: CREATOR_ONLY,
  "patch card": CREATOR_ONLY,
  "turn nudges off": CREATOR_ONLY,
  "delete card": CREATOR_ONLY,
  invite: CREATOR_ONLY,
  revoke: CREATOR_ONLY,
};

const cells = Object.keys(WRITES).flatMap((write) =>
  ROLES.map((role) => [write, role, EXPECTED[write]![role]] as const),
);

describe("the permission matrix", () => {
  it.each(cells)("%s as %s: %i", async (write, role, status) => {
    const scenario = await cardWithEveryRole();
    const before = await cardRows();

    const response = await WRITES[write]!(scenario, scenario.cookies[role]);

    expect(response.status).toBe(status);
    if (status >= 400) {
      const body = await response.json();
      expect(body.error.code).toBe(
        { 401: "unauthorized", 403: "forbidden" }[status],
      );
      expect(await cardRows()).toEqual(before);
      expect(resend.messages).toEqual([]);
    } else {
      expect(await cardRows()).not.toEqual(before);
    }
  });
});

describe("what each allowed write does", () => {
  it("stores the session's address and account, whatever the body says, and marks the invitation contributed", async () => {
    const s = await cardWithEveryRole();
    const carol = await signedInUser("carol@example.com");
    const response = await api.contribute(
      s.card.id,
      {
        contributorName: "Carol",
        contributorEmail: "mallory@example.com",
        content: "Line one\nLine two",
        groupCardId: 999,
        contributorUserId: 999,
      },
      carol.cookie,
    );
    expect(response.status).toBe(201);
    const dto = await response.json();
    expect(JSON.stringify(dto)).not.toMatch(/@/);
    expect(dto).toMatchObject({
      content: "Line one\nLine two",
      contributorName: "Carol",
      initials: "C",
      mine: true,
      position: 2,
    });
    const row = await db().groupCardContribution.findUniqueOrThrow({
      where: { id: dto.id },
    });
    expect(row).toMatchObject({
      groupCardId: s.card.id,
      contributorUserId: carol.user.id,
      contributorEmail: "carol@example.com",
    });
    expect(
      await db().groupCardInvitation.findUniqueOrThrow({
        where: { id: s.carolsInvitation.id },
      }),
    ).toMatchObject({
      status: "contributed",
      respondedAt: expect.any(Date),
    });
  });

  it("lets a revoked invitee remove their own message but not edit it", async () => {
    const s = await cardWithEveryRole();
    const edit = await api.patchContribution(
      s.card.id,
      s.erinsMessage.id,
      { content: "Changed" },
      s.cookies.revoked,
    );
    expect(edit.status).toBe(403);
    expect((await edit.json()).error.message).toBe(
      en.errors.cardContributeForbidden,
    );
    const remove = await api.deleteContribution(
      s.card.id,
      s.erinsMessage.id,
      s.cookies.revoked,
    );
    expect(remove.status).toBe(200);
    expect(
      await db().groupCardContribution.findUnique({
        where: { id: s.erinsMessage.id },
      }),
    ).toBeNull();
  });

  it("lets the author rename and rewrite a message, and only the creator move it", async () => {
    const s = await cardWithEveryRole();
    const mixed = await api.patchContribution(
      s.card.id,
      s.bobsMessage.id,
      { content: "New", position: 0 },
      s.cookies.invitee,
    );
    expect(mixed.status).toBe(403);
    const edit = await api.patchContribution(
      s.card.id,
      s.bobsMessage.id,
      { content: "  New words\n\nwith a gap  ", contributorName: "Bobby" },
      s.cookies.invitee,
    );
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({
      content: "New words\n\nwith a gap",
      contributorName: "Bobby",
      initials: "B",
    });
  });

  it("answers a change of a message only to its author and the card's creator, even a change of nothing", async () => {
    const s = await cardWithEveryRole();
    // The answer carries the message: an empty body once handed any signed-in user any card's messages.
    for (const role of ["stranger", "revoked"] as const) {
      const response = await api.patchContribution(s.card.id, s.bobsMessage.id, {}, s.cookies[role]);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("Happy birthday from");
    }
    for (const role of ["creator", "invitee"] as const) {
      const response = await api.patchContribution(s.card.id, s.bobsMessage.id, {}, s.cookies[role]);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: s.bobsMessage.id, content: s.bobsMessage.content });
    }
  });

  it("answers 404 for a message or invitation of another card, and for a card that does not exist", async () => {
    const s = await cardWithEveryRole();
    for (const response of [
      await api.patchContribution(
        s.card.id + 1,
        s.bobsMessage.id,
        { content: "x" },
        s.cookies.creator,
      ),
      await api.deleteContribution(s.card.id, 99999, s.cookies.creator),
      await api.revoke(s.card.id, 99999, s.cookies.creator),
      await api.patchCard("abc", { title: "x" }, s.cookies.creator),
      await api.contribute(
        s.card.id + 1,
        {
          contributorName: "A",
          contributorEmail: "a@example.com",
          content: "x",
        },
        s.cookies.creator,
      ),
    ]) {
      expect(response.status).toBe(404);
    }
  });

  it("stops the revoked token from opening the card's invite and from sending a sign-in link", async () => {
    const s = await cardWithEveryRole();
    await api.revoke(s.card.id, s.carolsInvitation.id, s.cookies.creator);
    const view = await (
      await api.bySlug(s.card.slug, { invite: s.carolToken })
    ).json();
    expect(view.viewer).toMatchObject({
      pass: null,
      invitedEmail: null,
      canContribute: false,
    });
    const link = await api.signInLink(s.card.slug, {
      inviteToken: s.carolToken,
    });
    expect(link.status).toBe(403);
    expect(resend.messages).toEqual([]);
  });
});

describe("GET /api/group-cards/{id}", () => {
  it("shows the card to its creator and invitees, and 404 'Card not found' to everyone else", async () => {
    const s = await cardWithEveryRole();
    const statuses = Object.fromEntries(
      await Promise.all(
        ROLES.map(async (role) => [
          role,
          (await api.getById(s.card.id, s.cookies[role])).status,
        ]),
      ),
    );
    expect(statuses).toEqual({
      creator: 200,
      invitee: 200,
      invitedSignedOut: 404,
      stranger: 404,
      visitor: 404,
      revoked: 404,
    });
    const refused = await (
      await api.getById(s.card.id, s.cookies.stranger)
    ).json();
    expect(refused).toEqual({
      error: { code: "not_found", message: en.errors.cardNotFound },
    });
  });
});
