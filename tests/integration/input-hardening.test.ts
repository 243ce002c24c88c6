import { POST as magicLink } from "@/app/api/auth/magic-link/route";
import { GET as me } from "@/app/api/auth/me/route";
import { PUT as updateProfile } from "@/app/api/auth/profile/route";
import { PUT as updateGift } from "@/app/api/birthdays/[id]/gifts/[giftId]/route";
import { POST as createGift } from "@/app/api/birthdays/[id]/gifts/route";
import { PUT as updateBirthday } from "@/app/api/birthdays/[id]/route";
import { GET as listBirthdays, POST as createBirthday } from "@/app/api/birthdays/route";
import { PUT as updateReminders } from "@/app/api/reminders/settings/route";
import { db } from "@/lib/db";
import lt from "@/messages/lt.json";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";

// Input that PostgreSQL refuses or that nobody can read, and bodies that are
// not objects, answer 400 with a translated message on every write and
// change nothing (before, a NUL or a `null` body got a 500).

const lithuanian = { cookie: "NEXT_LOCALE=lt" };
const withIds = (id: number, giftId?: number) => ({
  params: Promise.resolve({ id: String(id), ...(giftId !== undefined && { giftId: String(giftId) }) }),
});

async function everything() {
  return {
    users: (await testSql("SELECT * FROM users ORDER BY id")).rows,
    birthdays: (await testSql("SELECT * FROM birthdays ORDER BY id")).rows,
    gifts: (await testSql("SELECT * FROM gift_ideas ORDER BY id")).rows,
  };
}

async function setUp() {
  const { user, cookie } = await signedInUser();
  const session = `${cookie}; ${lithuanian.cookie}`;
  const birthday = await db().birthday.create({
    data: { userId: user.id, name: "Bob", date: "2000-05-01", month: 5, day: 1 },
  });
  const gift = await db().giftIdea.create({ data: { birthdayId: birthday.id, title: "Book" } });
  const writes = {
    createBirthday: (body: unknown) =>
      createBirthday(jsonRequest("POST", "/api/birthdays", body, { cookie: session }), noParams),
    updateBirthday: (body: unknown) =>
      updateBirthday(
        jsonRequest("PUT", `/api/birthdays/${birthday.id}`, body, { cookie: session }),
        withIds(birthday.id),
      ),
    createGift: (body: unknown) =>
      createGift(
        jsonRequest("POST", `/api/birthdays/${birthday.id}/gifts`, body, { cookie: session }),
        withIds(birthday.id),
      ),
    updateGift: (body: unknown) =>
      updateGift(
        jsonRequest("PUT", `/api/birthdays/${birthday.id}/gifts/${gift.id}`, body, { cookie: session }),
        withIds(birthday.id, gift.id),
      ),
    updateProfile: (body: unknown) =>
      updateProfile(jsonRequest("PUT", "/api/auth/profile", body, { cookie: session }), noParams),
    updateReminders: (body: unknown) =>
      updateReminders(jsonRequest("PUT", "/api/reminders/settings", body, { cookie: session }), noParams),
  };
  return { cookie, writes };
}

async function expectRefused(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: { code: "validation_failed", message: lt.errors.validationFailed, fields },
  });
}

describe("a JSON body that is not an object", () => {
  it.each(["null", "[]", "7", '"text"'])("%s answers 400 on every write and changes nothing", async (json) => {
    const { writes } = await setUp();
    const before = await everything();
    for (const write of Object.values(writes)) {
      const response = await write(JSON.parse(json));
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
    expect(await everything()).toEqual(before);
  });
});

describe("control characters", () => {
  it("a NUL in any text field answers 400 with the field's message and changes nothing", async () => {
    const { writes } = await setUp();
    const before = await everything();
    const invalid = lt.validation.textInvalidCharacters;
    await expectRefused(await writes.createBirthday({ name: "Bo\u0000b", date: "2000-05-01", notes: "a\u0000" }), {
      name: invalid,
      notes: invalid,
    });
    await expectRefused(await writes.updateBirthday({ name: "Bob", date: "2000-05-01", email: "a\u0000@b.co" }), {
      email: invalid,
    });
    await expectRefused(
      await writes.createGift({ title: "\u0000", url: "https://a.example/\u0000", notes: "x\u0000" }),
      { title: invalid, url: invalid, notes: invalid },
    );
    await expectRefused(await writes.updateGift({ title: "Book\u001b[31m" }), { title: invalid });
    await expectRefused(await writes.updateProfile({ name: "Ann\u0000", birthday: "1990-01-01" }), { name: invalid });
    expect(await everything()).toEqual(before);
  });

  it("keeps tabs and line breaks in notes, and refuses them in a name", async () => {
    const { writes } = await setUp();
    const kept = await writes.createBirthday({ name: "Eve", date: "2000-01-02", notes: "line 1\n\tline 2" });
    expect(kept.status).toBe(201);
    expect((await kept.json()).notes).toBe("line 1\n\tline 2");
    await expectRefused(await writes.createBirthday({ name: "Eve\nAdams", date: "2000-01-02" }), {
      name: lt.validation.textInvalidCharacters,
    });
  });

  it("a name made only of invisible characters counts as empty", async () => {
    const { writes } = await setUp();
    const before = await everything();
    const invisible = "\u200b\u200d\u2060\ufeff\u3164 \u00ad";
    await expectRefused(await writes.createBirthday({ name: invisible, date: "2000-05-01" }), {
      name: lt.validation.nameRequired,
    });
    await expectRefused(await writes.createGift({ title: invisible }), { title: lt.validation.giftTitleRequired });
    await expectRefused(await writes.updateProfile({ name: invisible, birthday: "1990-01-01" }), {
      name: lt.validation.nameRequired,
    });
    expect(await everything()).toEqual(before);
  });
});

describe("dates before 1900", () => {
  it("are refused for a birthday (whatever the year part) and a profile's birthday", async () => {
    const { writes } = await setUp();
    const before = await everything();
    const tooEarly = lt.validation.dateTooEarly;
    await expectRefused(await writes.createBirthday({ name: "Eve", date: "0000-01-01" }), { date: tooEarly });
    await expectRefused(await writes.updateBirthday({ name: "Eve", date: "1899-12-31" }), { date: tooEarly });
    await expectRefused(await writes.updateProfile({ name: "Ann", birthday: "0001-01-01" }), { birthday: tooEarly });
    expect(await everything()).toEqual(before);
  });
});

describe("dates of birth still to come", () => {
  it("are refused for a birthday and a profile, so that nobody 'turns 0'", async () => {
    const { writes } = await setUp();
    const before = await everything();
    // Only the clock is set (1 June 2026); timers run as they do, for the database's driver.
    jest.useFakeTimers({
      now: new Date("2026-06-01T12:00:00Z"),
      doNotFake: ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"],
    });
    try {
      const inFuture = lt.validation.birthDateInFuture;
      await expectRefused(await writes.createBirthday({ name: "Eve", date: "2026-06-20", birthYear: 2026 }), { date: inFuture });
      await expectRefused(await writes.updateBirthday({ name: "Eve", date: "2026-06-20", birthYear: 2026 }), { date: inFuture });
      await expectRefused(await writes.updateProfile({ name: "Ann", birthday: "2026-06-20", birthYear: 2026 }), { birthday: inFuture });
    } finally {
      jest.useRealTimers();
    }
    expect(await everything()).toEqual(before);
  });
});

describe("e-mail addresses", () => {
  const longLocal = `${"a".repeat(65)}@example.com`;
  const tooLong = `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.com`;

  it("are limited as RFC 5321 says: 64 characters before the @, 254 in all", async () => {
    const { writes } = await setUp();
    const before = await everything();
    for (const email of [longLocal, tooLong]) {
      await expectRefused(await writes.createBirthday({ name: "Eve", date: "2000-05-01", email }), {
        email: lt.validation.invalidEmail,
      });
    }
    expect(await everything()).toEqual(before);
    const fits = await writes.createBirthday({
      name: "Eve",
      date: "2000-05-01",
      email: `${"a".repeat(64)}@example.com`,
    });
    expect(fits.status).toBe(201);
  });

  it("are limited the same way on sign-in", async () => {
    const before = await everything();
    for (const email of [longLocal, tooLong, "ann\u0000@example.com"]) {
      const response = await magicLink(jsonRequest("POST", "/api/auth/magic-link", { email }, lithuanian), noParams);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(["email"]);
    }
    expect(await everything()).toEqual(before);
  });
});

describe("answers that depend on the session", () => {
  it("are never cached", async () => {
    const { cookie } = await signedInUser("eve@example.com");
    for (const response of [
      await me(jsonRequest("GET", "/api/auth/me", undefined, { cookie }), noParams),
      await listBirthdays(jsonRequest("GET", "/api/birthdays", undefined, { cookie }), noParams),
      await listBirthdays(jsonRequest("GET", "/api/birthdays"), noParams),
    ]) {
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
