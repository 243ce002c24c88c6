import { POST as devLoginRoute } from "@/app/api/auth/dev-login/route";
import {
  createSession,
  getSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookieOptions,
} from "@/lib/auth/session";
import { db } from "@/lib/db";
import { jsonRequest, noParams } from "../support/auth";

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

  it("is Secure in production, unless the app is tried out on plain http on this machine", () => {
    const optionsWith = (env: Record<string, string>) => {
      let secure: boolean | undefined;
      jest.isolateModules(() => {
        Object.assign(process.env, env);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        secure = (require("@/lib/auth/session") as typeof import("@/lib/auth/session")).sessionCookieOptions().secure;
      });
      return secure;
    };
    const saved = { NODE_ENV: process.env.NODE_ENV, APP_URL: process.env.APP_URL };
    try {
      expect(optionsWith({ NODE_ENV: "production", APP_URL: "https://confetti.example" })).toBe(true);
      expect(optionsWith({ NODE_ENV: "production", APP_URL: "http://localhost:3000" })).toBe(false);
    } finally {
      Object.assign(process.env, saved);
    }
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
