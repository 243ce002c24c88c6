import { GET as listRoute, POST as createRoute } from "@/app/api/birthdays/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/birthdays/[id]/route";
import { MAX_BIRTHDAYS_PER_USER } from "@/lib/birthdays/limits";
import { db } from "@/lib/db";
import { conflictBody } from "../support/errors";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { NextRequest } from "next/server";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { storedBirthdays } from "../support/birthdays";

const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

const list = (cookie?: string) => listRoute(jsonRequest("GET", "/api/birthdays", undefined, headers(cookie)), noParams);
const create = (body: unknown, cookie?: string) =>
  createRoute(jsonRequest("POST", "/api/birthdays", body, headers(cookie)), noParams);
const update = (id: number | string, body: unknown, cookie?: string) =>
  updateRoute(jsonRequest("PUT", `/api/birthdays/${id}`, body, headers(cookie)), withId(id));
const remove = (id: number | string, cookie?: string) =>
  deleteRoute(jsonRequest("DELETE", `/api/birthdays/${id}`, undefined, headers(cookie)), withId(id));

/** Every row of both tables, every column: compared before and after a refused request. */
async function allRows() {
  return {
    birthdays: (await testSql("SELECT * FROM birthdays ORDER BY id")).rows,
    gifts: (await testSql("SELECT * FROM gift_ideas ORDER BY id")).rows,
  };
}

/** A birthday of this user, written straight to the database. */
async function storedBirthday(userId: number, name: string, date: string, birthYear: number | null = null) {
  const [, month, day] = date.split("-").map(Number);
  return db().birthday.create({ data: { userId, name, date, month: month!, day: day!, birthYear } });
}

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe("without a session", () => {
  it("answers 401 to every method and writes nothing", async () => {
    const ann = await signedInUser("ann@example.com");
    const birthday = await storedBirthday(ann.user.id, "Bob", "1990-05-01", 1990);
    const before = await allRows();
    const body = { name: "Eve", date: "2000-01-01" };
    for (const response of [
      await list(),
      await create(body),
      await update(birthday.id, body),
      await remove(birthday.id),
      await list("confetti_session=made-up"),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: en.errors.unauthorized } });
    }
    expect(await allRows()).toEqual(before);
  });
});

describe("POST /api/birthdays", () => {
  it("adds a birthday with a birth year and answers 201 with it", async () => {
    const { user, cookie } = await signedInUser();
    const response = await create(
      { name: "  Bob Jones ", date: "2000-07-15", birthYear: 1990, email: " bob@example.com ", notes: " Likes tea " },
      cookie,
    );
    expect(response.status).toBe(201);
    const dto = await response.json();
    expect(dto).toEqual({
      id: expect.any(Number),
      name: "Bob Jones",
      date: "1990-07-15",
      birthYear: 1990,
      email: "bob@example.com",
      notes: "Likes tea",
      createdAt: iso,
    });
    const row = await db().birthday.findUniqueOrThrow({ where: { id: dto.id } });
    expect(row).toMatchObject({ userId: user.id, date: "1990-07-15", month: 7, day: 15, birthYear: 1990 });
  });

  it("stores a birthday without a year in 2000, 29 February included, and omits empty e-mail and notes", async () => {
    const { cookie } = await signedInUser();
    const response = await create({ name: "Leap", date: "1997-02-29", email: "", notes: "   " }, cookie);
    expect(response.status).toBe(201);
    const dto = await response.json();
    expect(dto).toMatchObject({ date: "2000-02-29", birthYear: null, email: null, notes: null });
    expect(await db().birthday.findUniqueOrThrow({ where: { id: dto.id } })).toMatchObject({
      date: "2000-02-29",
      month: 2,
      day: 29,
      email: null,
      notes: null,
    });
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answers 400 with field messages in %s and writes nothing", async (locale, messages) => {
    const { cookie } = await signedInUser();
    const before = await allRows();
    const response = await create(
      { name: "  ", date: "2000-04-31", birthYear: 1899, email: "bob@", notes: "x".repeat(2001) },
      `${cookie}; NEXT_LOCALE=${locale}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: messages.errors.validationFailed,
        fields: {
          name: messages.validation.nameRequired,
          date: messages.validation.dayNotInMonth,
          birthYear: messages.validation.birthYearRange,
          email: messages.validation.invalidEmail,
          notes: messages.validation.notesTooLong,
        },
      },
    });
    expect(await allRows()).toEqual(before);
  });

  it.each([
    ["month 00", { name: "Bob", date: "2000-00-10" }, "date", "monthRequired"],
    ["day 32", { name: "Bob", date: "2000-03-32" }, "date", "dayRequired"],
    ["29 February 1999", { name: "Bob", date: "1999-02-29", birthYear: 1999 }, "date", "dayNotInYear"],
    ["no date", { name: "Bob" }, "date", "dateRequired"],
    ["a 101-character name", { name: "x".repeat(101), date: "2000-01-01" }, "name", "nameTooLong"],
  ] as const)("refuses %s", async (_label, body, field, key) => {
    const { cookie } = await signedInUser();
    const response = await create(body, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ [field]: en.validation[key] });
    expect(await db().birthday.count()).toBe(0);
  });

  it("refuses a body that is not JSON", async () => {
    const { cookie } = await signedInUser();
    const request = new NextRequest("http://localhost:3000/api/birthdays", {
      method: "POST",
      body: "{name:",
      headers: { host: "localhost:3000", "content-type": "application/json", cookie },
    });
    const response = await createRoute(request, noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
    expect(await db().birthday.count()).toBe(0);
  });

  it("ignores an owner id in the body: the birthday is the signed-in user's", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const response = await create({ name: "Sneaky", date: "2000-01-01", userId: ann.user.id }, bob.cookie);
    expect(response.status).toBe(201);
    expect((await db().birthday.findFirstOrThrow()).userId).toBe(bob.user.id);
  });
});

describe("the limit on birthdays per account", () => {
  it("refuses a birthday past the limit with 409 and its translated message, and writes nothing", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthdays(user.id, MAX_BIRTHDAYS_PER_USER - 1);
    expect((await create({ name: "Last one", date: "2000-01-01" }, cookie)).status).toBe(201);
    const before = await allRows();

    for (const locale of ["en", "lt", "ru"] as const) {
      const response = await create({ name: "One too many", date: "2000-01-01" }, `${cookie}; NEXT_LOCALE=${locale}`);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(conflictBody(locale, "birthdayLimitReached", { max: MAX_BIRTHDAYS_PER_USER }));
    }
    expect(await allRows()).toEqual(before);
  });

  it("counts each account on its own: another user still adds", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    await storedBirthdays(ann.user.id, MAX_BIRTHDAYS_PER_USER);
    expect((await create({ name: "Carol", date: "2000-01-01" }, bob.cookie)).status).toBe(201);
  });

  it("lets parallel requests fill the last places but never pass the limit", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthdays(user.id, MAX_BIRTHDAYS_PER_USER - 3);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => create({ name: `Guest ${n}`, date: "2000-01-01" }, cookie).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await db().birthday.count({ where: { userId: user.id } })).toBe(MAX_BIRTHDAYS_PER_USER);
  });
});

describe("GET /api/birthdays", () => {
  it("lists only the user's own birthdays, by month, day and name", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const dec = await storedBirthday(ann.user.id, "Dec", "2000-12-01");
    const zed = await storedBirthday(ann.user.id, "Zed", "1985-03-05", 1985);
    const amy = await storedBirthday(ann.user.id, "Amy", "2000-03-05");
    const jan = await storedBirthday(ann.user.id, "Jan", "1990-01-20", 1990);
    await storedBirthday(bob.user.id, "Bob's friend", "2000-02-02");

    const response = await list(ann.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.map((birthday: { id: number }) => birthday.id)).toEqual([jan.id, amy.id, zed.id, dec.id]);
    expect(body[0]).toEqual({
      id: jan.id,
      name: "Jan",
      date: "1990-01-20",
      birthYear: 1990,
      email: null,
      notes: null,
      createdAt: jan.createdAt.toISOString(),
    });

    const bobs = await (await list(bob.cookie)).json();
    expect(bobs.map((birthday: { name: string }) => birthday.name)).toEqual(["Bob's friend"]);
  });

  it("keeps the order and every birthday once over a long list read in pages, ties in name and date included", async () => {
    const { user, cookie } = await signedInUser();
    // 1,100 birthdays on two days under five names: most neighbours tie on month, day and name.
    await testSql(
      `INSERT INTO birthdays (user_id, name, date, month, day, updated_at)
       SELECT $1, (ARRAY['Ann', 'ann', 'Ąžuolas', 'Bob', 'Žana'])[1 + n % 5], '2000-0' || (1 + n % 2) || '-01', 1 + n % 2, 1, now()
       FROM generate_series(1, 1100) AS n`,
      [user.id],
    );
    const inOneQuery = await testSql<{ id: number }>("SELECT id FROM birthdays WHERE user_id = $1 ORDER BY month, day, name, id", [user.id]);
    const listed = (await (await list(cookie)).json()) as { id: number }[];
    expect(listed.map((birthday) => birthday.id)).toEqual(inOneQuery.rows.map((row) => row.id));
  });

  it("answers an empty list for a user without birthdays", async () => {
    const { cookie } = await signedInUser();
    expect(await (await list(cookie)).json()).toEqual([]);
  });
});

describe("PUT /api/birthdays/{id}", () => {
  it("replaces the birthday and answers with it; month and day follow the date", async () => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id, "Bob", "1990-05-01", 1990);
    const response = await update(
      birthday.id,
      { name: "Robert", date: "2000-11-30", birthYear: 1991, email: "rob@example.com", notes: "Cake" },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: birthday.id,
      name: "Robert",
      date: "1991-11-30",
      birthYear: 1991,
      email: "rob@example.com",
      notes: "Cake",
      createdAt: birthday.createdAt.toISOString(),
    });
    expect(await db().birthday.findUniqueOrThrow({ where: { id: birthday.id } })).toMatchObject({
      userId: user.id,
      date: "1991-11-30",
      month: 11,
      day: 30,
    });
  });

  it("moves the date to the placeholder year and clears e-mail and notes when they are left out", async () => {
    const { user, cookie } = await signedInUser();
    const birthday = await db().birthday.create({
      data: {
        userId: user.id,
        name: "Bob",
        date: "1990-05-01",
        month: 5,
        day: 1,
        birthYear: 1990,
        email: "b@x.lt",
        notes: "n",
      },
    });
    const response = await update(birthday.id, { name: "Bob", date: "1990-05-01" }, cookie);
    expect(await response.json()).toMatchObject({ date: "2000-05-01", birthYear: null, email: null, notes: null });
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answers 400 with field messages in %s and changes nothing", async (locale, messages) => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id, "Bob", "1990-05-01", 1990);
    const before = await allRows();
    const response = await update(
      birthday.id,
      { name: "", date: "2000-13-01", email: "nope" },
      `${cookie}; NEXT_LOCALE=${locale}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: messages.errors.validationFailed,
        fields: {
          name: messages.validation.nameRequired,
          date: messages.validation.monthRequired,
          email: messages.validation.invalidEmail,
        },
      },
    });
    expect(await allRows()).toEqual(before);
  });
});

describe("DELETE /api/birthdays/{id}", () => {
  it("deletes the birthday and its gift ideas, and nothing else", async () => {
    const { user, cookie } = await signedInUser();
    const birthday = await storedBirthday(user.id, "Bob", "1990-05-01", 1990);
    const other = await storedBirthday(user.id, "Cleo", "2000-06-01");
    await db().giftIdea.createMany({
      data: [
        { birthdayId: birthday.id, title: "Book" },
        { birthdayId: birthday.id, title: "Tea", status: "given", givenYear: 2020 },
        { birthdayId: other.id, title: "Scarf" },
      ],
    });
    const response = await remove(birthday.id, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await db().birthday.findMany({ select: { id: true } })).toEqual([{ id: other.id }]);
    expect(await db().giftIdea.findMany({ select: { title: true } })).toEqual([{ title: "Scarf" }]);

    // Gone: a second delete is a 404.
    expect((await remove(birthday.id, cookie)).status).toBe(404);
  });
});

describe("another user's birthday", () => {
  it("answers 404 to every method and changes nothing", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const annBirthdays = [
      await storedBirthday(ann.user.id, "Ann's mum", "1960-03-08", 1960),
      await storedBirthday(ann.user.id, "Ann's friend", "2000-02-29"),
    ];
    await db().giftIdea.create({ data: { birthdayId: annBirthdays[0]!.id, title: "Flowers", price: "12.00" } });
    const before = await allRows();

    for (const birthday of annBirthdays) {
      for (const response of [
        await update(birthday.id, { name: "Hacked", date: "2000-01-01" }, bob.cookie),
        await remove(birthday.id, bob.cookie),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: "not_found", message: en.errors.birthdayNotFound },
        });
      }
    }
    expect(await (await list(bob.cookie)).json()).toEqual([]);
    expect(await allRows()).toEqual(before);
  });

  it("answers 404, not 400, for ids that do not exist or are not ids", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthday(user.id, "Bob", "1990-05-01", 1990);
    const before = await allRows();
    for (const id of ["999999", "0", "-1", "1.5", "abc", "1e3", "01", "99999999999"]) {
      const body = { name: "Bob", date: "2000-01-01" };
      for (const response of [await update(id, body, cookie), await remove(id, cookie)]) {
        expect(response.status).toBe(404);
        expect((await response.json()).error.code).toBe("not_found");
      }
    }
    expect(await allRows()).toEqual(before);
  });
});
