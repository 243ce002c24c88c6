import { POST as devLoginRoute } from "@/app/api/auth/dev-login/route";
import { GET as sessionEnded } from "@/app/api/auth/session-ended/route";
import {
  createSession,
  getSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookieOptions,
} from "@/lib/auth/session";
import { db } from "@/lib/db";
import { jsonRequest, noParams, signedInUser } from "../support/auth";

// lib/config reads the environment once per test file, on first use: this
// file runs the app as `npm run dev` does.
(process.env as Record<string, string>).NODE_ENV = "development";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, and lasts as long as a session can", async () => {
    const response = await devLoginRoute(jsonRequest("POST", "/api/auth/dev-login", { email: "dev@example.com" }), noParams);
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^confetti_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toContain(`Max-Age=${SESSION_ABSOLUTE_MS / 1000}`);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("is Secure and named with the __Host- prefix whenever the app is served over https", () => {
    /** The Set-Cookie header of a new session, as the app makes it for this APP_URL. */
    const cookieFor = (APP_URL: string) => {
      let header = "";
      jest.isolateModules(() => {
        const saved = process.env.APP_URL;
        process.env.APP_URL = APP_URL;
        /* eslint-disable @typescript-eslint/no-require-imports */
        const { NextResponse } = require("next/server") as typeof import("next/server");
        const { setSessionCookie } = require("@/lib/auth/session-cookie-response") as typeof import("@/lib/auth/session-cookie-response");
        /* eslint-enable @typescript-eslint/no-require-imports */
        const response = NextResponse.json({});
        setSessionCookie(response.cookies, "token");
        header = response.headers.get("set-cookie")!;
        process.env.APP_URL = saved;
      });
      return header;
    };
    for (const url of ["https://confetti.example", "https://localhost:3000"]) {
      expect(cookieFor(url)).toMatch(/^__Host-confetti_session=token;/);
      expect(cookieFor(url)).toMatch(/; Secure/i);
      expect(cookieFor(url)).toMatch(/Path=\//);
      expect(cookieFor(url)).not.toMatch(/Domain=/i);
    }
    // On plain http (trying out `npm start`) browsers would drop a Secure cookie.
    expect(cookieFor("http://localhost:3000")).toMatch(/^confetti_session=token;/);
    expect(cookieFor("http://localhost:3000")).not.toMatch(/Secure/i);
    expect(sessionCookieOptions().secure).toBe(false);
  });
});

describe("session lifetime", () => {
  async function newSession(createdAt: Date) {
    const user = await db().user.create({ data: { email: "ann@example.com", isVerified: true } });
    return createSession(user.id, createdAt);
  }
  const expiresAt = async () => (await db().session.findFirstOrThrow()).expiresAt.getTime();

  it("ends after 30 idle days", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await newSession(start);
    expect(await getSessionUser(token, new Date(start.getTime() + SESSION_IDLE_MS - HOUR_MS))).not.toBeNull();
    await db().session.updateMany({ data: { expiresAt: new Date(start.getTime() + SESSION_IDLE_MS) } });
    expect(await getSessionUser(token, new Date(start.getTime() + SESSION_IDLE_MS + 1))).toBeNull();
  });

  it("is extended while in use", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await newSession(start);
    const tenDaysLater = new Date(start.getTime() + 10 * DAY_MS);
    await getSessionUser(token, tenDaysLater);
    expect(await expiresAt()).toBe(tenDaysLater.getTime() + SESSION_IDLE_MS);
  });

  it("never outlives its absolute limit, however active", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await newSession(start);
    for (let day = 20; day <= 80; day += 20) await getSessionUser(token, new Date(start.getTime() + day * DAY_MS));
    expect(await expiresAt()).toBe(start.getTime() + SESSION_ABSOLUTE_MS);
    expect(await getSessionUser(token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1))).toBeNull();
  });
});

describe("GET /api/auth/session-ended", () => {
  const visit = (query: string, cookie?: string) =>
    sessionEnded(jsonRequest("GET", `/api/auth/session-ended${query}`, undefined, cookie ? { cookie } : {}), noParams);

  it("forgets the cookie of a session that has ended and goes home in the page's language", async () => {
    const { user, cookie } = await signedInUser();
    await db().user.delete({ where: { id: user.id } });
    const response = await visit("?locale=lt", cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/lt");
    expect(response.headers.get("set-cookie")).toMatch(/^confetti_session=;.*Max-Age=0/i);
  });

  it("keeps a live session (another site cannot sign anyone out) and goes to the dashboard", async () => {
    const { cookie } = await signedInUser();
    const response = await visit("?locale=ru", cookie);
    expect(response.headers.get("location")).toBe("/ru/dashboard");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("takes an unknown language for English", async () => {
    const response = await visit("?locale=xx", "confetti_session=made-up");
    expect(response.headers.get("location")).toBe("/");
  });
});
