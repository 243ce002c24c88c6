import { NextRequest } from "next/server";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestLink } from "@/app/api/auth/magic-link/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as devLoginRoute } from "@/app/api/auth/dev-login/route";
import { POST as logoutEverywhere } from "@/app/api/auth/logout-all/route";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { consumeMagicLink, inspectMagicLink, MAGIC_LINK_TTL_MINUTES, requestMagicLink } from "@/lib/auth/magic-link";
import { createSession, getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import proxy from "@/proxy";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";

const resend = mailThroughFakeResend();

/** The sign-in token from the last e-mail sent to an address. */
const tokenFromMail = (email: string) => resend.tokenMailed(email, "/auth/confirm");

const ask = (route: typeof register, email: string, headers: Record<string, string> = {}) =>
  route(jsonRequest("POST", "/api/auth/x", { email, recaptchaToken: null }, headers), noParams);

describe("requesting a sign-in link", () => {
  it("answers the same for a registered and an unknown address, and mails both", async () => {
    await signedInUser("known@example.com");
    const known = await ask(requestLink, "known@example.com");
    const unknown = await ask(requestLink, "nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(resend.messages.map((message) => message.to[0])).toEqual(["known@example.com", "nobody@example.com"]);
  });

  it("register answers like login and mails a link that confirms the address", async () => {
    const response = await ask(register, "  New@Example.com ");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: en.auth.linkSent });
    const token = tokenFromMail("new@example.com");
    expect(await inspectMagicLink(token)).toEqual({ status: "valid", email: "new@example.com", type: "register" });
  });

  it("builds the link from APP_URL, never from the Host header, in the page's language", async () => {
    await ask(requestLink, "ann@example.com", { host: "evil.example", cookie: "NEXT_LOCALE=lt" });
    const link = resend.messages[0]!.links.find((url) => url.includes("token="))!;
    expect(link.startsWith("http://localhost:3000/lt/auth/confirm?token=")).toBe(true);
  });

  it("stores no raw token anywhere in the database", async () => {
    await ask(requestLink, "ann@example.com");
    const token = tokenFromMail("ann@example.com");
    const result = await consumeMagicLink(token);
    if (!result.ok) throw new Error("sign-in failed");
    const dump = await testSql<{ dump: string }>(
      `SELECT (SELECT json_agg(v)::text FROM verification_tokens v) || (SELECT json_agg(s)::text FROM sessions s) AS dump`,
    );
    expect(dump.rows[0]!.dump).not.toContain(token);
    expect(dump.rows[0]!.dump).not.toContain(result.sessionToken);
  });

  it("rejects a bad address with a translated 400 and sends nothing", async () => {
    const response = await ask(requestLink, "not-an-address", { cookie: "NEXT_LOCALE=lt" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ email: lt.validation.invalidEmail });
    expect(resend.messages).toHaveLength(0);
    expect(await db().user.count()).toBe(0);
  });

  it("limits one client to 3 links for one address in 15 minutes, which does not stop the owner elsewhere", async () => {
    const attacker = { "x-forwarded-for": "203.0.113.9" };
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask(requestLink, "ann@example.com", attacker)).status).toBe(200);
    const limited = await ask(requestLink, "ann@example.com", { ...attacker, cookie: "NEXT_LOCALE=lt" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await limited.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/^Per daug bandymų/);
    expect((await ask(requestLink, "ann@example.com", { "x-forwarded-for": "198.51.100.7" })).status).toBe(200);
    expect(resend.messages).toHaveLength(4);
  });

  it("gives one client at most 10 links a day for one address", async () => {
    const start = Date.parse("2026-03-02T00:00:00Z");
    const at = (quarter: number) => new Date(start + quarter * 15 * 60_000);
    const link = (quarter: number) =>
      requestMagicLink({ email: "ann@example.com", intent: "login", locale: "en", clientIp: "203.0.113.9" }, at(quarter));
    for (let quarter = 0; quarter < 10; quarter++) await link(quarter);
    await expect(link(10)).rejects.toMatchObject({ code: "rate_limited" });
    await expect(
      requestMagicLink({ email: "ann@example.com", intent: "login", locale: "en", clientIp: "198.51.100.7" }, at(10)),
    ).resolves.toBeUndefined();
  });

  it("sends one address at most 5 links in 15 minutes from everywhere together, and says the newest one works", async () => {
    for (let client = 1; client <= 5; client++) {
      expect((await ask(requestLink, "ann@example.com", { "x-forwarded-for": `203.0.113.${client}` })).status).toBe(200);
    }
    const limited = await ask(requestLink, "ann@example.com", { "x-forwarded-for": "198.51.100.7" });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/^Several sign-in links were sent to this address/);
    expect(resend.messages).toHaveLength(5);
    // What the answer promises: the newest link in the inbox signs the owner in.
    expect((await consumeMagicLink(tokenFromMail("ann@example.com"))).ok).toBe(true);
  });

  it("does not count a request its sender's own limit refused against the address", async () => {
    const attacker = { "x-forwarded-for": "203.0.113.9" };
    for (let attempt = 0; attempt < 30; attempt++) await ask(requestLink, `user${attempt}@example.com`, attacker);
    for (let attempt = 0; attempt < 10; attempt++) expect((await ask(requestLink, "ann@example.com", attacker)).status).toBe(429);
    expect((await ask(requestLink, "ann@example.com", { "x-forwarded-for": "198.51.100.7" })).status).toBe(200);
  });

  it("limits links per client address across different e-mail addresses", async () => {
    const fromOneClient = { "x-forwarded-for": "203.0.113.9" };
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await ask(requestLink, `user${attempt}@example.com`, fromOneClient)).status).toBe(200);
    }
    expect((await ask(requestLink, "one-more@example.com", fromOneClient)).status).toBe(429);
    expect((await ask(requestLink, "one-more@example.com", { "x-forwarded-for": "198.51.100.1" })).status).toBe(200);
  });

  it("takes the client address the server saw, not one the client wrote into X-Forwarded-For", async () => {
    // As `npm start` passes it on: whatever the client sent, then the address
    // of the connection (scripts/lib/forwarded-for.mjs).
    for (let attempt = 0; attempt < 35; attempt++) {
      const spoofed = { "x-forwarded-for": `10.${attempt}.0.1, 127.0.0.1` };
      const response = await ask(requestLink, `user${attempt}@example.com`, spoofed);
      expect(response.status).toBe(attempt < 30 ? 200 : 429);
    }
  });

  it("a link asked for from a members' page leads back to it; a path to anywhere else is dropped, not refused", async () => {
    const cases = [
      ["/lt/dashboard/birthdays?month=3", "/lt/dashboard/birthdays?month=3"],
      ["/create-group-card?birthday=7", "/create-group-card?birthday=7"],
      ["//evil.example/phish", null],
      ["https://evil.example/", null],
      ["/\\evil.example", null],
      [`/${"a".repeat(600)}`, null],
      [null, null],
    ] as const;
    for (const [index, [returnPath, expected]] of cases.entries()) {
      const email = `back-${index}@example.com`;
      const response = await requestLink(
        jsonRequest("POST", "/api/auth/magic-link", { email, recaptchaToken: null, returnPath }),
        noParams,
      );
      expect(response.status).toBe(200);
      const result = await consumeMagicLink(tokenFromMail(email));
      expect(result.ok && result.returnPath).toBe(expected);
    }
  });

  it("creates no account for the addresses it mails", async () => {
    await ask(register, "new@example.com");
    await ask(requestLink, "other@example.com");
    expect(resend.messages).toHaveLength(2);
    expect(await db().user.count()).toBe(0);
  });
});

describe("using a sign-in link", () => {
  async function mailedToken(email = "ann@example.com") {
    await ask(requestLink, email);
    return tokenFromMail(email);
  }

  it("looking at a link never uses it up", async () => {
    const token = await mailedToken();
    for (let look = 0; look < 3; look++) expect((await inspectMagicLink(token)).status).toBe("valid");
    expect((await consumeMagicLink(token)).ok).toBe(true);
  });

  it("of twenty parallel attempts exactly one signs in", async () => {
    const token = await mailedToken();
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeMagicLink(token)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db().session.count()).toBe(1);
  });

  it("works once, then fails as an authentication link", async () => {
    const token = await mailedToken();
    await consumeMagicLink(token);
    expect(await consumeMagicLink(token)).toEqual({ ok: false, type: "register" });
    expect(await inspectMagicLink(token)).toEqual({ status: "invalid", type: "register" });
  });

  it("expires after 15 minutes", async () => {
    const token = await mailedToken();
    const later = new Date(Date.now() + (MAGIC_LINK_TTL_MINUTES * 60 + 1) * 1000);
    expect((await consumeMagicLink(token, {}, later)).ok).toBe(false);
    expect(await db().session.count()).toBe(0);
  });

  it("keeps the three newest unused links valid: a link someone else asks for does not cancel the owner's", async () => {
    const tokens = [];
    for (let client = 1; client <= 4; client++) {
      await ask(requestLink, "ann@example.com", { "x-forwarded-for": `203.0.113.${client}` });
      tokens.push(tokenFromMail("ann@example.com"));
    }
    expect((await consumeMagicLink(tokens[0]!)).ok).toBe(false);
    for (const token of tokens.slice(1)) expect((await consumeMagicLink(token)).ok).toBe(true);
  });

  it("the first sign-in creates the account, in the link's language and the browser's time zone", async () => {
    await ask(register, "new@example.com", { cookie: "NEXT_LOCALE=lt" });
    await consumeMagicLink(tokenFromMail("new@example.com"), { timeZone: "Europe/Vilnius" });
    expect(await db().user.findUnique({ where: { email: "new@example.com" } })).toMatchObject({
      isVerified: true,
      locale: "lt",
      timeZone: "Europe/Vilnius",
    });
    const loginToken = await mailedToken("new@example.com");
    expect(await inspectMagicLink(loginToken)).toMatchObject({ type: "login" });
  });

  it("two register links of one new address used at once sign in to the same one account", async () => {
    const first = await mailedToken("new@example.com");
    const second = await mailedToken("new@example.com");
    const results = await Promise.all([consumeMagicLink(first), consumeMagicLink(second)]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(await db().user.count()).toBe(1);
    expect(await db().session.count()).toBe(2);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me returns the signed-in user, or 401", async () => {
    const { user, cookie } = await signedInUser();
    const response = await me(jsonRequest("GET", "/api/auth/me", undefined, { cookie }), noParams);
    expect(await response.json()).toEqual({
      user: {
        id: user.id,
        email: "ann@example.com",
        name: null,
        birthday: null,
        birthYear: null,
        googleContactsImported: false,
        locale: "en",
        timeZone: "UTC",
        isAdmin: false,
      },
    });
    expect((await me(jsonRequest("GET", "/api/auth/me"), noParams)).status).toBe(401);
  });

  it("logout deletes the session on the server and clears the cookie", async () => {
    const { cookie } = await signedInUser();
    const response = await logout(jsonRequest("POST", "/api/auth/logout", {}, { cookie }), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/confetti_session=;.*Max-Age=0/i);
    expect(await db().session.count()).toBe(0);
    expect((await me(jsonRequest("GET", "/api/auth/me", undefined, { cookie }), noParams)).status).toBe(401);
  });

  it("signing out everywhere ends every session of the user, and only theirs", async () => {
    const { user, cookie } = await signedInUser();
    const otherDevice = await createSession(user.id);
    const { cookie: someoneElse } = await signedInUser("ben@example.com");
    const response = await logoutEverywhere(jsonRequest("POST", "/api/auth/logout-all", {}, { cookie }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, sessions: 2 });
    expect(response.headers.get("set-cookie")).toMatch(/confetti_session=;.*Max-Age=0/i);
    for (const token of [cookie, `confetti_session=${otherDevice}`]) {
      expect((await me(jsonRequest("GET", "/api/auth/me", undefined, { cookie: token }), noParams)).status).toBe(401);
    }
    expect((await me(jsonRequest("GET", "/api/auth/me", undefined, { cookie: someoneElse }), noParams)).status).toBe(200);
    expect((await logoutEverywhere(jsonRequest("POST", "/api/auth/logout-all", {}), noParams)).status).toBe(401);
  });

  it("the development login does not exist outside development mode", async () => {
    const response = await devLoginRoute(jsonRequest("POST", "/api/auth/dev-login", { email: "x@example.com" }), noParams);
    expect(response.status).toBe(404);
    expect(await db().user.count()).toBe(0);
  });
});

describe("housekeeping", () => {
  it("removes expired links, finished rate-limit windows, ended sessions and stale deletion links, also from several instances at once", async () => {
    const now = new Date("2026-03-02T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const link = (tokenHash: string, expiresAt: Date) =>
      db().verificationToken.create({ data: { tokenHash, type: "login", email: "ann@example.com", expiresAt } });
    await link("expired-days-ago", hoursAgo(48));
    await link("expired-just-now", hoursAgo(1));
    await link("still-valid", new Date(now.getTime() + 60_000));
    await db().rateLimitCounter.createMany({
      data: [
        { key: "magic-link:email:ann@example.com", windowStart: hoursAgo(25), count: 3 },
        { key: "magic-link:email-ip-day:ann@example.com:203.0.113.9", windowStart: hoursAgo(12), count: 3 },
      ],
    });
    const { user } = await signedInUser();
    await db().session.updateMany({ data: { expiresAt: hoursAgo(1) } });
    const live = await createSession(user.id, now);
    await db().accountDeletionRequest.createMany({
      data: [
        { userId: user.id, tokenHash: "deletion-expired", expiresAt: hoursAgo(1) },
        { userId: user.id, tokenHash: "deletion-valid", expiresAt: new Date(now.getTime() + 60_000) },
      ],
    });

    const results = await Promise.all([runHousekeeping(now), runHousekeeping(now), runHousekeeping(now)]);
    const removed = results.reduce(
      (sum, result) => sum + result.links + result.rateLimitCounters + result.sessions + result.deletionLinks,
      0,
    );
    expect(removed).toBe(4);
    expect((await db().accountDeletionRequest.findMany()).map((row) => row.tokenHash)).toEqual(["deletion-valid"]);
    expect((await db().verificationToken.findMany({ orderBy: { id: "asc" } })).map((row) => row.tokenHash)).toEqual([
      "expired-just-now",
      "still-valid",
    ]);
    expect(await db().rateLimitCounter.count()).toBe(1);
    expect(await db().session.count()).toBe(1);
    expect(await getSessionUser(live, now)).not.toBeNull();
  });
});

describe("members-only pages", () => {
  const cases = [
    ["/dashboard", "/", "/dashboard"],
    ["/lt/dashboard/birthdays", "/lt", "/lt/dashboard/birthdays"],
    ["/ru/create-group-card?birthday=12", "/ru", "/ru/create-group-card?birthday=12"],
    ["/my-group-cards", "/", "/my-group-cards"],
    // The Google import's callback carries a one-time code: no way back to it.
    ["/lt/auth-callback?code=x", "/lt", null],
  ];

  it.each(cases)("%s without a session goes to %s, with the way back for the sign-in", async (path, home, next) => {
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe(home);
    expect(location.searchParams.get("next")).toBe(next);
  });

  it("lets a visitor with a session cookie through to the page, which checks the session itself", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/lt/dashboard", { headers: { cookie: "confetti_session=x" } }));
    expect(response.headers.get("location")).toBeNull();
  });
});
