import { NextRequest } from "next/server";
import { POST as generateRoute } from "@/app/api/ai/generate-image/route";
import { GET as imageRoute } from "@/app/api/images/[file]/route";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { AI_IMAGES_PER_CARD_PER_DAY, AI_IMAGES_PER_USER_PER_DAY, AI_QUOTA_WINDOW_MS } from "@/lib/ai/quotas";
import { db } from "@/lib/db";
import { MAX_MESSAGES_PER_AUTHOR, MAX_MESSAGES_PER_CARD } from "@/lib/group-cards/limits";
import { conflictBody } from "../support/errors";
import { imageFileName } from "@/lib/images/urls";
import { storage } from "@/lib/storage";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { imagesThroughFakeOpenAi } from "../support/fake-openai";
import { api, cardWithEveryRole, ROLES, seedMessages, type Role } from "../support/group-cards";
import { testSql } from "../setup/database";

// POST /api/ai/generate-image against a fake OpenAI (tests/support/fake-openai-server.mjs):
// what is stored and returned, every failure of the provider as a translated
// message with nothing stored, the quotas, and who may ask at all.

const DAILY_LIMIT = 25;
const openai = imagesThroughFakeOpenAi({ timeoutMs: 1000, slowMs: 2500, dailyLimit: DAILY_LIMIT });
jest.setTimeout(30_000);

function generate(body: unknown, cookie?: string, locale?: string) {
  const cookies = [cookie, locale && `NEXT_LOCALE=${locale}`].filter(Boolean).join("; ");
  return generateRoute(jsonRequest("POST", "/api/ai/generate-image", body, cookies ? { cookie: cookies } : {}), noParams);
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** What a generation may leave behind. */
async function aiRows() {
  return {
    images: (await testSql("SELECT * FROM card_images ORDER BY id")).rows,
    generations: (await testSql("SELECT * FROM ai_image_generations ORDER BY id")).rows,
    contributions: (await testSql("SELECT * FROM group_card_contributions ORDER BY id")).rows,
  };
}

/** Generations in the window written straight to the database: `count` rows for this user and card. */
async function pastGenerations(count: number, data: { userId: number | null; groupCardId: number | null }, ageMs = 60_000) {
  const createdAt = new Date(Date.now() - ageMs);
  await db().aiImageGeneration.createMany({ data: Array.from({ length: count }, () => ({ ...data, createdAt })) });
}

describe("POST /api/ai/generate-image", () => {
  it("draws the picture in the chosen style, stores it for the card and answers with the app's own address", async () => {
    const { card, ann, cookies } = await cardWithEveryRole();
    const response = await generate({ prompt: "  A cat in a party hat\nwith balloons ", style: "vintage", groupCardId: card.id }, cookies.creator);

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ url: expect.stringMatching(/^\/api\/images\/[A-Za-z0-9_-]{22}\.webp$/), width: 256, height: 256 });

    // One request, the description quoted inside the style's frame, a pseudonymous user id.
    expect(openai.requests).toHaveLength(1);
    const [request] = openai.requests;
    expect(request).toMatchObject({ model: "gpt-image-2", n: 1, size: "1024x1024", quality: "medium", outcome: "image" });
    expect(request!.prompt).toContain('"""A cat in a party hat\nwith balloons"""');
    expect(request!.prompt).toContain("vintage illustration");
    expect(request!.user).toMatch(/^[0-9a-f]{32}$/);

    const image = await db().cardImage.findFirstOrThrow();
    expect(image).toMatchObject({ groupCardId: card.id, uploaderId: ann.user.id, source: "ai", contributionId: null, width: 256, height: 256 });
    expect(body.url).toContain(image.key);
    // Stored by the app as the image pipeline made it (WebP), not the provider's PNG.
    const stored = await storage().get(imageFileName(image.key, "large"));
    expect(stored?.contentType).toBe("image/webp");
    expect(Buffer.from(stored!.bytes.subarray(8, 12)).toString("ascii")).toBe("WEBP");
    expect(await db().aiImageGeneration.findMany()).toEqual([
      expect.objectContaining({ userId: ann.user.id, groupCardId: card.id }),
    ]);
  });

  it("goes on the card as an ai_image message with the description, and the app serves it", async () => {
    const { card, bob, cookies } = await cardWithEveryRole();
    const { url } = await (await generate({ prompt: "Fireworks over a lake", groupCardId: card.id }, cookies.invitee)).json();
    const added = await api.contribute(
      card.id,
      { contributorName: "Bob", contributorEmail: bob.user.email, content: "Fireworks over a lake", type: "ai_image", imageUrl: url },
      cookies.invitee,
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      type: "ai_image",
      content: "Fireworks over a lake",
      imageUrl: url,
      image: { url, width: 256, height: 256 },
    });

    const file = url.split("/").at(-1)!;
    const served = await imageRoute(new NextRequest(`http://localhost:3000${url}`), { params: Promise.resolve({ file }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).subarray(8, 12).toString("ascii")).toBe("WEBP");
  });

  it("lets a signed-in invitee generate, with the default style when none is given", async () => {
    const { card, cookies } = await cardWithEveryRole();
    const response = await generate({ prompt: "Fireworks", groupCardId: card.id }, cookies.invitee);
    expect(response.status).toBe(200);
    expect(openai.requests[0]!.prompt).toContain("warm, colourful illustration");
  });

  it.each([
    ["[moderation]", 422, "aiRefused", false, "warn"],
    ["[429]", 503, "aiProviderBusy", true, "warn"],
    ["[500]", 502, "aiFailed", true, "error"],
    ["[slow]", 504, "aiTimeout", false, "warn"],
    ["[garbage]", 502, "aiFailed", false, "error"],
  ] as const)("%s: %i with a translated message, nothing stored", async (marker, status, key, released, logged) => {
    const log = jest.spyOn(console, logged).mockImplementation(() => {});
    const { card, ann, cookies } = await cardWithEveryRole();
    for (const [locale, messages] of [["en", en], ["lt", lt], ["ru", ru]] as const) {
      const response = await generate({ prompt: `Balloons ${marker}`, groupCardId: card.id }, cookies.creator, locale);
      expect(response.status).toBe(status);
      expect(await errorOf(response)).toEqual({ code: expect.any(String), message: messages.errors[key] });
    }
    expect(await db().cardImage.count()).toBe(0);
    // Outages give the reservation back; a refusal, a timeout and a billed nonsense answer keep counting.
    expect(await db().aiImageGeneration.count({ where: { userId: ann.user.id } })).toBe(released ? 0 : 3);
    // Operators see why, with the card: a failure as an error, the provider's refusals and limits as warnings.
    expect(log).toHaveBeenCalledTimes(3);
    expect(String(log.mock.calls[0]![0])).toContain(`card ${card.id}`);
    log.mockRestore();
  });

  it("says when to try again after the provider's rate limit", async () => {
    jest.spyOn(console, "warn").mockImplementationOnce(() => {});
    const { card, cookies } = await cardWithEveryRole();
    const response = await generate({ prompt: "[429]", groupCardId: card.id }, cookies.creator);
    expect(response.headers.get("retry-after")).toBe("60");
  });

  describe("room on the card", () => {
    it.each(["en", "lt", "ru"] as const)(
      "in %s, refuses a full card with 409 before the picture is drawn, counting and storing nothing",
      async (locale) => {
        const { card, ann, cookies } = await cardWithEveryRole();
        // Bob's and Erin's messages are on it already (cardWithEveryRole).
        await seedMessages(card.id, ann.user, MAX_MESSAGES_PER_CARD - 2);
        const before = await aiRows();
        for (const cookie of [cookies.creator, cookies.invitee]) {
          const refused = await generate({ prompt: "Cake", groupCardId: card.id }, cookie, locale);
          expect(refused.status).toBe(409);
          expect(await errorOf(refused)).toEqual(conflictBody(locale, "cardMessagesLimitReached", { max: MAX_MESSAGES_PER_CARD }).error);
        }
        expect(await aiRows()).toEqual(before);
        expect(openai.requests).toHaveLength(0);
      },
    );

    it("refuses an invitee who has added as many messages as one person may, but not the creator", async () => {
      const { card, bob, cookies } = await cardWithEveryRole();
      // Bob has one message already (cardWithEveryRole).
      await seedMessages(card.id, bob.user, MAX_MESSAGES_PER_AUTHOR - 1);
      const before = await aiRows();
      const refused = await generate({ prompt: "Cake", groupCardId: card.id }, cookies.invitee, "lt");
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual(conflictBody("lt", "authorMessagesLimitReached", { max: MAX_MESSAGES_PER_AUTHOR }).error);
      expect(await aiRows()).toEqual(before);
      expect(openai.requests).toHaveLength(0);

      expect((await generate({ prompt: "Cake", groupCardId: card.id }, cookies.creator)).status).toBe(200);
    });
  });

  describe("quotas", () => {
    it(`holds each person to ${AI_IMAGES_PER_USER_PER_DAY} a day, with Retry-After when the oldest leaves the window`, async () => {
      const { card, ann, cookies } = await cardWithEveryRole();
      await pastGenerations(AI_IMAGES_PER_USER_PER_DAY - 1, { userId: ann.user.id, groupCardId: null }, 2 * 60 * 60 * 1000);
      expect((await generate({ prompt: "One more", groupCardId: card.id }, cookies.creator)).status).toBe(200);

      const before = await aiRows();
      const refused = await generate({ prompt: "And another", groupCardId: card.id }, cookies.creator, "ru");
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(AI_QUOTA_WINDOW_MS / 1000 - 2 * 60 * 60 - 60);
      expect(retryAfter).toBeLessThanOrEqual(AI_QUOTA_WINDOW_MS / 1000 - 2 * 60 * 60);
      expect((await errorOf(refused)).message).toBe(
        `Сегодня вы создали ${AI_IMAGES_PER_USER_PER_DAY} ИИ-изображений — это максимум на один день. Создать ещё можно будет через 22 часа.`,
      );
      expect(await aiRows()).toEqual(before);
      expect(openai.requests).toHaveLength(1);

      // Someone else on the same card is not held by Ann's quota.
      expect((await generate({ prompt: "Mine", groupCardId: card.id }, cookies.invitee)).status).toBe(200);
    });

    it(`holds each card to ${AI_IMAGES_PER_CARD_PER_DAY} a day`, async () => {
      const { card, bob, cookies } = await cardWithEveryRole();
      await pastGenerations(AI_IMAGES_PER_CARD_PER_DAY, { userId: bob.user.id, groupCardId: card.id });
      const refused = await generate({ prompt: "Cake", groupCardId: card.id }, cookies.creator, "lt");
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).message).toBe(
        `Šiam atvirukui šiandien sukurta ${AI_IMAGES_PER_CARD_PER_DAY} DI paveikslėlių – tiek daugiausia galima per dieną. Daugiau bus galima sukurti po 24 valandų.`,
      );
      expect(openai.requests).toHaveLength(0);
    });

    it("holds everyone together to AI_IMAGES_DAILY_LIMIT, counting only the last 24 hours", async () => {
      const { card, cookies } = await cardWithEveryRole();
      await pastGenerations(DAILY_LIMIT, { userId: null, groupCardId: null }, AI_QUOTA_WINDOW_MS + 60_000);
      expect((await generate({ prompt: "Cake", groupCardId: card.id }, cookies.creator)).status).toBe(200);
      await pastGenerations(DAILY_LIMIT - 1, { userId: null, groupCardId: null });
      const refused = await generate({ prompt: "Cake", groupCardId: card.id }, cookies.creator);
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).message).toBe("AI images have reached today's limit for this site. Please try again in 24 hours.");
    });

    it("hands out the last places exactly once under concurrent requests", async () => {
      const { card, ann, bob, cookies } = await cardWithEveryRole();
      await pastGenerations(AI_IMAGES_PER_USER_PER_DAY - 2, { userId: ann.user.id, groupCardId: null });
      await pastGenerations(AI_IMAGES_PER_USER_PER_DAY - 2, { userId: bob.user.id, groupCardId: null });
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          generate({ prompt: `Race ${index}`, groupCardId: card.id }, index % 2 === 0 ? cookies.creator : cookies.invitee),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);
      expect(await db().aiImageGeneration.count({ where: { userId: ann.user.id } })).toBe(AI_IMAGES_PER_USER_PER_DAY);
      expect(await db().aiImageGeneration.count({ where: { userId: bob.user.id } })).toBe(AI_IMAGES_PER_USER_PER_DAY);
      expect(await db().cardImage.count()).toBe(4);
    });

    it("forgets generations older than the window in housekeeping", async () => {
      const { ann } = await cardWithEveryRole();
      await pastGenerations(3, { userId: ann.user.id, groupCardId: null }, AI_QUOTA_WINDOW_MS + 1000);
      await pastGenerations(2, { userId: ann.user.id, groupCardId: null });
      await runHousekeeping();
      expect(await db().aiImageGeneration.count()).toBe(2);
    });
  });

  describe("who may generate", () => {
    const EXPECTED: Record<Role, number> = {
      creator: 200,
      invitee: 200,
      invitedSignedOut: 401,
      stranger: 403,
      visitor: 401,
      revoked: 403,
    };
    it.each(ROLES.map((role) => [role, EXPECTED[role]] as const))("%s: %i, nothing counted when refused", async (role, status) => {
      const { card, cookies } = await cardWithEveryRole();
      const before = await aiRows();
      const response = await generate({ prompt: "Confetti", groupCardId: card.id }, cookies[role]);
      expect(response.status).toBe(status);
      if (status !== 200) {
        expect(await aiRows()).toEqual(before);
        expect(openai.requests).toHaveLength(0);
      }
    });

    it("answers 404 'Card not found' for a card that does not exist", async () => {
      const { cookie } = await signedInUser("zed@example.com");
      const response = await generate({ prompt: "Confetti", groupCardId: 999_999 }, cookie);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(en.errors.cardNotFound);
      expect(await db().aiImageGeneration.count()).toBe(0);
    });

    it.each([
      ["a blank description", { prompt: "   ", groupCardId: 1 }, { prompt: en.validation.aiPromptRequired }],
      ["1,001 characters", { prompt: "x".repeat(1001), groupCardId: 1 }, { prompt: en.validation.aiPromptTooLong }],
      ["a NUL", { prompt: "Cake\u0000", groupCardId: 1 }, { prompt: en.validation.textInvalidCharacters }],
      ["an unknown style", { prompt: "Cake", style: "neon", groupCardId: 1 }, { style: en.validation.aiStyleInvalid }],
      ["no card", { prompt: "Cake" }, { groupCardId: en.validation.invalid }],
    ])("refuses %s with 400 before anything is counted", async (_case, body, fields) => {
      const { cookies } = await cardWithEveryRole();
      const response = await generate(body, cookies.creator);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: unknown } }).error.fields).toEqual(fields);
      expect(await db().aiImageGeneration.count()).toBe(0);
      expect(openai.requests).toHaveLength(0);
    });
  });

  it("answers 503 with a clear message when no OpenAI key is configured", async () => {
    const { card, cookies } = await cardWithEveryRole();
    const key = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      // lib/config reads the environment once per module registry: a fresh one sees no key.
      await jest.isolateModulesAsync(async () => {
        const { POST } = await import("@/app/api/ai/generate-image/route");
        const { aiImagesEnabled } = await import("@/lib/ai/images");
        expect(aiImagesEnabled()).toBe(false);
        const response = await POST(
          jsonRequest("POST", "/api/ai/generate-image", { prompt: "Cake", groupCardId: card.id }, { cookie: `${cookies.creator}; NEXT_LOCALE=lt` }),
          noParams,
        );
        expect(response.status).toBe(503);
        expect(await errorOf(response)).toEqual({ code: "ai_unavailable", message: lt.errors.aiImagesOff });
      });
    } finally {
      process.env.OPENAI_API_KEY = key;
    }
    expect(await db().aiImageGeneration.count()).toBe(0);
    expect(openai.requests).toHaveLength(0);
  });
});
