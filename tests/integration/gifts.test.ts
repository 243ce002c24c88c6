import { DELETE as deleteBirthdayRoute } from "@/app/api/birthdays/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/birthdays/[id]/gifts/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/birthdays/[id]/gifts/[giftId]/route";
import { MAX_GIFT_IDEAS_PER_USER } from "@/lib/birthdays/limits";
import { db } from "@/lib/db";
import { conflictBody } from "../support/errors";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { testSql } from "../setup/database";
import { jsonRequest, signedInUser } from "../support/auth";

type Id = number | string;
const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const context = (params: Record<string, Id>) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))),
});

const list = (birthdayId: Id, cookie?: string) =>
  listRoute(
    jsonRequest("GET", `/api/birthdays/${birthdayId}/gifts`, undefined, headers(cookie)),
    context({ id: birthdayId }),
  );
const create = (birthdayId: Id, body: unknown, cookie?: string) =>
  createRoute(
    jsonRequest("POST", `/api/birthdays/${birthdayId}/gifts`, body, headers(cookie)),
    context({ id: birthdayId }),
  );
const update = (birthdayId: Id, giftId: Id, body: unknown, cookie?: string) =>
  updateRoute(
    jsonRequest("PUT", `/api/birthdays/${birthdayId}/gifts/${giftId}`, body, headers(cookie)),
    context({ id: birthdayId, giftId }),
  );
const remove = (birthdayId: Id, giftId: Id, cookie?: string) =>
  deleteRoute(
    jsonRequest("DELETE", `/api/birthdays/${birthdayId}/gifts/${giftId}`, undefined, headers(cookie)),
    context({ id: birthdayId, giftId }),
  );

/** Every row of both tables, every column: compared before and after a refused request. */
async function allRows() {
  return {
    birthdays: (await testSql("SELECT * FROM birthdays ORDER BY id")).rows,
    gifts: (await testSql("SELECT * FROM gift_ideas ORDER BY id")).rows,
  };
}

async function storedBirthday(userId: number, name = "Bob") {
  return db().birthday.create({ data: { userId, name, date: "1990-05-01", month: 5, day: 1, birthYear: 1990 } });
}

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe("without a session", () => {
  it("answers 401 to every method and writes nothing", async () => {
    const { user } = await signedInUser();
    const birthday = await storedBirthday(user.id);
    const gift = await db().giftIdea.create({ data: { birthdayId: birthday.id, title: "Book" } });
    const before = await allRows();
    for (const response of [
      await list(birthday.id),
      await create(birthday.id, { title: "Tea" }),
      await update(birthday.id, gift.id, { title: "Tea" }),
      await remove(birthday.id, gift.id),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: en.errors.unauthorized } });
    }
    expect(await allRows()).toEqual(before);
  });
});

describe("gift ideas of one's own birthday", () => {
  it("are created, listed, updated and deleted", async () => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id);

    const created = await create(
      birthday.id,
      { title: "  Tea set ", url: "https://shop.example/tea", price: 25.5, notes: " green " },
      cookie,
    );
    expect(created.status).toBe(201);
    const gift = await created.json();
    expect(gift).toEqual({
      id: expect.any(Number),
      birthdayId: birthday.id,
      title: "Tea set",
      url: "https://shop.example/tea",
      price: "25.50",
      notes: "green",
      status: "idea",
      givenYear: null,
      createdAt: iso,
    });
    const second = await (await create(birthday.id, { title: "Book", price: 0 }, cookie)).json();
    expect(second).toMatchObject({ title: "Book", price: "0.00", url: null, notes: null });

    const listed = await list(birthday.id, cookie);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([gift, second]);

    const updated = await update(
      birthday.id,
      gift.id,
      { title: "Tea set", price: 99999999.99, status: "given", givenYear: 2024 },
      cookie,
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({
      ...gift,
      url: null,
      price: "99999999.99",
      notes: null,
      status: "given",
      givenYear: 2024,
    });
    const row = await db().giftIdea.findUniqueOrThrow({ where: { id: gift.id } });
    expect(row.price?.toFixed(2)).toBe("99999999.99");

    // Back to bought: the year it was given goes.
    const bought = await update(birthday.id, gift.id, { title: "Tea set", status: "bought", givenYear: 2024 }, cookie);
    expect(await bought.json()).toMatchObject({ status: "bought", givenYear: null, price: null });

    const removed = await remove(birthday.id, gift.id, cookie);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true });
    expect(await (await list(birthday.id, cookie)).json()).toEqual([second]);
    expect((await remove(birthday.id, gift.id, cookie)).status).toBe(404);
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answer 400 with field messages in %s and nothing is written", async (locale, messages) => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id);
    const gift = await db().giftIdea.create({ data: { birthdayId: birthday.id, title: "Book", price: "10.00" } });
    const before = await allRows();
    const body = { title: " ", url: "javascript:alert(1)", price: 1.005, notes: "x".repeat(2001), status: "given" };
    const expected = {
      error: {
        code: "validation_failed",
        message: messages.errors.validationFailed,
        fields: {
          title: messages.validation.giftTitleRequired,
          url: messages.validation.giftUrlInvalid,
          price: messages.validation.giftPriceInvalid,
          notes: messages.validation.notesTooLong,
          givenYear: messages.validation.giftGivenYearRequired,
        },
      },
    };
    const cookies = `${cookie}; NEXT_LOCALE=${locale}`;
    for (const response of [
      await create(birthday.id, body, cookies),
      await update(birthday.id, gift.id, body, cookies),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(expected);
    }
    const other = await create(birthday.id, { title: "x", status: "lost", givenYear: 1800, price: -1 }, cookies);
    expect((await other.json()).error.fields).toEqual({
      status: messages.validation.giftStatusInvalid,
      givenYear: messages.validation.giftGivenYearRange,
      price: messages.validation.giftPriceInvalid,
    });
    expect(await allRows()).toEqual(before);
  });

  it("go with their birthday when it is deleted", async () => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id);
    const kept = await storedBirthday(user.id, "Cleo");
    await create(birthday.id, { title: "Book" }, cookie);
    await create(birthday.id, { title: "Tea" }, cookie);
    await create(kept.id, { title: "Scarf" }, cookie);
    const response = await deleteBirthdayRoute(
      jsonRequest("DELETE", `/api/birthdays/${birthday.id}`, undefined, { cookie }),
      context({ id: birthday.id }),
    );
    expect(response.status).toBe(200);
    expect(await db().giftIdea.findMany({ select: { birthdayId: true, title: true } })).toEqual([
      { birthdayId: kept.id, title: "Scarf" },
    ]);
    expect((await list(birthday.id, cookie)).status).toBe(404);
  });
});

describe("the limit on gift ideas per account", () => {
  it.each(["en", "lt", "ru"] as const)("refuses in %s a gift idea past the limit with 409, on any birthday, and writes nothing", async (locale) => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id);
    const other = await storedBirthday(user.id, "Cleo");
    await testSql(
      `INSERT INTO gift_ideas (birthday_id, title, updated_at) SELECT $1, 'Idea ' || n, now() FROM generate_series(1, $2) AS n`,
      [birthday.id, MAX_GIFT_IDEAS_PER_USER - 1],
    );
    expect((await create(other.id, { title: "The last one" }, cookie)).status).toBe(201);
    const before = await allRows();
    for (const birthdayId of [birthday.id, other.id]) {
      const response = await create(birthdayId, { title: "One too many" }, `${cookie}; NEXT_LOCALE=${locale}`);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(conflictBody(locale, "giftLimitReached", { max: MAX_GIFT_IDEAS_PER_USER }));
    }
    expect(await allRows()).toEqual(before);
    // Another user's birthday, or none, is still 404 at the limit: the limit says nothing of it.
    const bob = await signedInUser("bob@example.com");
    const bobsBirthday = await storedBirthday(bob.user.id);
    for (const birthdayId of [bobsBirthday.id, 999_999]) {
      expect((await create(birthdayId, { title: "Not mine" }, cookie)).status).toBe(404);
    }
    // The limit is each account's own.
    expect((await create(bobsBirthday.id, { title: "Scarf" }, bob.cookie)).status).toBe(201);
  });
});

describe("another user's birthdays and gifts", () => {
  it("answer 404 to every method and nothing changes", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const annBirthday = await storedBirthday(ann.user.id, "Ann's mum");
    const annGift = await db().giftIdea.create({
      data: { birthdayId: annBirthday.id, title: "Flowers", price: "12.00", status: "bought" },
    });
    const bobBirthday = await storedBirthday(bob.user.id, "Bob's dad");
    const before = await allRows();
    const body = { title: "Hacked", price: 1 };

    const attempts: Array<[string, Response, string]> = [
      ["list Ann's", await list(annBirthday.id, bob.cookie), en.errors.birthdayNotFound],
      ["add to Ann's", await create(annBirthday.id, body, bob.cookie), en.errors.birthdayNotFound],
      ["update Ann's", await update(annBirthday.id, annGift.id, body, bob.cookie), en.errors.giftNotFound],
      ["delete Ann's", await remove(annBirthday.id, annGift.id, bob.cookie), en.errors.giftNotFound],
      // Ann's gift addressed through Bob's own birthday.
      ["update via own birthday", await update(bobBirthday.id, annGift.id, body, bob.cookie), en.errors.giftNotFound],
      ["delete via own birthday", await remove(bobBirthday.id, annGift.id, bob.cookie), en.errors.giftNotFound],
    ];
    for (const [label, response, message] of attempts) {
      expect([label, response.status]).toEqual([label, 404]);
      // The message names what is missing: the birthday when a gift is added to one that is not the user's.
      expect([label, (await response.json()).error]).toEqual([label, expect.objectContaining({ code: "not_found", message })]);
    }
    expect(await allRows()).toEqual(before);
    // Bob's own birthday still has no gifts; Ann still sees hers.
    expect(await (await list(bobBirthday.id, bob.cookie)).json()).toEqual([]);
    expect(await (await list(annBirthday.id, ann.cookie)).json()).toEqual([
      expect.objectContaining({ id: annGift.id, title: "Flowers", price: "12.00" }),
    ]);
  });

  it("a gift addressed through another of one's own birthdays is 404 too", async () => {
    const { user, cookie } = await signedInUser();
    const first = await storedBirthday(user.id, "First");
    const second = await storedBirthday(user.id, "Second");
    const gift = await db().giftIdea.create({ data: { birthdayId: first.id, title: "Book" } });
    const before = await allRows();
    expect((await update(second.id, gift.id, { title: "Moved?" }, cookie)).status).toBe(404);
    expect((await remove(second.id, gift.id, cookie)).status).toBe(404);
    expect(await allRows()).toEqual(before);
  });

  it("ids that do not exist or are not ids answer 404, not 400", async () => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id);
    const gift = await db().giftIdea.create({ data: { birthdayId: birthday.id, title: "Book" } });
    const before = await allRows();
    for (const bad of ["999999", "0", "-3", "abc", "2.5", "99999999999"]) {
      for (const response of [
        await list(bad, cookie),
        await create(bad, { title: "Tea" }, cookie),
        await update(bad, gift.id, { title: "Tea" }, cookie),
        await update(birthday.id, bad, { title: "Tea" }, cookie),
        await remove(bad, gift.id, cookie),
        await remove(birthday.id, bad, cookie),
      ]) {
        expect(response.status).toBe(404);
      }
    }
    expect(await allRows()).toEqual(before);
  });
});
