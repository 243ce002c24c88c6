import sharp from "sharp";
import { deleteAccount } from "@/lib/account/deletion";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { addMissingGridVariants, removeOrphanImages, storeCardImage, UPLOADS_PER_HOUR } from "@/lib/group-cards/images";
import { translatorFor } from "@/lib/http/translate";
import { MAX_IMAGE_BYTES } from "@/lib/images/pipeline";
import { imageFileName, imageKeyOfUrl, type GridWidth } from "@/lib/images/urls";
import type { Locale } from "@/lib/i18n/locales";
import { storage } from "@/lib/storage";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { testSql } from "../setup/database";
import { api, cardRows, cardWithEveryRole } from "../support/group-cards";
import {
  animatedGif,
  html,
  jpeg,
  jpegHtmlPolyglot,
  jpegWithHtmlComment,
  photoWithGps,
  png,
  pngDeclaring,
  svg,
} from "../support/images";

// Pictures on group cards: the upload route and its pipeline (lib/images),
// serving, pictures on messages, and their removal. Storage is the default
// database driver here; tests/integration/group-card-images-s3.test.ts runs
// the same flow on S3.
jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How many picture rows and stored files there are: a refused request changes neither. */
async function storedCounts() {
  const { rows } = await testSql<{ images: number; files: number }>(
    "SELECT (SELECT count(*)::int FROM card_images) AS images, (SELECT count(*)::int FROM stored_objects) AS files",
  );
  return rows[0]!;
}

/** The files of a picture as its row lists them: large, small and its grid variants. */
const filesOf = ({ key, gridWidths }: { key: string; gridWidths: number[] }) => [
  imageFileName(key, "large"),
  imageFileName(key, "small"),
  ...gridWidths.map((width) => imageFileName(key, width as GridWidth)),
];

/** The width and height of a served file. */
async function servedSize(file: string) {
  const response = await api.image(file);
  expect(response.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height };
}

/** Every stored file belongs to a picture row and every row has all its files: no orphans either way. */
async function expectNoOrphanFiles() {
  const images = await db().cardImage.findMany({ select: { key: true, gridWidths: true } });
  const files = await db().storedObject.findMany({ select: { key: true } });
  const expected = images.flatMap(filesOf);
  expect(files.map(({ key }) => key).sort()).toEqual(expected.sort());
}

async function upload(cardId: number, cookie: string | undefined, bytes?: Uint8Array) {
  const response = await api.uploadImage(cardId, bytes ?? (await jpeg()), { cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; width: number; height: number };
}

const picture = (imageUrl: string, extra: Record<string, unknown> = {}) => ({
  contributorName: "Bob Stone",
  contributorEmail: "bob@example.com",
  type: "image",
  imageUrl,
  ...extra,
});

describe("POST /api/group-cards/{id}/images", () => {
  it("stores a phone photo upright, as WebP without any of its metadata, and serves it", async () => {
    const s = await cardWithEveryRole();
    const original = await photoWithGps({ width: 400, height: 200 });
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("Serial CF-1234567");
    expect(before.icc).toBeDefined();

    const response = await api.uploadImage(s.card.id, original, { cookie: s.cookies.invitee, name: "IMG_0001.JPG" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Orientation 6: shown upright, the 400 × 200 photo stands 200 × 400.
    const stored = await response.json();
    expect(stored).toEqual({ url: expect.stringMatching(/^\/api\/images\/[A-Za-z0-9_-]{22}\.webp$/), width: 200, height: 400 });
    const key = imageKeyOfUrl(stored.url)!;
    expect(await db().cardImage.findUniqueOrThrow({ where: { key } })).toMatchObject({
      groupCardId: s.card.id,
      uploaderId: s.bob.user.id,
      contributionId: null,
      attachedAt: null,
      source: "upload",
      width: 200,
      height: 400,
    });

    for (const file of [imageFileName(key, "large"), imageFileName(key, "small")]) {
      const served = await api.image(file);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: 200, height: 400 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.toString("latin1")).not.toMatch(/Serial|Confetti Phone/);
    }
    expect(await storedCounts()).toEqual({ images: 1, files: 2 });
  });

  it("shrinks a large picture to 2,048 px and its grid variant to 640 px on the long side", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.creator, await png(3000, 1500));
    expect(stored).toMatchObject({ width: 2048, height: 1024 });
    expect(await db().cardImage.findFirstOrThrow()).toMatchObject({ smallWidth: 640, smallHeight: 320 });
  });

  it("makes the grid's phone-sized variants by width, only those narrower than the large one", async () => {
    const s = await cardWithEveryRole();
    const wide = imageKeyOfUrl((await upload(s.card.id, s.cookies.creator, await png(3000, 1500))).url)!;
    const mid = imageKeyOfUrl((await upload(s.card.id, s.cookies.creator, await png(1200, 800))).url)!;
    const tall = imageKeyOfUrl((await upload(s.card.id, s.cookies.creator, await png(1500, 3000))).url)!;
    const narrow = imageKeyOfUrl((await upload(s.card.id, s.cookies.creator, await png(900, 600))).url)!;
    const rows = await db().cardImage.findMany({ orderBy: { id: "asc" } });
    expect(rows.map(({ gridWidths }) => gridWidths)).toEqual([[960, 1280], [960], [960], []]);
    expect(await servedSize(imageFileName(wide, 960))).toEqual({ width: 960, height: 480 });
    expect(await servedSize(imageFileName(wide, 1280))).toEqual({ width: 1280, height: 640 });
    expect(await servedSize(imageFileName(mid, 960))).toEqual({ width: 960, height: 640 });
    // A portrait photo's large file is 1,024 px wide: only 960 is narrower.
    expect(await servedSize(imageFileName(tall, 960))).toEqual({ width: 960, height: 1920 });
    expect((await api.image(imageFileName(narrow, 960))).status).toBe(404);
    const bytes = await db().storedObject.findMany({ where: { key: { startsWith: wide } }, select: { bytes: true } });
    expect(rows[0]!.byteSize).toBe(bytes.reduce((sum, file) => sum + file.bytes.byteLength, 0));
    await expectNoOrphanFiles();
  });

  it("accepts a JPEG carrying an HTML page in a comment, and serves only the picture", async () => {
    const s = await cardWithEveryRole();
    const hostile = await jpegWithHtmlComment();
    expect(hostile.toString("latin1")).toContain("<script>");
    const stored = await upload(s.card.id, s.cookies.invitee, hostile);
    const served = Buffer.from(await (await api.image(stored.url)).arrayBuffer());
    expect(served.toString("latin1")).not.toMatch(/<script|<html|alert/i);
    expect((await sharp(served).metadata()).comments).toBeUndefined();
  });

  it("keeps the first frame of an animation, and counts every frame against the pixel limit", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.invitee, await animatedGif(3));
    const served = Buffer.from(await (await api.image(stored.url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 120, height: 80 });
    expect(metadata.pages ?? 1).toBe(1);
    // The first frame is the red one.
    const { dominant } = await sharp(served).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);

    // 1,000 × 1,000 pixels in 41 frames: 41 megapixels in all.
    const long = await api.uploadImage(s.card.id, await animatedGif(41, 1000, 1000), { cookie: s.cookies.invitee, name: "a.gif" });
    expect(long.status).toBe(422);
    expect(await storedCounts()).toEqual({ images: 1, files: 2 });
  });

  const t = (locale: Locale) => translatorFor(locale);
  const refusals: [string, () => Promise<Uint8Array> | Uint8Array, { name: string; type: string }, number, (locale: Locale) => string][] = [
    ["an SVG", () => svg, { name: "card.svg", type: "image/svg+xml" }, 415, (l) => t(l)("errors.imageTypeUnsupported")],
    ["an HTML page named .jpg", () => html, { name: "photo.jpg", type: "image/jpeg" }, 415, (l) => t(l)("errors.imageTypeUnsupported")],
    [
      "a HEIC photo",
      () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]),
      { name: "IMG_0002.HEIC", type: "image/heic" },
      415,
      (l) => t(l)("errors.imageTypeUnsupported"),
    ],
    ["a JPEG/HTML polyglot", jpegHtmlPolyglot, { name: "photo.jpg", type: "image/jpeg" }, 422, (l) => t(l)("errors.imageUnreadable")],
    [
      "a PNG declaring 50,000 × 50,000 pixels",
      () => pngDeclaring(50_000, 50_000),
      { name: "bomb.png", type: "image/png" },
      422,
      (l) => t(l)("errors.imageTooManyPixels", { megapixels: 40 }),
    ],
    [
      "a 12 MB file",
      async () => Buffer.concat([await jpeg(), Buffer.alloc(12 * 1024 * 1024)]),
      { name: "big.jpg", type: "image/jpeg" },
      413,
      (l) => t(l)("errors.imageTooLarge", { megabytes: 10 }),
    ],
    ["an empty file", () => new Uint8Array(), { name: "empty.jpg", type: "image/jpeg" }, 400, (l) => t(l)("errors.imageEmpty")],
  ];

  it.each(refusals)("refuses %s with its status and a translated message, storing nothing", async (_what, bytes, file, status, message) => {
    const s = await cardWithEveryRole();
    const content = await bytes();
    for (const locale of ["en", "lt", "ru"] as const) {
      const started = performance.now();
      const response = await api.uploadImage(s.card.id, content, { ...file, cookie: `${s.cookies.invitee}; NEXT_LOCALE=${locale}` });
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe(message(locale));
      // Nothing is decoded for any of these: a bomb costs as little as an SVG.
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });

  it("names the file types that work", () => {
    for (const messages of [en, lt, ru]) expect(messages.errors.imageTypeUnsupported).toMatch(/JPEG, PNG, WebP .* GIF/);
  });

  it("stops reading a body past the limit, without a Content-Length", async () => {
    const s = await cardWithEveryRole();
    const chunk = 256 * 1024;
    const upload = api.uploadStream(s.card.id, 80, chunk, s.cookies.invitee); // 20 MB offered
    const response = await upload.response;
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(en.errors.imageTooLarge.replace("{megabytes}", "10"));
    expect(upload.bytesRead()).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 64 * 1024 + 2 * chunk);
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });

  it.each([
    ["signed out", "visitor", 401, en.errors.unauthorized],
    ["a stranger", "stranger", 403, en.errors.cardContributeForbidden],
    ["a revoked invitee", "revoked", 403, en.errors.cardContributeForbidden],
  ] as const)("refuses an upload %s before reading its body, storing nothing", async (_who, role, status, message) => {
    const s = await cardWithEveryRole();
    const upload = api.uploadStream(s.card.id, 40, 256 * 1024, s.cookies[role]);
    const response = await upload.response;
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toBe(message);
    expect(upload.bytesRead()).toBe(0);
    const form = await api.uploadImage(s.card.id, await jpeg(), { cookie: s.cookies[role] });
    expect(form.status).toBe(status);
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });

  it("answers 404 for a card that does not exist and 400 for a form without a file", async () => {
    const s = await cardWithEveryRole();
    const missing = await api.uploadImage(s.card.id + 1000, await jpeg(), { cookie: s.cookies.creator });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(en.errors.cardNotFound);
    const empty = await api.uploadImage(s.card.id, null, { cookie: `${s.cookies.creator}; NEXT_LOCALE=lt` });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ file: lt.validation.imageFileRequired });
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });

  it(`takes ${UPLOADS_PER_HOUR} uploads an hour from one person, then answers 429 in their language`, async () => {
    const s = await cardWithEveryRole();
    const windowStart = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    await db().rateLimitCounter.create({
      data: { key: `card-image-upload:user:${s.bob.user.id}`, windowStart, count: UPLOADS_PER_HOUR - 1 },
    });
    await upload(s.card.id, s.cookies.invitee);
    const refused = await api.uploadImage(s.card.id, await jpeg(), { cookie: `${s.cookies.invitee}; NEXT_LOCALE=ru` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(/^Вы загрузили много фотографий за короткое время\. Попробуйте снова через \d+ минут/);
    // Someone else still may.
    await upload(s.card.id, s.cookies.creator);
    expect(await storedCounts()).toEqual({ images: 2, files: 4 });
  });
});

describe("GET /api/images/{file}", () => {
  it("serves a picture with its stored type, no sniffing, no active content and a year of caching", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.invitee);
    const response = await api.image(stored.url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Number(response.headers.get("content-length"))).toBe((await response.arrayBuffer()).byteLength);
    const small = await api.image(stored.url.replace(".webp", "-small.webp"));
    expect(small.status).toBe(200);
  });

  it("names each file by a strong ETag and answers a request that holds it 304, with no body", async () => {
    const s = await cardWithEveryRole();
    const key = imageKeyOfUrl((await upload(s.card.id, s.cookies.invitee, await png(1200, 800))).url)!;
    for (const file of [imageFileName(key, "large"), imageFileName(key, "small"), imageFileName(key, 960)]) {
      const full = await api.image(file);
      const etag = full.headers.get("etag");
      expect(etag).toBe(`"${file}"`);
      expect(Number(full.headers.get("content-length"))).toBe((await full.arrayBuffer()).byteLength);
      for (const ifNoneMatch of [etag!, `W/${etag}`, `"other.webp", ${etag}`]) {
        const again = await api.image(file, { "if-none-match": ifNoneMatch });
        expect(again.status).toBe(304);
        expect(again.body).toBeNull();
        expect(Object.fromEntries(again.headers)).toMatchObject({ etag, "cache-control": "public, max-age=31536000, immutable" });
      }
      expect((await api.image(file, { "if-none-match": '"other.webp"' })).status).toBe(200);
    }
  });

  it("answers a request holding a file's ETag 304 with no storage read, and a file name never stored 404", async () => {
    const read = jest.spyOn(storage(), "get");
    const file = imageFileName("AAAAAAAAAAAAAAAAAAAAAA", 960);
    expect((await api.image(file, { "if-none-match": `"${file}"` })).status).toBe(304);
    expect(read).not.toHaveBeenCalled();
    expect((await api.image(file)).status).toBe(404);
    read.mockRestore();
  });

  it.each(["AAAAAAAAAAAAAAAAAAAAAA.webp", "AAAAAAAAAAAAAAAAAAAAAA.png", "AAAAAAAAAAAAAAAAAAAAAA-640w.webp", "..%2F..%2Fetc%2Fpasswd", "stored_objects", "x.webp"])(
    "answers 404 for %s, never cached",
    async (file) => {
      const response = await api.image(file);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );
});

describe("messages with a picture", () => {
  it("shows a photo with its caption and sizes on the card", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.invitee, await png(1200, 800));
    const response = await api.contribute(s.card.id, picture(stored.url, { content: " Happy birthday! " }), s.cookies.invitee);
    expect(response.status).toBe(201);
    const message = await response.json();
    expect(message).toMatchObject({
      type: "image",
      content: "Happy birthday!",
      imageUrl: stored.url,
      image: {
        url: stored.url,
        width: 1200,
        height: 800,
        smallUrl: stored.url.replace(".webp", "-small.webp"),
        smallWidth: 640,
        smallHeight: 427,
      },
    });
    expect(await db().cardImage.findFirstOrThrow()).toMatchObject({ contributionId: message.id, attachedAt: expect.any(Date) });
    const view = await (await api.getById(s.card.id, s.cookies.creator)).json();
    expect(view.contributions.find((c: { id: number }) => c.id === message.id)).toEqual({ ...message, mine: false });
  });

  it("takes a photo without a caption, and an AI image with its prompt", async () => {
    const s = await cardWithEveryRole();
    const photo = await upload(s.card.id, s.cookies.invitee);
    const plain = await api.contribute(s.card.id, picture(photo.url), s.cookies.invitee);
    expect(plain.status).toBe(201);
    expect(await plain.json()).toMatchObject({ type: "image", content: null, imageUrl: photo.url });

    const ai = await storeCardImage({ cardId: s.card.id, uploader: { uploaderId: s.bob.user.id }, bytes: await png(), source: "ai" });
    const generated = await api.contribute(
      s.card.id,
      picture(ai.url, { type: "ai_image", content: "A cake with forty candles" }),
      s.cookies.invitee,
    );
    expect(generated.status).toBe(201);
    expect(await generated.json()).toMatchObject({ type: "ai_image", content: "A cake with forty candles", imageUrl: ai.url });
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("refuses a picture from anywhere else in %s, writing nothing", async (locale, messages) => {
    const s = await cardWithEveryRole();
    const cookie = `${s.cookies.invitee}; NEXT_LOCALE=${locale}`;
    // Bob is invited to a second card too.
    const other = await db().groupCard.create({
      data: {
        creatorId: s.ann.user.id,
        creatorName: "Ann",
        recipientName: "Tom",
        title: "Tom's 30th",
        slug: "tom-s-30th-k3m9x2q7v4pa1",
        invitations: { create: { inviteeEmail: "bob@example.com", inviteTokenHash: hashToken("bob-token-2") } },
      },
    });
    const onOtherCard = await upload(other.id, s.cookies.invitee);
    const annsOwn = await upload(s.card.id, s.cookies.creator);
    const bobsOwn = await upload(s.card.id, s.cookies.invitee);
    const aiImage = await storeCardImage({ cardId: s.card.id, uploader: { uploaderId: s.bob.user.id }, bytes: await jpeg(), source: "ai" });
    const used = await upload(s.card.id, s.cookies.invitee);
    expect((await api.contribute(s.card.id, picture(used.url), s.cookies.invitee)).status).toBe(201);

    const before = { rows: await cardRows(), images: await db().cardImage.findMany({ orderBy: { id: "asc" } }) };
    const invalid = { imageUrl: messages.validation.imageUrlInvalid };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [picture("https://tracker.example/pixel.jpg"), invalid],
      [picture(`http://localhost:3000${bobsOwn.url}`), invalid],
      [picture(bobsOwn.url.replace(".webp", "-small.webp")), invalid],
      [picture("/api/images/AAAAAAAAAAAAAAAAAAAAAA.webp"), invalid],
      [picture(onOtherCard.url), invalid],
      [picture(annsOwn.url), invalid],
      [picture(used.url), invalid],
      [picture(aiImage.url), invalid],
      [picture(bobsOwn.url, { type: "ai_image", content: "A cake" }), invalid],
      [picture(bobsOwn.url, { type: "text", content: "Hi" }), invalid],
      [picture(""), { imageUrl: messages.validation.imageUrlRequired }],
      [picture(aiImage.url, { type: "ai_image" }), { content: messages.validation.imagePromptRequired }],
      [picture(bobsOwn.url, { type: "video" }), { type: messages.validation.contributionTypeInvalid }],
    ];
    for (const [body, fields] of cases) {
      const response = await api.contribute(s.card.id, body, cookie);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect((await response.json()).error.fields).toEqual(fields);
    }
    expect({ rows: await cardRows(), images: await db().cardImage.findMany({ orderBy: { id: "asc" } }) }).toEqual(before);
  });

  it("gives one picture to one message only, also when two ask at the same moment", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.invitee);
    const responses = await Promise.all([1, 2, 3].map(() => api.contribute(s.card.id, picture(stored.url), s.cookies.invitee)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400]);
    expect(await db().groupCardContribution.count({ where: { type: "image" } })).toBe(1);
  });
});

describe("older pictures' grid variants", () => {
  /** A picture as stored before the grid variants: its large and small files only. */
  async function asBeforeGridVariants(key: string) {
    await storage().delete([imageFileName(key, 960), imageFileName(key, 1280)]);
    const files = await db().storedObject.findMany({ where: { key: { startsWith: key } }, select: { bytes: true } });
    await db().cardImage.update({
      where: { key },
      data: { gridWidths: [], byteSize: files.reduce((sum, file) => sum + file.bytes.byteLength, 0) },
    });
  }

  it("are made by housekeeping for pictures on messages, and the card offers them from then on", async () => {
    const s = await cardWithEveryRole();
    const shown = await upload(s.card.id, s.cookies.invitee, await png(3000, 1500));
    const message = await (await api.contribute(s.card.id, picture(shown.url), s.cookies.invitee)).json();
    const unattached = await upload(s.card.id, s.cookies.invitee, await png(3000, 1500));
    for (const { url } of [shown, unattached]) await asBeforeGridVariants(imageKeyOfUrl(url)!);
    const imageOnCard = async () =>
      (await (await api.getById(s.card.id, s.cookies.creator)).json()).contributions.find((c: { id: number }) => c.id === message.id).image;
    expect((await imageOnCard()).gridWidths).toEqual([]);
    const before = await db().cardImage.findUniqueOrThrow({ where: { key: imageKeyOfUrl(shown.url)! } });

    expect((await runHousekeeping()).gridVariants).toBe(1);
    const key = imageKeyOfUrl(shown.url)!;
    const after = await db().cardImage.findUniqueOrThrow({ where: { key } });
    expect(after.gridWidths).toEqual([960, 1280]);
    expect(after.byteSize).toBeGreaterThan(before.byteSize);
    expect(await servedSize(imageFileName(key, 960))).toEqual({ width: 960, height: 480 });
    expect(await servedSize(imageFileName(key, 1280))).toEqual({ width: 1280, height: 640 });
    expect((await imageOnCard()).gridWidths).toEqual([960, 1280]);
    // Not worth the work: an upload no message shows (it may never be shown, and goes within a day).
    expect(await db().cardImage.findUniqueOrThrow({ where: { key: imageKeyOfUrl(unattached.url)! } })).toMatchObject({ gridWidths: [] });
    expect(await addMissingGridVariants()).toBe(0);
    await expectNoOrphanFiles();
  });

  it("are removed with their picture", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.invitee, await png(3000, 1500));
    const message = await (await api.contribute(s.card.id, picture(stored.url), s.cookies.invitee)).json();
    expect(await storedCounts()).toEqual({ images: 1, files: 4 });
    expect((await api.deleteContribution(s.card.id, message.id, s.cookies.invitee)).status).toBe(200);
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });
});

describe("removing pictures", () => {
  it("removes a message's picture with the message, from storage too", async () => {
    const s = await cardWithEveryRole();
    const kept = await upload(s.card.id, s.cookies.invitee);
    const stored = await upload(s.card.id, s.cookies.invitee);
    const message = await (await api.contribute(s.card.id, picture(stored.url), s.cookies.invitee)).json();
    expect((await api.deleteContribution(s.card.id, message.id, s.cookies.creator)).status).toBe(200);
    expect((await api.image(stored.url)).status).toBe(404);
    expect(await db().cardImage.findMany({ select: { key: true } })).toEqual([{ key: imageKeyOfUrl(kept.url) }]);
    await expectNoOrphanFiles();
  });

  it("removes every picture of a deleted card, shown or not", async () => {
    const s = await cardWithEveryRole();
    const shown = await upload(s.card.id, s.cookies.invitee);
    await api.contribute(s.card.id, picture(shown.url), s.cookies.invitee);
    await upload(s.card.id, s.cookies.creator);
    expect(await storedCounts()).toEqual({ images: 2, files: 4 });
    expect((await api.deleteCard(s.card.id, s.cookies.creator)).status).toBe(200);
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });

  it("removes the pictures of a deleted account's cards and its unused uploads, keeping its messages elsewhere", async () => {
    const s = await cardWithEveryRole();
    const bobsCard = await db().groupCard.create({
      data: { creatorId: s.bob.user.id, creatorName: "Bob", recipientName: "Sue", title: "Sue", slug: "sue-k3m9x2q7v4pa1" },
    });
    await upload(bobsCard.id, s.cookies.invitee);
    const onAnnsCard = await upload(s.card.id, s.cookies.invitee);
    await api.contribute(s.card.id, picture(onAnnsCard.url), s.cookies.invitee);
    const unused = await upload(s.card.id, s.cookies.invitee);
    const annsOwn = await upload(s.card.id, s.cookies.creator);
    await db().accountDeletionRequest.create({
      data: { userId: s.bob.user.id, tokenHash: hashToken("bob-deletes"), expiresAt: new Date(Date.now() + HOUR_MS) },
    });

    expect(await deleteAccount("bob-deletes")).toMatchObject({ id: s.bob.user.id });
    // Bob's message on Ann's card stays with its picture; the rest of his pictures are gone.
    expect((await db().cardImage.findMany({ select: { key: true }, orderBy: { id: "asc" } })).map(({ key }) => key)).toEqual([
      imageKeyOfUrl(onAnnsCard.url),
      imageKeyOfUrl(annsOwn.url),
    ]);
    expect((await api.image(unused.url)).status).toBe(404);
    expect((await api.image(onAnnsCard.url)).status).toBe(200);
    await expectNoOrphanFiles();
  });

  it("sweeps uploads no message took within a day and orphans left behind, from several instances at once", async () => {
    const s = await cardWithEveryRole();
    const now = new Date();
    const fresh = await upload(s.card.id, s.cookies.invitee);
    const stale = await upload(s.card.id, s.cookies.invitee);
    const shown = await upload(s.card.id, s.cookies.invitee);
    await api.contribute(s.card.id, picture(shown.url), s.cookies.invitee);
    const leftBehind = await upload(s.card.id, s.cookies.invitee);
    await db().cardImage.update({ where: { key: imageKeyOfUrl(stale.url)! }, data: { createdAt: new Date(now.getTime() - DAY_MS - 1000) } });
    await db().cardImage.update({ where: { key: imageKeyOfUrl(shown.url)! }, data: { createdAt: new Date(now.getTime() - 2 * DAY_MS) } });
    // As if storage had failed when its message was removed.
    await db().cardImage.update({ where: { key: imageKeyOfUrl(leftBehind.url)! }, data: { attachedAt: now } });

    const removed = await Promise.all([removeOrphanImages(now), removeOrphanImages(now), runHousekeeping(now)]);
    expect(removed[0] + removed[1] + removed[2].orphanImages!).toBeGreaterThanOrEqual(2);
    expect((await db().cardImage.findMany({ select: { key: true }, orderBy: { id: "asc" } })).map(({ key }) => key)).toEqual([
      imageKeyOfUrl(fresh.url),
      imageKeyOfUrl(shown.url),
    ]);
    await expectNoOrphanFiles();
    expect(await removeOrphanImages(now)).toBe(0);
  });

  it("leaves a picture for housekeeping when storage fails as its message is removed", async () => {
    const s = await cardWithEveryRole();
    const stored = await upload(s.card.id, s.cookies.invitee);
    const message = await (await api.contribute(s.card.id, picture(stored.url), s.cookies.invitee)).json();
    const outage = jest.spyOn(storage(), "delete").mockRejectedValue(new Error("storage is down"));
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await api.deleteContribution(s.card.id, message.id, s.cookies.invitee)).status).toBe(200);
      expect((await runHousekeeping()).orphanImages).toBeNull();
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      outage.mockRestore();
      logged.mockRestore();
    }
    expect(await storedCounts()).toEqual({ images: 1, files: 2 });
    expect((await runHousekeeping()).orphanImages).toBe(1);
    expect(await storedCounts()).toEqual({ images: 0, files: 0 });
  });

  it("never removes a picture a message takes while the sweep runs", async () => {
    const s = await cardWithEveryRole();
    const now = new Date();
    const uploads = await Promise.all([1, 2, 3, 4].map(() => upload(s.card.id, s.cookies.invitee)));
    await db().cardImage.updateMany({ data: { createdAt: new Date(now.getTime() - DAY_MS - 1000) } });
    const results = await Promise.all([
      removeOrphanImages(now),
      ...uploads.map((stored) => api.contribute(s.card.id, picture(stored.url), s.cookies.invitee)),
    ]);
    const taken = (results.slice(1) as Response[]).filter((response) => response.status === 201).length;
    // Each picture was either taken by its message (and kept) or swept (and its message refused).
    expect(await db().cardImage.count()).toBe(taken);
    expect(await db().cardImage.count({ where: { contributionId: null } })).toBe(0);
    await expectNoOrphanFiles();
  });
});

describe("storage", () => {
  it("keeps pictures in the database unless configured otherwise", () => {
    expect(storage().name).toBe("postgres");
  });
});
