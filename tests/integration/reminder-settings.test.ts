import { NextRequest } from "next/server";
import { GET as getRoute, PUT as putRoute } from "@/app/api/reminders/settings/route";
import { POST as unsubscribeRoute } from "@/app/api/reminders/unsubscribe/route";
import { db } from "@/lib/db";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";

const ENDPOINT = "/api/reminders/settings";
const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

const getSettings = (cookie?: string) => getRoute(jsonRequest("GET", ENDPOINT, undefined, headers(cookie)), noParams);
const putSettings = (body: unknown, cookie?: string) =>
  putRoute(jsonRequest("PUT", ENDPOINT, body, headers(cookie)), noParams);

/** What the database holds about a user's reminders. */
async function stored(id: number) {
  const user = await db().user.findUniqueOrThrow({ where: { id } });
  return {
    enabled: user.remindersEnabled,
    offsets: user.reminderOffsets,
    sendHour: user.reminderHour,
    timeZone: user.timeZone,
  };
}

const defaults = { enabled: true, offsets: [7, 1, 0], sendHour: 9, timeZone: "UTC" };
const noStatus = { lastSentAt: null, failedCount: 0, lastFailedAt: null };

/** A birthday of the user's, for reminder_logs rows to point at. */
async function birthdayOf(userId: number) {
  return db().birthday.create({ data: { userId, name: "Bob", date: "1990-05-17", month: 5, day: 17, birthYear: 1990 } });
}

type LogRow = {
  status: "pending" | "sending" | "sent" | "failed" | "skipped";
  offsetDays: number;
  occurrence?: string;
  emailSentAt?: string;
  updatedAt: string;
  lastError?: string;
};

/** reminder_logs rows as the reminder pass leaves them; updated_at set by hand (Prisma would stamp now). */
async function logReminders(userId: number, birthdayId: number, rows: LogRow[]) {
  for (const row of rows) {
    await testSql(
      `INSERT INTO reminder_logs (user_id, birthday_id, reminder_date, occurrence_date, offset_days, status,
         attempts, next_attempt_at, email_sent_at, last_error, created_at, updated_at)
       VALUES ($1, $2, $3::date - $4::int, $3::date, $4, $5::reminder_status, 1, $6, $7, $8, $6, $6)`,
      [
        userId,
        birthdayId,
        row.occurrence ?? "2026-05-17",
        row.offsetDays,
        row.status,
        row.updatedAt,
        row.emailSentAt ?? null,
        row.lastError ?? null,
      ],
    );
  }
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("GET /api/reminders/settings", () => {
  it("answers 401 without a session", async () => {
    const response = await getSettings();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: en.errors.unauthorized } });
  });

  it("answers the defaults for a new user, with no delivery yet", async () => {
    const ann = await signedInUser();
    const response = await getSettings(ann.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ settings: defaults, status: noStatus });
  });

  it("reports the last sent reminder and the failures of the last 30 days, never their error text", async () => {
    const ann = await signedInUser();
    const birthday = await birthdayOf(ann.user.id);
    const lastSent = "2026-05-16T09:00:01.250Z";
    const lastFailure = daysAgo(2);
    await logReminders(ann.user.id, birthday.id, [
      { status: "sent", offsetDays: 7, emailSentAt: "2026-05-10T09:00:00.000Z", updatedAt: daysAgo(40) },
      { status: "sent", offsetDays: 1, emailSentAt: lastSent, updatedAt: daysAgo(39) },
      { status: "failed", offsetDays: 0, updatedAt: lastFailure, lastError: "550 mailbox unavailable" },
      { status: "failed", offsetDays: 1, occurrence: "2025-05-17", updatedAt: daysAgo(5), lastError: "secret" },
      // Too old to count, and not failures.
      { status: "failed", offsetDays: 0, occurrence: "2025-05-17", updatedAt: daysAgo(31) },
      { status: "pending", offsetDays: 30, occurrence: "2027-05-17", updatedAt: daysAgo(1) },
      { status: "skipped", offsetDays: 14, occurrence: "2027-05-17", updatedAt: daysAgo(1) },
    ]);
    // Another user's reminders are not counted.
    const bob = await signedInUser("bob@example.com");
    const bobsBirthday = await birthdayOf(bob.user.id);
    await logReminders(bob.user.id, bobsBirthday.id, [
      { status: "sent", offsetDays: 0, emailSentAt: daysAgo(0), updatedAt: daysAgo(0) },
      { status: "failed", offsetDays: 1, updatedAt: daysAgo(0) },
    ]);

    const response = await getSettings(ann.cookie);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      settings: defaults,
      status: { lastSentAt: lastSent, failedCount: 2, lastFailedAt: lastFailure },
    });
    expect(text).not.toContain("mailbox");
    expect(text).not.toContain("secret");
  });
});

describe("PUT /api/reminders/settings", () => {
  const wanted = { enabled: false, offsets: [0, 30, 7, 30], sendHour: 18, timeZone: "europe/vilnius" };

  it("answers 401 without a session and changes nothing", async () => {
    const ann = await signedInUser();
    const response = await putSettings(wanted);
    expect(response.status).toBe(401);
    expect(await stored(ann.user.id)).toEqual(defaults);
  });

  it("saves the settings and answers them with the status; GET shows the change", async () => {
    const ann = await signedInUser();
    const response = await putSettings(wanted, ann.cookie);
    expect(response.status).toBe(200);
    const expected = { enabled: false, offsets: [30, 7, 0], sendHour: 18, timeZone: "Europe/Vilnius" };
    expect(await response.json()).toEqual({ settings: expected, status: noStatus });
    expect(await stored(ann.user.id)).toEqual(expected);
    expect(await (await getSettings(ann.cookie)).json()).toEqual({ settings: expected, status: noStatus });
  });

  it("makes the planner look at the user's birthdays again", async () => {
    const ann = await signedInUser();
    const birthday = await birthdayOf(ann.user.id);
    await testSql(`UPDATE reminder_checks SET check_at = '2030-01-01' WHERE birthday_id = $1`, [birthday.id]);
    expect((await putSettings({ ...defaults, sendHour: 7 }, ann.cookie)).status).toBe(200);
    const { rows } = await testSql<{ checkAt: Date }>(
      `SELECT check_at AS "checkAt" FROM reminder_checks WHERE birthday_id = $1`,
      [birthday.id],
    );
    expect(rows[0]?.checkAt.getTime()).toBe(0);
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("answers 400 with field messages in %s and changes nothing", async (locale, messages) => {
    const ann = await signedInUser();
    const response = await putSettings(
      { enabled: "yes", offsets: [], sendHour: 24, timeZone: "Mars/Olympus" },
      `${ann.cookie}; NEXT_LOCALE=${locale}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: messages.errors.validationFailed,
        fields: {
          enabled: messages.validation.remindersEnabledInvalid,
          offsets: messages.validation.reminderOffsetsRequired,
          sendHour: messages.validation.reminderHourInvalid,
          timeZone: messages.validation.timeZoneInvalid,
        },
      },
    });
    expect(await stored(ann.user.id)).toEqual(defaults);
  });

  it.each([[[3]], [[7, 2]], ["7"], [[7.5]], [null]])("refuses the offsets %j", async (offsets) => {
    const ann = await signedInUser();
    const response = await putSettings({ ...defaults, offsets, sendHour: 10 }, ann.cookie);
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error as { fields: Record<string, string> };
    expect(fields).toEqual({ offsets: en.validation.reminderOffsetsInvalid });
    expect(await stored(ann.user.id)).toEqual(defaults);
  });

  it.each([-1, 9.5, "9", null])("refuses the hour %j", async (sendHour) => {
    const ann = await signedInUser();
    const response = await putSettings({ ...defaults, sendHour }, ann.cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ sendHour: en.validation.reminderHourInvalid });
  });

  it("changes only the signed-in user's settings, whatever the body says", async () => {
    const bob = await signedInUser("bob@example.com");
    const ann = await signedInUser("ann@example.com");
    const response = await putSettings({ ...wanted, id: bob.user.id, userId: bob.user.id }, ann.cookie);
    expect(response.status).toBe(200);
    expect(await stored(bob.user.id)).toEqual(defaults);
    expect((await stored(ann.user.id)).enabled).toBe(false);
    // And Bob reads his own.
    expect((await (await getSettings(bob.cookie)).json()).settings).toEqual(defaults);
  });

  it("refuses a cross-site write", async () => {
    const ann = await signedInUser();
    const request = jsonRequest("PUT", ENDPOINT, wanted, {
      cookie: ann.cookie,
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect((await putRoute(request, noParams)).status).toBe(403);
    expect(await stored(ann.user.id)).toEqual(defaults);
  });
});

/** The one-click POST a mail client sends (RFC 8058): a form body, from its own site, without cookies. */
function oneClick(token: string | null) {
  const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
  return unsubscribeRoute(
    new NextRequest(`http://localhost:3000/api/reminders/unsubscribe${query}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: {
        host: "localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
        "sec-fetch-site": "cross-site",
      },
    }),
    noParams,
  );
}

const tokenOf = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).unsubscribeToken;

describe("POST /api/reminders/unsubscribe", () => {
  it("turns reminders off for the token's owner only, without a session", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const token = await tokenOf(ann.user.id);
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const response = await oneClick(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: false });
    expect(await stored(ann.user.id)).toEqual({ ...defaults, enabled: false });
    expect(await stored(bob.user.id)).toEqual(defaults);

    // Again: still off, still fine (mail clients may retry).
    expect((await oneClick(token)).status).toBe(200);
    expect((await stored(ann.user.id)).enabled).toBe(false);
  });

  it.each([
    ["an unknown token", "0123456789abcdef0123456789abcdef"],
    ["a malformed token", "' OR 1=1 --"],
    ["an empty token", ""],
    ["no token", null],
  ])("answers 404 for %s and changes nothing", async (_, token) => {
    const ann = await signedInUser();
    const response = await oneClick(token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: en.errors.unsubscribeLinkInvalid },
    });
    expect(await stored(ann.user.id)).toEqual(defaults);
  });

  it("compares the whole token exactly", async () => {
    const ann = await signedInUser();
    const token = await tokenOf(ann.user.id);
    for (const wrong of [token.toUpperCase(), token.slice(0, -1), `${token}0`]) {
      expect((await oneClick(wrong)).status).toBe(404);
    }
    expect((await stored(ann.user.id)).enabled).toBe(true);
  });

  it.each([
    ["lt", lt],
    ["ru", ru],
  ] as const)("says the link is not valid in %s", async (locale, messages) => {
    const request = new NextRequest("http://localhost:3000/api/reminders/unsubscribe?token=nope", {
      method: "POST",
      headers: { host: "localhost:3000", cookie: `NEXT_LOCALE=${locale}` },
    });
    const response = await unsubscribeRoute(request, noParams);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(messages.errors.unsubscribeLinkInvalid);
  });
});
