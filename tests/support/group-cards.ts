import { NextRequest } from "next/server";
import {
  GET as listRoute,
  POST as createRoute,
} from "@/app/api/group-cards/route";
import {
  DELETE as deleteCardRoute,
  GET as getByIdRoute,
  PATCH as patchCardRoute,
} from "@/app/api/group-cards/[id]/route";
import { POST as inviteRoute } from "@/app/api/group-cards/[id]/invitations/route";
import { DELETE as revokeRoute } from "@/app/api/group-cards/[id]/invitations/[invitationId]/route";
import { POST as contributeRoute } from "@/app/api/group-cards/[id]/contributions/route";
import {
  DELETE as deleteContributionRoute,
  PATCH as patchContributionRoute,
} from "@/app/api/group-cards/[id]/contributions/[contributionId]/route";
import { POST as uploadImageRoute } from "@/app/api/group-cards/[id]/images/route";
import { GET as bySlugRoute } from "@/app/api/group-cards/slug/[slug]/route";
import { GET as imageRoute } from "@/app/api/images/[file]/route";
import { GET as keepsakeRoute } from "@/app/api/group-cards/slug/[slug]/keepsake/route";
import { GET as ogImageRoute } from "@/app/api/group-cards/slug/[slug]/og-image/route";
import { POST as signInLinkRoute } from "@/app/api/group-cards/slug/[slug]/sign-in-link/route";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { testSql } from "../setup/database";
import { jsonRequest, signedInUser } from "./auth";

// Calls of every group-card route as a browser makes them, and a card with
// one person in each role of the permission matrix, written straight to the
// database (tests/integration/group-cards*.test.ts).

const headers = (cookie?: string): Record<string, string> =>
  cookie ? { cookie } : {};
const params = (values: Record<string, number | string>) => ({
  params: Promise.resolve(
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, String(value)]),
    ),
  ),
});

type Route = (request: NextRequest, context: ReturnType<typeof params>) => Promise<Response>;

/** One call of a route handler: method, path, the path's parameters, an optional JSON body and cookie. */
function send(route: Route, method: string, path: string, values: Record<string, number | string>, body?: unknown, cookie?: string) {
  return route(jsonRequest(method, path, body, headers(cookie)), params(values));
}

type Id = number | string;

export const api = {
  list: (cookie?: string) => send(listRoute, "GET", "/api/group-cards", {}, undefined, cookie),
  create: (body: unknown, cookie?: string) => send(createRoute, "POST", "/api/group-cards", {}, body, cookie),
  getById: (id: Id, cookie?: string) => send(getByIdRoute, "GET", `/api/group-cards/${id}`, { id }, undefined, cookie),
  patchCard: (id: Id, body: unknown, cookie?: string) =>
    send(patchCardRoute, "PATCH", `/api/group-cards/${id}`, { id }, body, cookie),
  deleteCard: (id: Id, cookie?: string) =>
    send(deleteCardRoute, "DELETE", `/api/group-cards/${id}`, { id }, undefined, cookie),
  invite: (id: Id, body: unknown, cookie?: string) =>
    send(inviteRoute, "POST", `/api/group-cards/${id}/invitations`, { id }, body, cookie),
  revoke: (id: Id, invitationId: Id, cookie?: string) =>
    send(revokeRoute, "DELETE", `/api/group-cards/${id}/invitations/${invitationId}`, { id, invitationId }, undefined, cookie),
  contribute: (id: Id, body: unknown, cookie?: string) =>
    send(contributeRoute, "POST", `/api/group-cards/${id}/contributions`, { id }, body, cookie),
  patchContribution: (id: Id, contributionId: Id, body: unknown, cookie?: string) =>
    send(patchContributionRoute, "PATCH", `/api/group-cards/${id}/contributions/${contributionId}`, { id, contributionId }, body, cookie),
  deleteContribution: (id: Id, contributionId: Id, cookie?: string) =>
    send(
      deleteContributionRoute,
      "DELETE",
      `/api/group-cards/${id}/contributions/${contributionId}`,
      { id, contributionId },
      undefined,
      cookie,
    ),
  bySlug: (slug: string, options: { cookie?: string; invite?: string } = {}) => {
    const query = options.invite ? `?invite=${encodeURIComponent(options.invite)}` : "";
    return bySlugRoute(
      new NextRequest(`http://localhost:3000/api/group-cards/slug/${slug}${query}`, {
        headers: { host: "localhost:3000", ...headers(options.cookie) },
      }),
      params({ slug }),
    );
  },
  keepsake: (slug: string, cookie?: string) =>
    send(keepsakeRoute, "GET", `/api/group-cards/slug/${slug}/keepsake`, { slug }, undefined, cookie),
  ogImage: (slug: string, locale?: string, headers: Record<string, string> = {}) =>
    ogImageRoute(
      new NextRequest(`http://localhost:3000/api/group-cards/slug/${slug}/og-image${locale ? `?locale=${locale}` : ""}`, {
        headers: { host: "localhost:3000", ...headers },
      }),
      params({ slug }),
    ),
  signInLink: (slug: string, body: unknown, cookie?: string) =>
    send(signInLinkRoute, "POST", `/api/group-cards/slug/${slug}/sign-in-link`, { slug }, body, cookie),
  /** A multipart upload as the Add Message form sends it: `bytes` as the field `file` (no field with null). */
  uploadImage: (id: Id, bytes: Uint8Array | null, options: { cookie?: string; name?: string; type?: string } = {}) => {
    const form = new FormData();
    if (bytes) form.set("file", new File([new Uint8Array(bytes)], options.name ?? "photo.jpg", { type: options.type ?? "image/jpeg" }));
    return uploadImageRoute(
      new NextRequest(`http://localhost:3000/api/group-cards/${id}/images`, {
        method: "POST",
        body: form,
        headers: { host: "localhost:3000", ...headers(options.cookie) },
      }),
      params({ id }),
    );
  },
  /** An upload whose body is a stream of `chunks` chunks of `chunkBytes`, without a Content-Length; counts what was read. */
  uploadStream: (id: Id, chunks: number, chunkBytes: number, cookie?: string) => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent === chunks) return controller.close();
          sent++;
          controller.enqueue(new Uint8Array(chunkBytes));
        },
      },
      // Nothing is made before the server asks for it.
      { highWaterMark: 0 },
    );
    // A stream body must say it is sent half-duplex.
    const init = {
      method: "POST",
      body,
      duplex: "half" as const,
      headers: { host: "localhost:3000", "content-type": "multipart/form-data; boundary=confetti", ...headers(cookie) },
    };
    const response = uploadImageRoute(
      new NextRequest(`http://localhost:3000/api/group-cards/${id}/images`, init),
      params({ id }),
    );
    return { response, bytesRead: () => sent * chunkBytes };
  },
  /** GET /api/images/{file}: `path` is the picture's address (/api/images/…) or just its file name. */
  image: (path: string, headers: Record<string, string> = {}) => {
    const file = path.replace(/^\/api\/images\//, "");
    return imageRoute(
      new NextRequest(`http://localhost:3000/api/images/${file}`, { headers: { host: "localhost:3000", ...headers } }),
      params({ file }),
    );
  },
};

/** `count` more text messages by this user on the card, written straight to the database (to fill it up quickly). */
export function seedMessages(cardId: number, user: { id: number; email: string }, count: number) {
  return testSql(
    `INSERT INTO group_card_contributions (group_card_id, contributor_user_id, contributor_email, contributor_name, type, content, position)
     SELECT $1, $2, $3, 'Someone', 'text', 'Hello ' || n, 100 + n FROM generate_series(1, $4) AS n`,
    [cardId, user.id, user.email, count],
  );
}

/** Invitations for made-up guests, sent by `inviterId`, until the card has `total` of them. */
export async function seedInvitationsUpTo(cardId: number, inviterId: number, total: number) {
  const onCard = await db().groupCardInvitation.count({ where: { groupCardId: cardId } });
  await testSql(
    `INSERT INTO group_card_invitations (group_card_id, inviter_user_id, invitee_email, invite_token_hash, sent_at)
     SELECT $1, $2, 'guest' || n || '@example.com', md5('guest-' || n), now() FROM generate_series($3::int + 1, $4::int) AS n`,
    [cardId, inviterId, onCard, total],
  );
}

/** A valid create body; `overrides` replace fields. */
export function cardBody(overrides: Record<string, unknown> = {}) {
  return {
    recipientName: "Rita",
    recipientBirthday: "2026-12-05",
    title: "Rita's 40th",
    description: "Let's make her smile.\nSign before Friday!",
    greeting: "Happy 40th, Rita!",
    theme: "sunset",
    invitedContributors: "bob@example.com, carol@example.com",
    initiatorName: "Ann",
    ...overrides,
  };
}

/** Every row of the card tables, every column: compared before and after a refused request. */
export async function cardRows() {
  return {
    cards: (await testSql("SELECT * FROM group_cards ORDER BY id")).rows,
    invitations: (
      await testSql("SELECT * FROM group_card_invitations ORDER BY id")
    ).rows,
    contributions: (
      await testSql("SELECT * FROM group_card_contributions ORDER BY id")
    ).rows,
    signInLinks: (
      await testSql("SELECT * FROM verification_tokens ORDER BY id")
    ).rows,
  };
}

export const ROLES = [
  "creator",
  "invitee",
  "invitedSignedOut",
  "stranger",
  "visitor",
  "revoked",
] as const;
export type Role = (typeof ROLES)[number];

/**
 * A card of Ann's with one person in each role: Bob (invited, signed in,
 * has written a message), Carol (invited, not signed in, holds her invite
 * token), Dave (signed in, not invited), Erin (invited, wrote a message, then
 * revoked, signed in), and a visitor with nothing.
 */
export async function cardWithEveryRole() {
  const ann = await signedInUser("ann@example.com");
  const bob = await signedInUser("bob@example.com");
  const dave = await signedInUser("dave@example.com");
  const erin = await signedInUser("erin@example.com");
  const carolToken = "carol-invite-token-carol-invite-token-0000";
  const card = await db().groupCard.create({
    data: {
      creatorId: ann.user.id,
      creatorName: "Ann",
      recipientName: "Rita",
      recipientBirthday: new Date("2026-12-05T00:00:00Z"),
      title: "Rita's 40th",
      slug: "rita-s-40th-k3m9x2q7v4pa1",
      // Shared openly: anyone with the link sees the messages (the surprise guard's own tests switch it on).
      surpriseGuard: false,
      invitations: {
        create: [
          {
            inviteeEmail: "bob@example.com",
            inviteTokenHash: hashToken("bob-token"),
            status: "contributed",
            sentAt: new Date(0),
          },
          {
            inviteeEmail: "carol@example.com",
            inviteTokenHash: hashToken(carolToken),
            sentAt: new Date(0),
          },
          {
            inviteeEmail: "erin@example.com",
            inviteTokenHash: hashToken("erin-token"),
            status: "revoked",
            sentAt: new Date(0),
          },
        ],
      },
    },
  });
  const message = (
    user: { id: number; email: string },
    name: string,
    position: number,
  ) =>
    db().groupCardContribution.create({
      data: {
        groupCardId: card.id,
        contributorUserId: user.id,
        contributorEmail: user.email,
        contributorName: name,
        type: "text",
        content: `Happy birthday from ${name}`,
        position,
      },
    });
  const bobsMessage = await message(bob.user, "Bob Stone", 0);
  const erinsMessage = await message(erin.user, "Erin", 1);
  const invitation = (email: string) =>
    db().groupCardInvitation.findFirstOrThrow({
      where: { groupCardId: card.id, inviteeEmail: email },
    });
  const cookies: Record<Role, string | undefined> = {
    creator: ann.cookie,
    invitee: bob.cookie,
    invitedSignedOut: undefined,
    stranger: dave.cookie,
    visitor: undefined,
    revoked: erin.cookie,
  };
  return {
    card,
    ann,
    bob,
    dave,
    erin,
    carolToken,
    bobsMessage,
    erinsMessage,
    carolsInvitation: await invitation("carol@example.com"),
    bobsInvitation: await invitation("bob@example.com"),
    cookies,
  };
}
