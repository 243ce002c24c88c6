import sharp from "sharp";
import { getCardSummary } from "@/lib/group-cards/cards";
import { db } from "@/lib/db";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import { jpeg } from "../support/images";
import { api, cardWithEveryRole, ROLES, type Role } from "../support/group-cards";
import { pdfPages } from "../support/pdf-text";

// Issue 15, items 6 and 7 (decision 041): the keepsake PDF for whoever may
// present the card, and the card's Open Graph image for anyone with its link,
// showing nothing beyond its title, recipient, theme and number of messages.
jest.setTimeout(60_000);

/** Ann's card with Bob's and Erin's messages, plus a photo with a caption and a Lithuanian message of Ann's own. */
async function cardWithPhoto() {
  const s = await cardWithEveryRole();
  const uploaded = await api.uploadImage(s.card.id, await jpeg(900, 600), { cookie: s.cookies.creator });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  for (const body of [
    {
      contributorName: "Ann",
      contributorEmail: "ann@example.com",
      type: "image",
      imageUrl: url,
      content: "At the lake, last summer",
      imageAlt: "Rita and Ann on a jetty",
    },
    { contributorName: "Ąžuolas", contributorEmail: "ann@example.com", content: "Su gimtadieniu! Linkiu daug džiaugsmo.\nИ с днём рождения!" },
  ]) {
    expect((await api.contribute(s.card.id, body, s.cookies.creator)).status).toBe(201);
  }
  return s;
}

const KEEPSAKE_STATUS: Record<Role, number> = {
  creator: 200,
  invitee: 403,
  invitedSignedOut: 401,
  stranger: 403,
  visitor: 401,
  revoked: 403,
};

describe("GET /api/group-cards/slug/{slug}/keepsake", () => {
  it("gives the creator a PDF with the cover, every message and the photo", async () => {
    const s = await cardWithPhoto();
    const response = await api.keepsake(s.card.slug, s.cookies.creator);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${s.card.slug}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

    const pages = await pdfPages(bytes);
    // Every page has its footer once, and more than the footer: none spilled over onto a page of its own.
    for (const page of pages) {
      expect(page.match(/Made with Confetti on \w+ \d+, \d{4}/g)).toHaveLength(1);
      expect(page.replace(/Made with Confetti on \w+ \d+, \d{4}/, "").trim()).not.toBe("");
    }
    const [cover, ...rest] = pages;
    expect(cover).toContain("Rita's 40th");
    expect(cover).toContain("For Rita");
    expect(cover).toContain("Saturday, December 5, 2026");
    const messages = rest.join(" ");
    for (const text of [
      "Bob Stone",
      "Happy birthday from Bob Stone",
      "Happy birthday from Erin",
      "At the lake, last summer",
      "Ąžuolas",
      // Lithuanian and Cyrillic letters come out as letters: the font covers them.
      "Su gimtadieniu! Linkiu daug džiaugsmo. И с днём рождения!",
    ]) {
      expect(messages).toContain(text);
    }
    // In the card's order.
    expect(messages.indexOf("from Bob Stone")).toBeLessThan(messages.indexOf("from Erin"));
    expect(messages.indexOf("from Erin")).toBeLessThan(messages.indexOf("At the lake"));
    // The photo is in it, once, as an image.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
    // Tagged in the card's language, the photo a figure with its author's description (decision 054).
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/Lang (en)");
    expect(raw).toMatch(/\/S \/Figure[^>]*\/Alt \(Rita and Ann on a jetty\)|\/Alt \(Rita and Ann on a jetty\)[^>]*\/S \/Figure/);
  });

  it("describes a photo its author left undescribed by who it is from", async () => {
    const s = await cardWithPhoto();
    const [photo] = await db().groupCardContribution.findMany({ where: { groupCardId: s.card.id, type: "image" } });
    await db().groupCardContribution.update({ where: { id: photo!.id }, data: { imageAlt: null } });
    const raw = Buffer.from(await (await api.keepsake(s.card.slug, s.cookies.creator)).arrayBuffer()).toString("latin1");
    expect(raw).toContain("/Alt (Photo from Ann)");
  });

  it("speaks the downloader's language", async () => {
    const s = await cardWithPhoto();
    const response = await api.keepsake(s.card.slug, `${s.cookies.creator}; NEXT_LOCALE=lt`);
    expect(response.status).toBe(200);
    const [cover] = await pdfPages(new Uint8Array(await response.arrayBuffer()));
    expect(cover).toContain("Kam: Rita");
    expect(cover).toContain("2026 m. gruodžio 5 d., šeštadienis");
  });

  it.each(ROLES)("answers %s with the matrix's status, and a refusal carries no card content", async (role) => {
    const s = await cardWithPhoto();
    const response = await api.keepsake(s.card.slug, s.cookies[role]);
    expect(response.status).toBe(KEEPSAKE_STATUS[role]);
    if (response.status === 200) return;
    const body = (await response.json()) as { error: { message: string } };
    if (response.status === 403) expect(body.error.message).toBe(en.errors.cardPresentForbidden);
    expect(JSON.stringify(body)).not.toContain("Happy birthday");
  });

  it("is offered on the card page to exactly those it answers (CardViewerDto.canPresent)", async () => {
    const s = await cardWithEveryRole();
    for (const role of ROLES) {
      const invite = role === "invitedSignedOut" ? s.carolToken : undefined;
      const { viewer } = (await (await api.bySlug(s.card.slug, { cookie: s.cookies[role], invite })).json()) as { viewer: { canPresent: boolean } };
      expect({ role, canPresent: viewer.canPresent }).toEqual({ role, canPresent: KEEPSAKE_STATUS[role] === 200 });
    }
  });

  it("is everyone's with the link once the card is delivered (the birthday person's e-mail link)", async () => {
    const s = await cardWithPhoto();
    // Publishing by hand delivers at once (decision 042).
    expect((await api.patchCard(s.card.id, { isPublished: true }, s.cookies.creator)).status).toBe(200);
    for (const role of ROLES) {
      const response = await api.keepsake(s.card.slug, s.cookies[role]);
      expect({ role, status: response.status }).toEqual({ role, status: 200 });
      const invite = role === "invitedSignedOut" ? s.carolToken : undefined;
      const { viewer } = (await (await api.bySlug(s.card.slug, { cookie: s.cookies[role], invite })).json()) as { viewer: { canPresent: boolean } };
      expect({ role, canPresent: viewer.canPresent }).toEqual({ role, canPresent: true });
    }
  });

  it("is 404 for a card that does not exist or a slug that cannot be one", async () => {
    const s = await cardWithEveryRole();
    expect((await api.keepsake("no-such-card-k3m9x2q7v4pa1", s.cookies.creator)).status).toBe(404);
    expect((await api.keepsake("../etc", s.cookies.creator)).status).toBe(404);
  });

  it("is a card of its own cover alone when nobody has written yet", async () => {
    const s = await cardWithEveryRole();
    await db().groupCardContribution.deleteMany({ where: { groupCardId: s.card.id } });
    const response = await api.keepsake(s.card.slug, s.cookies.creator);
    expect(response.status).toBe(200);
    expect(await pdfPages(new Uint8Array(await response.arrayBuffer()))).toEqual([
      expect.stringMatching(/^Rita's 40th For Rita .* Made with Confetti on \w+ \d+, \d{4}$/),
    ]);
  });
});

describe("GET /api/group-cards/slug/{slug}/og-image", () => {
  it("is a 1200 × 630 PNG for anyone with the link, kept for a while", async () => {
    const s = await cardWithEveryRole();
    const response = await api.ogImage(s.card.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("shows only the title, the recipient, the theme and the number of messages", async () => {
    const s = await cardWithEveryRole();
    expect(await getCardSummary(s.card.slug)).toStrictEqual({
      title: "Rita's 40th",
      recipientName: "Rita",
      theme: "default",
      contributionsCount: 2,
    });
    const image = async () => Buffer.from(await (await api.ogImage(s.card.slug)).arrayBuffer());
    const before = await image();
    // Everything else about the card changes: its image does not.
    await db().groupCard.update({
      where: { id: s.card.id },
      data: { description: "A secret party at eight", creatorName: "Someone else", recipientBirthday: new Date("2027-01-01T00:00:00Z") },
    });
    await db().groupCardContribution.updateMany({ where: { groupCardId: s.card.id }, data: { content: "Entirely different words" } });
    expect((await image()).equals(before)).toBe(true);
    // One message more changes it.
    const added = await api.contribute(s.card.id, { contributorName: "Ann", contributorEmail: "ann@example.com", content: "And mine" }, s.cookies.creator);
    expect(added.status).toBe(201);
    expect((await image()).equals(before)).toBe(false);
  });

  it("leaves the number of messages out while the surprise guard keeps them to the card's people", async () => {
    const s = await cardWithEveryRole();
    await db().groupCard.update({ where: { id: s.card.id }, data: { surpriseGuard: true } });
    expect(await getCardSummary(s.card.slug)).toMatchObject({ contributionsCount: null });
    const image = async () => Buffer.from(await (await api.ogImage(s.card.slug)).arrayBuffer());
    const before = await image();
    const added = await api.contribute(s.card.id, { contributorName: "Ann", contributorEmail: "ann@example.com", content: "And mine" }, s.cookies.creator);
    expect(added.status).toBe(201);
    // Anyone given the link sees the preview: it must not count what the page would not show them.
    expect((await image()).equals(before)).toBe(true);
    await db().groupCard.update({ where: { id: s.card.id }, data: { deliveredAt: new Date() } });
    expect(await getCardSummary(s.card.slug)).toMatchObject({ contributionsCount: 3 });
  });

  it("answers a request holding its ETag 304 with no body, until what it shows changes", async () => {
    const s = await cardWithEveryRole();
    const first = await api.ogImage(s.card.slug);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await api.ogImage(s.card.slug, undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(Object.fromEntries(again.headers)).toMatchObject({ etag, "cache-control": "public, max-age=600" });
    // Another language is another picture.
    expect((await api.ogImage(s.card.slug, "lt", { "if-none-match": etag })).status).toBe(200);
    // What the preview does not show leaves it as it is; one message more does not.
    await db().groupCard.update({ where: { id: s.card.id }, data: { description: "A secret party at eight" } });
    expect((await api.ogImage(s.card.slug, undefined, { "if-none-match": etag })).status).toBe(304);
    await api.contribute(s.card.id, { contributorName: "Ann", contributorEmail: "ann@example.com", content: "And mine" }, s.cookies.creator);
    const changed = await api.ogImage(s.card.slug, undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("draws in the language asked for, English for any other", async () => {
    const s = await cardWithEveryRole();
    await db().groupCard.update({ where: { id: s.card.id }, data: { title: "Ąžuolo ir Дмитрия šventė" } });
    const image = async (locale?: string) => Buffer.from(await (await api.ogImage(s.card.slug, locale)).arrayBuffer());
    const [english, lithuanian, unknown] = [await image("en"), await image("lt"), await image("xx")];
    expect(lithuanian.equals(english)).toBe(false);
    expect(unknown.equals(english)).toBe(true);
    expect(lt.groupCards.myCards.messages).toContain("few {# palinkėjimai}");
  });

  it("draws only what its own typeface has: emoji and other scripts are left out, and nothing is fetched from elsewhere", async () => {
    const s = await cardWithEveryRole();
    const outgoing = jest.spyOn(global, "fetch");
    const image = async (title: string, recipientName = "Rita") => {
      await db().groupCard.update({ where: { id: s.card.id }, data: { title, recipientName } });
      const response = await api.ogImage(s.card.slug);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    try {
      const plain = await image("Happy birthday");
      expect((await image("Happy 🎉 birthday 🎂", "Rita 🥳")).equals(plain)).toBe(true);
      expect((await image("Happy birthday ★ 生日快乐 שמח")).equals(plain)).toBe(true);
      // A title in letters the typeface lacks altogether: the site's name stands in for it.
      expect((await image("生日快乐")).equals(await image(en.meta.siteName))).toBe(true);
      expect(outgoing).not.toHaveBeenCalled();
    } finally {
      outgoing.mockRestore();
    }
  });

  it("is 404 for a card that does not exist", async () => {
    expect((await api.ogImage("no-such-card-k3m9x2q7v4pa1")).status).toBe(404);
    expect((await api.ogImage("not a slug")).status).toBe(404);
  });
});
