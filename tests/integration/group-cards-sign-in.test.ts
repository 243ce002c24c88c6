import { confirmSignIn } from "@/app/[locale]/(public)/auth/confirm/actions";
import { consumeMagicLink } from "@/lib/auth/magic-link";
import { db } from "@/lib/db";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { mailThroughFakeResend } from "../support/fake-resend";
import { api, cardWithEveryRole } from "../support/group-cards";

// The invited visitor who is not signed in (issue 12, item 4): one sign-in
// link per invite token, to the invited address only, back to the card.

// The confirm page's server action, outside Next: its cookie jar and redirect.
const cookieJar = { set: jest.fn() };
jest.mock("next/headers", () => ({ cookies: async () => cookieJar }));
jest.mock("next/navigation", () => ({
  redirect: (path: string) => {
    throw new Redirect(path);
  },
}));
class Redirect extends Error {
  constructor(readonly path: string) {
    super(`redirect to ${path}`);
  }
}

const resend = mailThroughFakeResend();
// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);

describe("POST /api/group-cards/slug/{slug}/sign-in-link", () => {
  it("mails one sign-in link to the invited address, whatever else the request names, then says it was sent", async () => {
    const s = await cardWithEveryRole();
    const response = await api.signInLink(s.card.slug, {
      inviteToken: s.carolToken,
      email: "mallory@example.com",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent", message: en.groupCards.signInLinkSent });
    expect(resend.messages.map((message) => message.to)).toEqual([["carol@example.com"]]);
    const link = await db().verificationToken.findFirstOrThrow();
    expect(link).toMatchObject({
      email: "carol@example.com",
      returnPath: `/group-cards/${s.card.slug}`,
      groupCardInvitationId: s.carolsInvitation.id,
    });

    // A repeat press, and a press after a reload, send nothing more.
    const repeat = await api.signInLink(s.card.slug, { inviteToken: s.carolToken }, "NEXT_LOCALE=ru");
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ status: "alreadySent", message: ru.groupCards.signInLinkAlreadySent });
    expect(resend.messages).toHaveLength(1);
    const view = await (await api.bySlug(s.card.slug, { invite: s.carolToken })).json();
    expect(view.viewer.loginLinkSent).toBe(true);
  });

  it("signs the invitee in through the link, accepts the invitation and leads back to the card", async () => {
    const s = await cardWithEveryRole();
    await api.signInLink(s.card.slug, { inviteToken: s.carolToken });
    const token = resend.tokenMailed("carol@example.com", "/auth/confirm");

    const result = await consumeMagicLink(token);

    expect(result).toMatchObject({ ok: true, returnPath: `/group-cards/${s.card.slug}` });
    expect(await db().groupCardInvitation.findUniqueOrThrow({ where: { id: s.carolsInvitation.id } })).toMatchObject({
      status: "accepted",
      respondedAt: expect.any(Date),
    });
    const cookie = `confetti_session=${(result as { sessionToken: string }).sessionToken}`;
    const view = await (await api.bySlug(s.card.slug, { cookie, invite: s.carolToken })).json();
    expect(view.viewer).toMatchObject({ canContribute: true, emailMismatch: false, email: "carol@example.com" });
    const write = await api.contribute(
      s.card.id,
      { contributorName: "Carol", contributorEmail: "carol@example.com", content: "Dear Rita,\nhappy birthday!" },
      cookie,
    );
    expect(write.status).toBe(201);
  });

  it("sends nothing for a token of another card, a made-up one, or a revoked invitation", async () => {
    const s = await cardWithEveryRole();
    const other = await db().groupCard.create({
      data: { creatorId: s.ann.user.id, creatorName: "Ann", recipientName: "Sam", title: "Sam", slug: "sam-00000000000000" },
    });
    for (const [slug, inviteToken] of [
      [other.slug, s.carolToken],
      [s.card.slug, "made-up-token"],
      [s.card.slug, "erin-token"],
    ] as const) {
      const response = await api.signInLink(slug, { inviteToken });
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe(en.errors.inviteTokenInvalid);
    }
    expect(resend.messages).toEqual([]);
    expect(await db().verificationToken.count()).toBe(0);
  });

  it("lets the press be repeated when the link could not be sent", async () => {
    const s = await cardWithEveryRole();
    resend.failNext(500);
    const failed = await api.signInLink(s.card.slug, { inviteToken: s.carolToken });
    expect(failed.status).toBe(502);
    expect((await db().groupCardInvitation.findUniqueOrThrow({ where: { id: s.carolsInvitation.id } })).loginLinkSentAt).toBeNull();
    const retried = await api.signInLink(s.card.slug, { inviteToken: s.carolToken });
    expect(await retried.json()).toMatchObject({ status: "sent" });
  });

  it("gives a new token (from a resend) its own sign-in link", async () => {
    const s = await cardWithEveryRole();
    await api.signInLink(s.card.slug, { inviteToken: s.carolToken });
    await api.invite(s.card.id, { emails: ["carol@example.com"] }, s.cookies.creator);
    const invitationMail = resend.messages.find((message) => message.links.some((url) => url.includes("?invite=")))!;
    const newToken = new URL(invitationMail.links.find((url) => url.includes("?invite="))!).searchParams.get("invite")!;
    expect(await (await api.signInLink(s.card.slug, { inviteToken: s.carolToken })).json()).toMatchObject({
      error: { code: "forbidden" },
    });
    expect(await (await api.signInLink(s.card.slug, { inviteToken: newToken })).json()).toMatchObject({ status: "sent" });
  });

  it("lands on the card from the confirm page's button, signed in; other links still land on the greeting", async () => {
    const s = await cardWithEveryRole();
    await api.signInLink(s.card.slug, { inviteToken: s.carolToken });
    const confirm = (token: string) => {
      const form = new FormData();
      form.set("token", token);
      form.set("locale", "lt");
      return confirmSignIn(form).catch((error: unknown) => error);
    };

    const landing = await confirm(resend.tokenMailed("carol@example.com", "/auth/confirm"));
    expect((landing as Redirect).path).toBe(`/group-cards/${s.card.slug}`);
    expect(cookieJar.set).toHaveBeenCalledWith("confetti_session", expect.any(String), expect.anything());

    // A link someone forged into the table by hand cannot leave the site either.
    await db().$executeRawUnsafe("ALTER TABLE verification_tokens DROP CONSTRAINT verification_tokens_return_path_check");
    try {
      await db().verificationToken.create({
        data: {
          tokenHash: (await import("@/lib/auth/tokens")).hashToken("forged"),
          type: "login",
          email: "carol@example.com",
          returnPath: "//evil.example/",
          expiresAt: new Date(Date.now() + 60_000),
        },
      });
      expect(((await confirm("forged")) as Redirect).path).toBe("/lt?login=success");
    } finally {
      await db().verificationToken.deleteMany({ where: { returnPath: "//evil.example/" } });
      await db().$executeRawUnsafe(
        `ALTER TABLE verification_tokens ADD CONSTRAINT verification_tokens_return_path_check CHECK (return_path ~ '^/([^/\\\\]|$)')`,
      );
    }
  });
});
