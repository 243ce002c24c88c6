// The card's note to the people invited and its words for the birthday
// person (docs/decisions/052-contributor-note.md): the note reaches only
// those who may write on the card, until delivery, and never the birthday
// person, a visitor, present mode, the keepsake or the link preview; the
// greeting is on the card for everyone. Pages are rendered to HTML with the
// real messages.
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { CardPage } from "@/components/group-cards/card-page";
import { PresentShow } from "@/components/group-cards/present-show";
import { db } from "@/lib/db";
import { getCardBySlug, getCardSummary } from "@/lib/group-cards/cards";
import { cardSharingMetadata } from "@/lib/group-cards/pages";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";
import { api, cardBody, cardRows, cardWithEveryRole, type Role } from "../support/group-cards";
import { pdfPages } from "../support/pdf-text";

// The pages' server-side translations, as next-intl's request config would give them, in English.
jest.mock("next-intl/server", () => {
  const { createTranslator } = jest.requireActual("next-intl");
  const messages = jest.requireActual("@/messages/en.json");
  const translator = (options?: string | { namespace?: string; locale?: string }) =>
    createTranslator({ locale: "en", messages, namespace: typeof options === "string" ? options : options?.namespace });
  return {
    getTranslations: async (options?: string | { namespace?: string }) => translator(options),
    getLocale: async () => "en",
    getMessages: async () => messages,
  };
});

// The card page's header (theme and language controls, which need the app's providers) has nothing of the card.
jest.mock("@/components/site/slim-site-header", () => ({ SlimSiteHeader: () => null }));
// The footer's link needs the app's router; a plain link stands in for it.
jest.mock("@/components/site/localized-link", () => ({
  LocalizedLink: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));
// The creator panel's router, which only its buttons use.
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const resend = mailThroughFakeResend();
jest.setTimeout(60_000);

const NOTE = "Shh, don't tell Rita! Add a photo by Friday.";
const GREETING = "Happy 40th, Rita, from all of us!";

/** Ann's card (lib's every-role card) with a note, a greeting, and Rita's own address as the birthday person's. */
async function cardWithNote() {
  const s = await cardWithEveryRole();
  const rita = await signedInUser("rita@example.com");
  await db().groupCard.update({
    where: { id: s.card.id },
    data: { description: NOTE, greeting: GREETING, recipientEmail: "rita@example.com" },
  });
  return { ...s, rita };
}

type Viewer = Role | "birthdayPerson";
/** How each viewer asks for the card: a cookie, or Carol's invite token. */
function asViewer(s: Awaited<ReturnType<typeof cardWithNote>>, viewer: Viewer) {
  if (viewer === "birthdayPerson") return { cookie: s.rita.cookie };
  if (viewer === "invitedSignedOut") return { invite: s.carolToken };
  return { cookie: s.cookies[viewer] };
}

const deliver = (id: number) => db().groupCard.update({ where: { id }, data: { deliveredAt: new Date(), isPublished: true, messagesOpen: false } });

async function htmlOf(element: ReactElement): Promise<string> {
  return new Response(await renderToReadableStream(element)).text();
}

describe("GET /api/group-cards/slug/{slug}: the note", () => {
  it.each([
    ["the creator", "reads it", "creator"],
    ["an invitee signed in", "reads it", "invitee"],
    ["an invitee with the link's token, signed out", "reads it", "invitedSignedOut"],
    ["someone signed in, not invited", "does not", "stranger"],
    ["a visitor", "does not", "visitor"],
    ["an invitee whose invitation was revoked", "does not", "revoked"],
    ["the birthday person signed in", "does not", "birthdayPerson"],
  ] as const)("before delivery, %s %s", async (_label, outcome, viewer) => {
    const reads = outcome === "reads it";
    const s = await cardWithNote();
    const response = await api.bySlug(s.card.slug, asViewer(s, viewer));
    expect(response.status).toBe(200);
    const text = await response.text();
    const { card } = JSON.parse(text);
    expect(card.greeting).toBe(GREETING);
    expect(card.description).toBe(reads ? NOTE : null);
    if (!reads) expect(text).not.toContain("Shh");
  });

  it("after delivery, nobody reads it on the card, its creator and invitees included; the greeting stays", async () => {
    const s = await cardWithNote();
    await deliver(s.card.id);
    for (const viewer of ["creator", "invitee", "invitedSignedOut", "visitor", "birthdayPerson"] as const) {
      const text = await (await api.bySlug(s.card.slug, asViewer(s, viewer))).text();
      expect(text).not.toContain("Shh");
      expect(JSON.parse(text).card).toMatchObject({ description: null, greeting: GREETING });
    }
    // The creator still finds it among their own cards.
    const mine = await (await api.list(s.cookies.creator)).json();
    expect(mine[0]).toMatchObject({ description: NOTE, greeting: GREETING });
  });
});

describe("GET /api/group-cards/{id} (the older view's data): the note", () => {
  it("reaches the creator and a signed-in invitee before delivery, and neither after", async () => {
    const s = await cardWithNote();
    for (const cookie of [s.cookies.creator, s.cookies.invitee]) {
      expect((await (await api.getById(s.card.id, cookie)).json()).card).toMatchObject({ description: NOTE, greeting: GREETING });
    }
    await deliver(s.card.id);
    for (const cookie of [s.cookies.creator, s.cookies.invitee]) {
      const text = await (await api.getById(s.card.id, cookie)).text();
      expect(text).not.toContain("Shh");
      expect(JSON.parse(text).card).toMatchObject({ description: null, greeting: GREETING });
    }
  });
});

describe("the card page", () => {
  /** The card's page as `viewer` gets it: its HTML, rendered as the route renders it. */
  async function cardPage(s: Awaited<ReturnType<typeof cardWithNote>>, viewer: Viewer) {
    const users = { creator: s.ann.user, invitee: s.bob.user, stranger: s.dave.user, revoked: s.erin.user, birthdayPerson: s.rita.user };
    const user = viewer === "visitor" || viewer === "invitedSignedOut" ? null : users[viewer];
    const inviteToken = viewer === "invitedSignedOut" ? s.carolToken : null;
    const view = await getCardBySlug(s.card.slug, user, inviteToken);
    return htmlOf(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        {await CardPage({ view, openAddMessage: false, drawLaterMessages: async () => null })}
      </NextIntlClientProvider>,
    );
  }
  const escaped = (text: string) => text.replaceAll("'", "&#x27;");

  it.each([
    ["the creator", "shows", "creator"],
    ["an invitee signed in", "shows", "invitee"],
    ["an invitee with the link's token, signed out", "shows", "invitedSignedOut"],
    ["someone signed in, not invited", "does not show", "stranger"],
    ["a visitor", "does not show", "visitor"],
    ["the birthday person signed in", "does not show", "birthdayPerson"],
  ] as const)("before delivery, to %s, %s the note for the people signing apart from the card; the greeting is on the card", async (_label, outcome, viewer) => {
    const s = await cardWithNote();
    const html = await cardPage(s, viewer);
    expect(html).toMatch(new RegExp(`data-testid="card-greeting"[^>]*>${escaped(GREETING)}<`));
    if (outcome === "shows") {
      const note = /<aside[^>]*data-testid="contributor-note"[^>]*>(.*?)<\/aside>/.exec(html)?.[1] ?? "";
      expect(note).toContain(en.groupCards.contributorNote.title);
      expect(note).toContain(escaped(en.groupCards.contributorNote.hint.replace("{name}", "Rita")));
      expect(note).toContain(escaped(NOTE));
      // Apart from the card: before its <article>, not in it.
      expect(html.indexOf("contributor-note")).toBeLessThan(html.indexOf('data-testid="card-preview"'));
    } else {
      expect(html).not.toContain("contributor-note");
      expect(html).not.toContain("Shh");
    }
  });

  it("after delivery, shows the note to nobody, its creator and invitees included", async () => {
    const s = await cardWithNote();
    await deliver(s.card.id);
    for (const viewer of ["creator", "invitee", "invitedSignedOut", "visitor", "birthdayPerson"] as const) {
      const html = await cardPage(s, viewer);
      expect(html).toContain(escaped(GREETING));
      expect(html).not.toContain("Shh");
    }
  });
});

describe("the link preview", () => {
  it("has neither the note nor the greeting in its metadata or its image, also built from the creator's own view", async () => {
    const s = await cardWithNote();
    const view = await getCardBySlug(s.card.slug, s.ann.user, null);
    expect(view.card.description).toBe(NOTE);
    const metadata = await cardSharingMetadata(view.card, async () => "Rita's 40th");
    expect(JSON.stringify(metadata)).not.toContain("Shh");
    expect(await getCardSummary(s.card.slug)).toStrictEqual({
      title: "Rita's 40th",
      recipientName: "Rita",
      theme: "default",
      contributionsCount: 2,
    });
    // The image is drawn from the summary alone: another note changes nothing in it.
    const image = async () => Buffer.from(await (await api.ogImage(s.card.slug)).arrayBuffer());
    const before = await image();
    await db().groupCard.update({ where: { id: s.card.id }, data: { description: "Another secret" } });
    expect((await image()).equals(before)).toBe(true);
  });
});

describe("present mode and the keepsake", () => {
  it("present mode's cover shows the greeting and never the note, also to the creator before delivery", async () => {
    const s = await cardWithNote();
    const view = await getCardBySlug(s.card.slug, s.ann.user, null);
    expect(view.card.description).toBe(NOTE);
    const html = await htmlOf(await PresentShow({ view }));
    expect(html).toContain(GREETING.replace("'", "&#x27;"));
    expect(html).not.toContain("Shh");
  });

  it("the keepsake's first page has the greeting, and no page has the note", async () => {
    const s = await cardWithNote();
    const response = await api.keepsake(s.card.slug, s.cookies.creator);
    expect(response.status).toBe(200);
    const [cover, ...rest] = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(cover).toContain(GREETING);
    expect([cover, ...rest].join(" ")).not.toContain("Shh");
  });
});

describe("the greeting through the API", () => {
  it("is made with the card, changed and removed by the creator; the note stays the note", async () => {
    const { cookie } = await signedInUser("ann@example.com");
    const response = await api.create(cardBody({ greeting: `  ${GREETING}\nLove, everyone  `, description: NOTE }), cookie);
    expect(response.status).toBe(201);
    const card = await response.json();
    expect(card).toMatchObject({ greeting: `${GREETING}\nLove, everyone`, description: NOTE });
    // The note goes to the people invited, in their invitation e-mail.
    expect(resend.messages.length).toBeGreaterThan(0);
    for (const message of resend.messages) expect(message.text).toContain(NOTE);

    const changed = await (await api.patchCard(card.id, { greeting: "Just this" }, cookie)).json();
    expect(changed).toMatchObject({ greeting: "Just this", description: NOTE });
    const removed = await (await api.patchCard(card.id, { greeting: "" }, cookie)).json();
    expect(removed).toMatchObject({ greeting: null, description: NOTE });
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("refuses one too long or with a control character, in %s, and writes nothing", async (locale, messages) => {
    const s = await cardWithNote();
    const cookie = `${s.cookies.creator}; NEXT_LOCALE=${locale}`;
    const before = await cardRows();
    const refusals = [
      ["x".repeat(1001), messages.validation.cardGreetingTooLong],
      ["Happy\u0007 birthday", messages.validation.textInvalidCharacters],
      ["\u0000", messages.validation.textInvalidCharacters],
    ];
    for (const [greeting, message] of refusals) {
      const made = await api.create(cardBody({ greeting }), cookie);
      expect(made.status).toBe(400);
      expect((await made.json()).error.fields).toEqual({ greeting: message });
      const changed = await api.patchCard(s.card.id, { greeting, title: "New" }, cookie);
      expect(changed.status).toBe(400);
      expect((await changed.json()).error.fields).toEqual({ greeting: message });
    }
    expect(await cardRows()).toEqual(before);
    expect(resend.messages).toEqual([]);
  });

  it("takes 1000 characters, as the note does", async () => {
    const { cookie } = await signedInUser("ann@example.com");
    const response = await api.create(cardBody({ greeting: "g".repeat(1000), description: "d".repeat(1000) }), cookie);
    expect(response.status).toBe(201);
  });
});
