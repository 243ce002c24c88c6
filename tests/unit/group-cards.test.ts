/** @jest-environment node */
import fc from "fast-check";
import { safeReturnPath } from "@/lib/auth/return-path";
import { contributionAvatar, gradientOfEmail } from "@/lib/group-cards/avatar";
import { contributionSchema, createCardSchema, inviteeListSchema } from "@/lib/group-cards/schema";
import {
  isSlugShaped,
  makeSlug,
  randomSlugPart,
  SLUG_MAX_LENGTH,
  SLUG_RANDOM_LENGTH,
  SLUG_WORDS_MAX_LENGTH,
  slugWords,
} from "@/lib/group-cards/slug";

const randomBytes = fc.uint8Array({ minLength: SLUG_RANDOM_LENGTH, maxLength: SLUG_RANDOM_LENGTH });

describe("slugs", () => {
  it.each([
    ["Anna's 40th!", "anna-s-40th"],
    ["  Happy   Birthday, Ąžuolas  ", "happy-birthday-azuolas"],
    ["Su gimtadieniu, Žygimantai!", "su-gimtadieniu-zygimantai"],
    ["С днём рождения, Дима!", "s-dnem-rozhdeniya-dima"],
    ["Щука и Юля", "shchuka-i-yulya"],
    ["🎉🎂", "card"],
    ["", "card"],
    ["A very long title that goes on and on and on", "a-very-long-title-that-goes-on"],
    ["Supercalifragilisticexpialidocious-and-more-words", "supercalifragilisticexpialidocio"],
  ])("reads %j as %j", (title, words) => {
    expect(slugWords(title)).toBe(words);
  });

  it("is always short, lower-case ASCII words and a random part of 65 bits", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), randomBytes, (title, bytes) => {
        const slug = makeSlug(title, bytes);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slugWords(title).length).toBeLessThanOrEqual(SLUG_WORDS_MAX_LENGTH);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-hjkmnp-tv-z]{13}$/);
        expect(isSlugShaped(slug)).toBe(true);
      }),
    );
    expect(SLUG_RANDOM_LENGTH * 5).toBeGreaterThanOrEqual(60);
  });

  it("uses every random byte's low 5 bits, so different bytes give different slugs", () => {
    fc.assert(
      fc.property(randomBytes, randomBytes, (a, b) => {
        const same = a.every((byte, i) => (byte & 31) === (b[i]! & 31));
        expect(randomSlugPart(a) === randomSlugPart(b)).toBe(same);
      }),
    );
  });

  it("refuses fewer random bytes than it needs", () => {
    expect(() => randomSlugPart(new Uint8Array(SLUG_RANDOM_LENGTH - 1))).toThrow(RangeError);
  });

  it.each(["Not-A-Slug", "a--b", "-a", "a-", "a b", "a/b", "x".repeat(SLUG_MAX_LENGTH + 1)])("%j is not shaped like a slug", (value) => {
    expect(isSlugShaped(value)).toBe(false);
  });
});

describe("contribution avatars", () => {
  it("picks one of 8 gradients from the address alone, ignoring case and spaces", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const gradient = gradientOfEmail(email);
        expect(Number.isInteger(gradient) && gradient >= 0 && gradient < 8).toBe(true);
        expect(gradientOfEmail(` ${email.toUpperCase()} `)).toBe(gradientOfEmail(email.toLowerCase()));
      }),
    );
  });

  it("spreads addresses over all 8 gradients", () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => gradientOfEmail(`person${i}@example.com`)));
    expect(used.size).toBe(8);
  });

  it("has up to two initials, none without a name", () => {
    expect(contributionAvatar("ann marie smith", "a@example.com").initials).toBe("AM");
    expect(contributionAvatar("ąžuolas", "a@example.com").initials).toBe("Ą");
    expect(contributionAvatar(null, "a@example.com").initials).toBe("");
  });
});

describe("invitee lists", () => {
  it("splits on commas, semicolons and line breaks, trims, lower-cases and drops repeats", () => {
    expect(inviteeListSchema.parse("A@x.lt, b@x.lt;\n\nC@X.LT ,a@x.lt")).toEqual(["a@x.lt", "b@x.lt", "c@x.lt"]);
    expect(inviteeListSchema.parse([" B@x.lt", "b@x.lt"])).toEqual(["b@x.lt"]);
  });

  it("names every bad address, with their number for the plural", () => {
    const result = inviteeListSchema.safeParse("ok@x.lt, bad, also@bad");
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([
      { message: "contributorEmailsInvalid", params: { emails: "bad, also@bad", count: 2 } },
    ]);
  });

  it("takes 100 addresses and refuses 101", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@x.lt`);
    expect(inviteeListSchema.parse(list(100))).toHaveLength(100);
    expect(inviteeListSchema.safeParse(list(101)).error!.issues[0]!.message).toBe("contributorsTooMany");
  });
});

describe("the shared form schemas", () => {
  it("keeps a message's line breaks and trims its ends", () => {
    const parsed = contributionSchema.parse({
      contributorName: " Bob ",
      contributorEmail: "bob@x.lt",
      content: "\n Dear Rita,\n\nhappy birthday! \n",
    });
    expect(parsed).toEqual({
      contributorName: "Bob",
      contributorEmail: "bob@x.lt",
      content: "Dear Rita,\n\nhappy birthday!",
      type: "text",
      imageUrl: null,
      imageAlt: null,
    });
  });

  it("keeps a photo's description apart from its message, and none for a text message", () => {
    const photo = { contributorName: "Bob", contributorEmail: "bob@x.lt", type: "image", imageUrl: "/api/images/AbCdEfGhIjKlMnOpQrStUv.webp" };
    expect(contributionSchema.parse({ ...photo, content: "Hi", imageAlt: " Rita at the lake " })).toMatchObject({
      content: "Hi",
      imageAlt: "Rita at the lake",
    });
    expect(contributionSchema.parse({ ...photo, imageAlt: "   " }).imageAlt).toBeNull();
    expect(contributionSchema.parse({ ...photo, type: "text", imageUrl: null, content: "Hi", imageAlt: "A photo" }).imageAlt).toBeNull();
    expect(contributionSchema.safeParse({ ...photo, imageAlt: "x".repeat(301) }).error?.issues[0]).toMatchObject({
      path: ["imageAlt"],
      message: "imageAltTooLong",
    });
  });

  it("refuses a birthday that is not a real date", () => {
    const base = { recipientName: "R", title: "T", invitedContributors: "a@x.lt", initiatorName: "A" };
    expect(createCardSchema.safeParse({ ...base, recipientBirthday: "2026-02-29" }).success).toBe(false);
    expect(createCardSchema.safeParse({ ...base, recipientBirthday: "2028-02-29" }).success).toBe(true);
    expect(createCardSchema.safeParse({ ...base, recipientBirthday: "05.12.2026" }).success).toBe(false);
  });
});

describe("return paths after signing in", () => {
  it.each([
    ["/group-cards/rita-k3m9x2q7v4pa1?add-message=1", "/group-cards/rita-k3m9x2q7v4pa1?add-message=1"],
    ["/", "/"],
    ["/lt/dashboard#top", "/lt/dashboard#top"],
    ["/a/../b", "/b"],
  ])("keeps the path %j on this site", (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "group-cards/x",
    "/\t/evil.example",
    "/ok\nLocation: x",
    // Dot segments that resolve to "//evil.example".
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "",
    "/" + "x".repeat(600),
    null,
    42,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("never returns a path that leaves the site", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const path = safeReturnPath(value);
        if (path === null) return;
        expect(new URL(path, "https://confetti.example").origin).toBe("https://confetti.example");
        expect(path).toMatch(/^\/(?![/\\])/);
      }),
    );
  });
});
