import ICAL from "ical.js";
import { NextRequest } from "next/server";
import { DELETE as deleteRoute, POST as createRoute } from "@/app/api/auth/calendar-feed/route";
import { GET as feedRoute } from "@/app/api/calendar/[feed]/route";
import { hashToken } from "@/lib/auth/tokens";
import { YEARS_AHEAD, YEARS_BACK } from "@/lib/calendar-feed/ical";
import { db } from "@/lib/db";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";

const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

const enable = (cookie?: string) =>
  createRoute(jsonRequest("POST", "/api/auth/calendar-feed", undefined, headers(cookie)), noParams);
const disable = (cookie?: string) =>
  deleteRoute(jsonRequest("DELETE", "/api/auth/calendar-feed", undefined, headers(cookie)), noParams);

/** GET of a feed URL as a calendar app sends it: no cookie, no browser headers. */
function fetchFeed(url: string, extraHeaders: Record<string, string> = {}) {
  const { pathname } = new URL(url);
  const segment = decodeURIComponent(pathname.replace(/^\/api\/calendar\//, ""));
  const request = new NextRequest(`http://localhost:3000${pathname}`, {
    headers: { host: "localhost:3000", ...extraHeaders },
  });
  return feedRoute(request, { params: Promise.resolve({ feed: segment }) });
}

async function urlOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url;
}

const tokenOf = (url: string) => /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;

async function storedBirthday(userId: number, name: string, date: string, birthYear: number | null, notes?: string) {
  const [, month, day] = date.split("-").map(Number);
  return db().birthday.create({ data: { userId, name, date, month: month!, day: day!, birthYear, notes } });
}

/** The summaries of a feed's events, as ical.js reads them. */
function summaries(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));
}

describe("POST /api/auth/calendar-feed", () => {
  it("returns a private URL under APP_URL whose token serves the user's calendar", async () => {
    const ann = await signedInUser("ann@example.com");
    await storedBirthday(ann.user.id, "Bob, the builder", "1990-05-17", 1990, "Likes tea; hates coffee");
    await storedBirthday(ann.user.id, "Leap", "2000-02-29", null);

    const response = await enable(ann.cookie);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const url = await urlOf(response);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(feed.headers.get("referrer-policy")).toBe("no-referrer");
    const text = await feed.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("X-WR-CALNAME:Confetti birthdays\r\n");
    const names = summaries(text);
    expect(names).toContain(`Bob, the builder turns ${new Date().getUTCFullYear() - 1990}`);
    expect(names).toContain("Leap’s birthday");
    expect(text).toContain("DESCRIPTION:Likes tea\\; hates coffee\r\n");
    expect(text).toMatch(/UID:birthday-\d+-\d{4}@localhost\r\n/);
  });

  it("sends a large feed in parts as it is made, each birthday's notes once", async () => {
    const eve = await signedInUser("eve@example.com");
    const notes = "Žąsų plunksnos, knygos; ".repeat(84).slice(0, 2000);
    await db().birthday.createMany({
      data: Array.from({ length: 500 }, (_, index) => ({
        userId: eve.user.id,
        name: `Friend ${index}`,
        date: "1990-03-15",
        month: 3,
        day: 15,
        birthYear: 1990,
        notes,
      })),
    });
    const feed = await fetchFeed(await urlOf(await enable(eve.cookie)));
    const reader = feed.body!.getReader();
    const parts: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
    // 500 × 12 events: a dozen copies of every note made 14 MB; the next celebration's alone, about 1.5 MB.
    expect(parts.length).toBeGreaterThan(10);
    const text = Buffer.concat(parts).toString("utf8");
    expect(text.length).toBeLessThan(2_500_000);
    expect(text.match(/^DESCRIPTION:/gm)).toHaveLength(500);
    expect(summaries(text)).toHaveLength(500 * 12);
  });

  it("reads the birthdays a page at a time and shows each once, also among many with one date and one name", async () => {
    const ann = await signedInUser("ann@example.com");
    // More than two pages of 500, on two dates under three names: pages end
    // inside runs of birthdays alike in all but their id.
    await db().birthday.createMany({
      data: Array.from({ length: 1100 }, (_, index) => ({
        userId: ann.user.id,
        name: `Friend ${index % 3}`,
        ...(index % 2 === 0 ? { date: "1990-03-15", month: 3, day: 15 } : { date: "1990-07-01", month: 7, day: 1 }),
        birthYear: 1990,
      })),
    });
    const ids = (await db().birthday.findMany({ where: { userId: ann.user.id }, select: { id: true }, orderBy: { id: "asc" } })).map(
      (birthday) => birthday.id,
    );
    const text = await (await fetchFeed(await urlOf(await enable(ann.cookie)))).text();
    // One event a year of the window for each birthday, and for nothing else.
    const birthdayOfEachEvent = [...text.matchAll(/^UID:birthday-(\d+)-\d{4}@/gm)].map((match) => Number(match[1])).sort((a, b) => a - b);
    expect(birthdayOfEachEvent).toEqual(ids.flatMap((id) => Array<number>(YEARS_BACK + 1 + YEARS_AHEAD).fill(id)));
  });

  it("also answers a cross-site GET (a browser opening the link from elsewhere) and the URL without .ics", async () => {
    const ann = await signedInUser("ann@example.com");
    const url = await urlOf(await enable(ann.cookie));
    expect((await fetchFeed(url, { "sec-fetch-site": "cross-site", origin: "https://calendar.example" })).status).toBe(
      200,
    );
    expect((await fetchFeed(url.replace(/\.ics$/, ""))).status).toBe(200);
  });

  it("writes the feed in the user's language", async () => {
    const ona = await signedInUser("ona@example.com");
    await db().user.update({ where: { id: ona.user.id }, data: { locale: "lt" } });
    await storedBirthday(ona.user.id, "Ona", "2000-06-01", null);
    const text = await (await fetchFeed(await urlOf(await enable(ona.cookie)))).text();
    expect(text).toContain("X-WR-CALNAME:Confetti gimtadieniai\r\n");
    expect(summaries(text)).toContain("Gimtadienis: Ona");
  });

  it("stores only the token's hash, never the token", async () => {
    const ann = await signedInUser("ann@example.com");
    const token = tokenOf(await urlOf(await enable(ann.cookie)));
    const stored = await db().user.findUniqueOrThrow({ where: { id: ann.user.id } });
    expect(stored.calendarTokenHash).toBe(hashToken(token));
    const dump = JSON.stringify((await testSql("SELECT * FROM users")).rows);
    expect(dump).not.toContain(token);
  });

  it("regenerating gives a new URL and breaks the old one", async () => {
    const ann = await signedInUser("ann@example.com");
    const first = await urlOf(await enable(ann.cookie));
    const second = await urlOf(await enable(ann.cookie));
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
  });

  it("answers 401 without a session and creates nothing", async () => {
    const ann = await signedInUser("ann@example.com");
    for (const response of [await enable(), await enable("confetti_session=made-up")]) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: ann.user.id } })).calendarTokenHash).toBeNull();
  });
});

describe("DELETE /api/auth/calendar-feed", () => {
  it("turns the feed off: its URL answers 404", async () => {
    const ann = await signedInUser("ann@example.com");
    const url = await urlOf(await enable(ann.cookie));
    const response = await disable(ann.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await db().user.findUniqueOrThrow({ where: { id: ann.user.id } })).calendarTokenHash).toBeNull();
    // Turning off twice is harmless.
    expect((await disable(ann.cookie)).status).toBe(200);
  });

  it("answers 401 without a session and leaves the feed on", async () => {
    const ann = await signedInUser("ann@example.com");
    const url = await urlOf(await enable(ann.cookie));
    expect((await disable()).status).toBe(401);
    expect((await disable("confetti_session=made-up")).status).toBe(401);
    expect((await fetchFeed(url)).status).toBe(200);
  });
});

describe("GET /api/calendar/<token>.ics", () => {
  it("answers an unknown and a malformed token with the same 404", async () => {
    const ann = await signedInUser("ann@example.com");
    await enable(ann.cookie);
    const unknown = await fetchFeed(`http://localhost:3000/api/calendar/${"A".repeat(43)}.ics`);
    const malformed = await fetchFeed("http://localhost:3000/api/calendar/not-a-token.ics");
    const empty = await fetchFeed("http://localhost:3000/api/calendar/.ics");
    const bodies = [];
    for (const response of [unknown, malformed, empty]) {
      expect(response.status).toBe(404);
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it("does not accept the stored hash in place of the token", async () => {
    const ann = await signedInUser("ann@example.com");
    await enable(ann.cookie);
    const { calendarTokenHash } = await db().user.findUniqueOrThrow({ where: { id: ann.user.id } });
    expect((await fetchFeed(`http://localhost:3000/api/calendar/${calendarTokenHash}.ics`)).status).toBe(404);
  });

  it("shows only the feed owner's birthdays, never another user's", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    await storedBirthday(ann.user.id, "Ann's friend", "1990-01-10", 1990);
    await storedBirthday(bob.user.id, "Bob's secret friend", "1985-03-03", null, "Bob's private note");
    const annUrl = await urlOf(await enable(ann.cookie));
    const bobUrl = await urlOf(await enable(bob.cookie));

    const annFeed = await (await fetchFeed(annUrl)).text();
    expect(annFeed).toContain("Ann's friend");
    expect(annFeed).not.toContain("Bob's");
    const bobFeed = await (await fetchFeed(bobUrl)).text();
    expect(bobFeed).toContain("Bob's secret friend");
    expect(bobFeed).not.toContain("Ann's friend");

    // Bob's session does not change what Ann's URL shows.
    const withBobsCookie = await (await fetchFeed(annUrl, { cookie: bob.cookie })).text();
    expect(withBobsCookie).not.toContain("Bob's");
  });
});
