import { NextRequest } from "next/server";
import { GET as me } from "@/app/api/auth/me/route";
import { PUT as updateProfile } from "@/app/api/auth/profile/route";
import { createSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";

const noParams = { params: Promise.resolve({}) };

function put(body: unknown, cookie?: string) {
  return new NextRequest("http://localhost:3000/api/auth/profile", {
    method: "PUT",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { host: "localhost:3000", "content-type": "application/json", ...(cookie && { cookie }) },
  });
}

function getMe(cookie: string) {
  return me(
    new NextRequest("http://localhost:3000/api/auth/me", { headers: { host: "localhost:3000", cookie } }),
    noParams,
  );
}

/** A user with a session; returns the cookie header that carries it. */
async function signedIn(
  email: string,
  data: { name?: string; birthday?: Date; birthYear?: number; timeZone?: string; locale?: string } = {},
) {
  const user = await db().user.create({ data: { email, ...data } });
  const token = await createSession(user.id);
  return { user, cookie: `confetti_session=${token}` };
}

/** What the database holds about a user, in the shape the checks compare. */
async function stored(id: number) {
  const user = await db().user.findUniqueOrThrow({ where: { id } });
  return {
    name: user.name,
    birthday: user.birthday?.toISOString().slice(0, 10) ?? null,
    birthYear: user.birthYear,
    timeZone: user.timeZone,
    locale: user.locale,
  };
}

const annBefore = {
  name: "Ann",
  birthday: new Date("1990-07-15T00:00:00Z"),
  birthYear: 1990,
  timeZone: "Europe/Vilnius",
  locale: "lt",
};

describe("PUT /api/auth/profile", () => {
  it("answers 401 without a session and changes nothing", async () => {
    const { user } = await signedIn("ann@example.com", annBefore);
    const response = await updateProfile(put({ name: "Mallory", birthday: "1980-01-01", birthYear: 1980 }), noParams);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: en.errors.unauthorized } });
    expect(await stored(user.id)).toEqual({ ...annBefore, birthday: "1990-07-15" });
  });

  it("answers 401 for a session token that matches nothing", async () => {
    const response = await updateProfile(
      put({ name: "A", birthday: "1980-01-01" }, "confetti_session=made-up"),
      noParams,
    );
    expect(response.status).toBe(401);
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answers 400 with field messages in %s and changes nothing", async (locale, messages) => {
    const { user, cookie } = await signedIn("ann@example.com", annBefore);
    const response = await updateProfile(
      put(
        { name: "   ", birthday: "2023-02-29", birthYear: 1899, timeZone: "Mars/Olympus", locale: "de" },
        `${cookie}; NEXT_LOCALE=${locale}`,
      ),
      noParams,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: messages.errors.validationFailed,
        fields: {
          name: messages.validation.nameRequired,
          birthday: messages.validation.birthdayRequired,
          birthYear: messages.validation.birthYearRange,
          timeZone: messages.validation.timeZoneInvalid,
          locale: messages.validation.localeInvalid,
        },
      },
    });
    expect(await stored(user.id)).toEqual({ ...annBefore, birthday: "1990-07-15" });
  });

  it("refuses a birth year that is not the birthday's year", async () => {
    const { cookie } = await signedIn("ann@example.com");
    const response = await updateProfile(
      put({ name: "Ann", birthday: "1990-07-15", birthYear: 1991 }, cookie),
      noParams,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ birthYear: en.validation.birthYearMismatch });
  });

  it("refuses a body that is not JSON", async () => {
    const { cookie } = await signedIn("ann@example.com");
    const response = await updateProfile(put("{name:", cookie), noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("saves the profile, answers with it, and GET /api/auth/me shows the change", async () => {
    const { user, cookie } = await signedIn("ann@example.com");
    const response = await updateProfile(
      put(
        { name: "  Ann Smith ", birthday: "1992-02-29", birthYear: 1992, timeZone: "america/new_york", locale: "ru" },
        cookie,
      ),
      noParams,
    );
    expect(response.status).toBe(200);
    const expected = {
      id: user.id,
      email: "ann@example.com",
      name: "Ann Smith",
      birthday: "1992-02-29",
      birthYear: 1992,
      googleContactsImported: false,
      locale: "ru",
      timeZone: "America/New_York",
      isAdmin: false,
    };
    expect(await response.json()).toEqual({ user: expected });

    const current = await getMe(cookie);
    expect(current.status).toBe(200);
    expect(await current.json()).toEqual({ user: expected });
  });

  it("keeps the stored time zone and language when they are left out", async () => {
    const { user, cookie } = await signedIn("ann@example.com", annBefore);
    const response = await updateProfile(
      put({ name: "Ann", birthday: "1990-08-01", birthYear: 1990 }, cookie),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await stored(user.id)).toEqual({ ...annBefore, birthday: "1990-08-01" });
  });

  it("stores a birthday without a year in the placeholder year 2000, 29 February included", async () => {
    const { user, cookie } = await signedIn("ann@example.com", annBefore);
    const response = await updateProfile(
      put({ name: "Ann", birthday: "1996-02-29", birthYear: null }, cookie),
      noParams,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ birthday: "2000-02-29", birthYear: null });
    expect(await stored(user.id)).toMatchObject({ birthday: "2000-02-29", birthYear: null });
  });

  it("never touches another user's data", async () => {
    const bob = await signedIn("bob@example.com", {
      name: "Bob",
      birthday: new Date("1985-03-03T00:00:00Z"),
      birthYear: 1985,
    });
    const bobBefore = await stored(bob.user.id);
    const ann = await signedIn("ann@example.com");
    // An id in the body is not part of the schema and is ignored: the session decides whose profile changes.
    const response = await updateProfile(
      put(
        { id: bob.user.id, email: "bob@example.com", name: "Hacked", birthday: "2001-01-01", birthYear: 2001 },
        ann.cookie,
      ),
      noParams,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: ann.user.id, email: "ann@example.com", name: "Hacked" });
    expect(await stored(bob.user.id)).toEqual(bobBefore);
    expect((await db().user.findUniqueOrThrow({ where: { id: bob.user.id } })).email).toBe("bob@example.com");
  });

  it("refuses a cross-site write", async () => {
    const { user, cookie } = await signedIn("ann@example.com", annBefore);
    const request = new NextRequest("http://localhost:3000/api/auth/profile", {
      method: "PUT",
      body: JSON.stringify({ name: "Evil", birthday: "1980-01-01" }),
      headers: {
        host: "localhost:3000",
        "content-type": "application/json",
        cookie,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
    });
    const response = await updateProfile(request, noParams);
    expect(response.status).toBe(403);
    expect(await stored(user.id)).toEqual({ ...annBefore, birthday: "1990-07-15" });
  });
});
