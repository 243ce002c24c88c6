import { createHash } from "node:crypto";
import { googleThroughFake } from "../support/fake-google";
import { generateContacts } from "../support/fake-google-server.mjs";
import { GET as authRoute } from "@/app/api/google/auth/route";
import { GET as callbackRoute } from "@/app/api/google/callback/route";
import { POST as importRoute } from "@/app/api/google/import-contacts/route";
import { GET as startRoute } from "@/app/api/google/start/route";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { createSession } from "@/lib/auth/session";
import { MAX_BIRTHDAYS_PER_USER } from "@/lib/birthdays/limits";
import { db } from "@/lib/db";
import { conflictBody } from "../support/errors";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { storedBirthdays } from "../support/birthdays";

// The Google Contacts import end to end through the real route handlers, a
// real database and a fake Google (authorization page, token endpoint,
// People API): the OAuth checks, the ticket, and what an import writes.

const fake = googleThroughFake();

type Person = ReturnType<typeof generateContacts>[number];

const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const start = (cookie?: string) => startRoute(jsonRequest("GET", "/api/google/start", undefined, headers(cookie)), noParams);
const callback = (url: string, cookie?: string) => {
  const { pathname, search } = new URL(url);
  return callbackRoute(jsonRequest("GET", `${pathname}${search}`, undefined, headers(cookie)), noParams);
};
const importWith = (ticket: unknown, cookie?: string) =>
  importRoute(jsonRequest("POST", "/api/google/import-contacts", { accessToken: ticket }, headers(cookie)), noParams);

/** The popup's hops: our start route, Google's consent page, our callback. Returns where the callback sends the popup. */
async function authorize(cookie: string, callbackCookie = cookie): Promise<URL> {
  const google = await consent(cookie);
  return new URL((await callback(google, callbackCookie)).headers.get("location")!, "http://localhost:3000");
}

/** Our start route and Google's consent page: the address Google sends the popup back to. */
async function consent(cookie: string): Promise<string> {
  const started = await start(cookie);
  expect(started.status).toBe(303);
  const answer = await fetch(started.headers.get("location")!, { redirect: "manual" });
  expect(answer.status).toBe(302);
  return answer.headers.get("location")!;
}

async function ticketFor(cookie: string): Promise<string> {
  const landing = await authorize(cookie);
  expect(landing.pathname).toBe("/auth-callback");
  return landing.searchParams.get("token")!;
}

async function importContacts(cookie: string) {
  const response = await importWith(await ticketFor(cookie), cookie);
  return { status: response.status, body: await response.json() };
}

async function birthdaysOf(userId: number) {
  return db().birthday.findMany({ where: { userId }, orderBy: { id: "asc" } });
}

const person = (id: string, name: string | null, birthday: Person["birthdays"] | null, email?: string): Person => ({
  resourceName: `people/${id}`,
  etag: id,
  ...(name !== null && { names: [{ displayName: name, metadata: { primary: true } }] }),
  ...(birthday !== null && { birthdays: birthday }),
  ...(email !== undefined && { emailAddresses: [{ value: email, metadata: { primary: true } }] }),
});
const on = (month: number, day: number, year?: number) => [{ date: { ...(year && { year }), month, day }, metadata: { primary: true } }];

describe("the authorization", () => {
  it("asks Google for contacts.readonly only, online, with state and an S256 challenge of the stored verifier", async () => {
    const ann = await signedInUser();
    const response = await authRoute(jsonRequest("GET", "/api/google/auth", undefined, { cookie: ann.cookie }), noParams);
    expect(response.status).toBe(200);
    const url = new URL((await response.json()).authUrl);
    expect(url.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/contacts.readonly");
    expect(url.searchParams.get("access_type")).toBe("online");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/google/callback");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const [row] = await db().googleAuthorization.findMany();
    expect(createHash("sha256").update(row!.codeVerifier).digest("base64url")).toBe(url.searchParams.get("code_challenge"));
    // Only the state's hash is stored.
    expect(row!.stateHash).toBe(createHash("sha256").update(url.searchParams.get("state")!).digest("hex"));
  });

  it("answers 401 without a session, and the start route sends such a popup home", async () => {
    expect((await authRoute(jsonRequest("GET", "/api/google/auth"), noParams)).status).toBe(401);
    const started = await start();
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/");
    expect(await db().googleAuthorization.count()).toBe(0);
  });

  it("sends the popup to /auth-callback with a ticket, in the language of the page that started it", async () => {
    const ann = await signedInUser();
    const started = await startRoute(
      jsonRequest("GET", "/api/google/start", undefined, { cookie: ann.cookie, referer: "http://localhost:3000/lt/dashboard" }),
      noParams,
    );
    const google = await fetch(started.headers.get("location")!, { redirect: "manual" });
    const landing = new URL((await callback(google.headers.get("location")!, ann.cookie)).headers.get("location")!, "http://x");
    expect(landing.pathname).toBe("/lt/auth-callback");
    expect(landing.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db().googleAuthorization.count()).toBe(0);
  });

  it("refuses a tampered state, a replayed one and one from another session, exchanging no code", async () => {
    const ann = await signedInUser();
    const otherSession = `confetti_session=${await createSession(ann.user.id)}`;
    const bob = await signedInUser("bob@example.com");

    const google = await consent(ann.cookie);
    const tampered = new URL(google);
    tampered.searchParams.set("state", `${tampered.searchParams.get("state")}x`);
    const outcomes = [await callback(tampered.toString(), ann.cookie)];
    // The first real answer works; the same answer again does not.
    expect((await callback(google, ann.cookie)).headers.get("location")).toMatch(/^\/auth-callback\?token=/);
    outcomes.push(await callback(google, ann.cookie));
    outcomes.push(await callback(await consent(ann.cookie), otherSession));
    outcomes.push(await callback(await consent(ann.cookie), bob.cookie));
    outcomes.push(await callback(await consent(ann.cookie)));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(303);
      expect(outcome.headers.get("location")).toBe("/auth-callback?error=invalid_state");
    }
    expect(fake.state.requests.filter((request) => request.url === "/token")).toHaveLength(1);
    expect(await db().googleImportTicket.count()).toBe(1);
  });

  it("refuses an expired state", async () => {
    const ann = await signedInUser();
    const google = await consent(ann.cookie);
    await testSql("UPDATE google_authorizations SET expires_at = now() - interval '1 second'");
    expect((await callback(google, ann.cookie)).headers.get("location")).toBe("/auth-callback?error=invalid_state");
  });

  it("checks the PKCE verifier: Google refuses a code with the wrong one, and the popup gets an error", async () => {
    const ann = await signedInUser();
    const google = await consent(ann.cookie);
    await testSql("UPDATE google_authorizations SET code_verifier = code_verifier || 'x'");
    const outcome = await callback(google, ann.cookie);
    expect(outcome.headers.get("location")).toBe("/auth-callback?error=token_exchange_failed");
    expect(await db().googleImportTicket.count()).toBe(0);
  });

  it("passes Google's access_denied and invalid_client on to the page", async () => {
    const ann = await signedInUser();
    for (const outcome of ["access_denied", "invalid_client"]) {
      fake.state.nextConsent = outcome as "access_denied";
      expect((await authorize(ann.cookie)).search).toBe(`?error=${outcome}`);
    }
    expect(await db().googleImportTicket.count()).toBe(0);
  });
});

describe("the ticket", () => {
  it("works once", async () => {
    const ann = await signedInUser();
    fake.state.contacts = [person("c1", "Ann", on(3, 4, 1990))];
    const ticket = await ticketFor(ann.cookie);
    expect((await importWith(ticket, ann.cookie)).status).toBe(200);
    const again = await importWith(ticket, ann.cookie);
    expect(again.status).toBe(401);
    expect((await again.json()).error.message).toMatch(/expired or was already used/);
    expect(await birthdaysOf(ann.user.id)).toHaveLength(1);
  });

  it("expires", async () => {
    const ann = await signedInUser();
    fake.state.contacts = [person("c1", "Ann", on(3, 4, 1990))];
    const ticket = await ticketFor(ann.cookie);
    await testSql("UPDATE google_import_tickets SET expires_at = now() - interval '1 second'");
    expect((await importWith(ticket, ann.cookie)).status).toBe(401);
    expect(await birthdaysOf(ann.user.id)).toHaveLength(0);
  });

  it("is refused to another user and to another session of the same user, and is then gone", async () => {
    const ann = await signedInUser();
    const bob = await signedInUser("bob@example.com");
    const annElsewhere = `confetti_session=${await createSession(ann.user.id)}`;
    fake.state.contacts = [person("c1", "Ann", on(3, 4, 1990))];
    for (const cookie of [bob.cookie, annElsewhere]) {
      const ticket = await ticketFor(ann.cookie);
      const refused = await importWith(ticket, cookie);
      expect(refused.status).toBe(403);
      expect((await importWith(ticket, ann.cookie)).status).toBe(401);
    }
    expect(await db().birthday.count()).toBe(0);
    expect(await db().user.count({ where: { googleContactsImported: true } })).toBe(0);
  });

  it("of an abandoned import is removed by housekeeping once expired, with its authorization", async () => {
    const ann = await signedInUser();
    await consent(ann.cookie);
    await ticketFor(ann.cookie);
    expect((await runHousekeeping()).googleImportLeftovers).toBe(0);
    await testSql("UPDATE google_authorizations SET expires_at = now() - interval '1 second'");
    await testSql("UPDATE google_import_tickets SET expires_at = now() - interval '1 second'");
    expect((await runHousekeeping()).googleImportLeftovers).toBe(2);
    expect(await db().googleImportTicket.count()).toBe(0);
  });

  it("needs a session and a ticket-shaped value", async () => {
    const ann = await signedInUser();
    const ticket = await ticketFor(ann.cookie);
    expect((await importWith(ticket)).status).toBe(401);
    expect((await importWith("ya29.not-a-ticket", ann.cookie)).status).toBe(400);
    expect((await importWith(ticket, ann.cookie)).status).toBe(200);
  });
});

describe("the import", () => {
  const special = [
    person("leap", "Ona Leap", on(2, 29), "ona@example.com"),
    person("leap-year", "Leap Year", on(2, 29, 1992)),
    person("bad-leap", "Bad Leap", on(2, 29, 1991)),
    person("dup-1", "Twin Person", on(6, 1, 1980)),
    person("dup-2", "twin  person", on(6, 1, 1981)),
    person("existing", "Existing Friend", on(7, 15)),
    person("no-birthday", "No Birthday", null),
    person("text-only", "Text Only", [{ text: "sometime in May", metadata: { primary: true } }] as unknown as Person["birthdays"]),
    person("year-only", "Year Only", [{ date: { year: 1990 }, metadata: { primary: true } }] as unknown as Person["birthdays"]),
    person("no-name", null, on(1, 2, 1990)),
    person("bad-email", "Bad Email", on(8, 9, 1970), "not an address"),
    {
      ...person("two-emails", "Two Emails", on(9, 10, 1960)),
      emailAddresses: [
        { value: "other@example.com", metadata: { primary: false } },
        { value: "primary@example.com", metadata: { primary: true } },
      ],
    },
  ];
  // Of these, 5 become birthdays: Ona Leap, Leap Year, Twin Person, Bad Email (without its address) and Two Emails.
  const specialCreated = 5;
  const specialSkipped = special.length - specialCreated;

  it("reads every page of 2,600 contacts and counts what it created and skipped", async () => {
    const ann = await signedInUser();
    await db().birthday.create({ data: { userId: ann.user.id, name: "existing friend", date: "1985-07-15", month: 7, day: 15, birthYear: 1985, notes: "Mine" } });
    const bulk = generateContacts(2600);
    fake.state.contacts = [...bulk, ...special];
    const usable = bulk.filter((contact) => contact.names && contact.birthdays).length;

    const { status, body } = await importContacts(ann.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({
      count: usable + specialCreated,
      created: usable + specialCreated,
      updated: 0,
      unchanged: 0,
      skipped: bulk.length - usable + specialSkipped,
    });
    const pages = fake.state.requests.filter((request) => request.url.startsWith("/v1/people/me/connections"));
    expect(pages).toHaveLength(3);
    expect(pages[0]!.url).toContain("personFields=names%2Cbirthdays%2CemailAddresses");

    const rows = await birthdaysOf(ann.user.id);
    expect(rows).toHaveLength(1 + usable + specialCreated);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Ona Leap")).toMatchObject({ date: "2000-02-29", birthYear: null, email: "ona@example.com", googleContactId: "people/leap" });
    expect(byName.get("Leap Year")).toMatchObject({ date: "1992-02-29", birthYear: 1992, month: 2, day: 29 });
    expect(byName.has("Bad Leap")).toBe(false);
    expect(byName.get("Twin Person")).toMatchObject({ googleContactId: "people/dup-1" });
    expect(byName.has("twin  person")).toBe(false);
    expect(byName.get("existing friend")).toMatchObject({ birthYear: 1985, notes: "Mine", googleContactId: null });
    expect(byName.has("Existing Friend")).toBe(false);
    expect(byName.get("Bad Email")).toMatchObject({ email: null });
    expect(byName.get("Two Emails")).toMatchObject({ email: "primary@example.com" });
    const noYear = bulk.find((contact) => contact.names && contact.birthdays && !contact.birthdays[0].date.year)!;
    expect(byName.get(noYear.names![0]!.displayName)).toMatchObject({ birthYear: null });
    expect(byName.get(noYear.names![0]!.displayName)!.date).toMatch(/^2000-/);
    expect(await db().user.findUniqueOrThrow({ where: { id: ann.user.id } })).toMatchObject({ googleContactsImported: true });
    // Reminder planning picks them up as any other birthday (its database trigger).
    expect(await db().reminderCheck.count({ where: { userId: ann.user.id } })).toBe(rows.length);
  });

  it("duplicates nothing the second time: changed contacts are updated, new ones added, the rest left alone", async () => {
    const ann = await signedInUser();
    const contacts = generateContacts(40);
    fake.state.contacts = contacts;
    const first = await importContacts(ann.cookie);
    const before = await birthdaysOf(ann.user.id);
    expect(before).toHaveLength(first.body.created);
    // An edit in the app survives: notes are the app's own.
    await db().birthday.update({ where: { id: before[0]!.id }, data: { notes: "Bring cake" } });

    const renamed = contacts.find((contact) => contact.names && contact.birthdays)!;
    renamed.names = [{ displayName: "Renamed Person", metadata: { primary: true } }];
    const moved = contacts.filter((contact) => contact.names && contact.birthdays)[1]!;
    moved.birthdays = on(12, 24, 1977);
    moved.emailAddresses = [{ value: "moved@example.com", metadata: { primary: true } }];
    fake.state.contacts = [...contacts, person("brand-new", "Brand New", on(5, 5, 2001))];

    const second = await importContacts(ann.cookie);
    expect(second.body).toEqual({ count: 3, created: 1, updated: 2, unchanged: first.body.created - 2, skipped: first.body.skipped });
    const after = await birthdaysOf(ann.user.id);
    expect(after).toHaveLength(before.length + 1);
    expect(new Set(after.map((row) => row.googleContactId)).size).toBe(after.length);
    expect(after.find((row) => row.googleContactId === renamed.resourceName)).toMatchObject({ name: "Renamed Person", notes: "Bring cake" });
    expect(after.find((row) => row.googleContactId === moved.resourceName)).toMatchObject({
      date: "1977-12-24",
      month: 12,
      day: 24,
      birthYear: 1977,
      email: "moved@example.com",
    });

    const third = await importContacts(ann.cookie);
    expect(third.body).toMatchObject({ created: 0, updated: 0 });
    expect(await birthdaysOf(ann.user.id)).toHaveLength(after.length);
  });

  it.each([
    [500, 502, /did not answer/],
    [401, 403, /did not let Confetti read your contacts/],
    [403, 403, /did not let Confetti read your contacts/],
    [429, 429, /too many requests/],
  ])("saves nothing when a page in the middle fails with %i (answers %i)", async (googleStatus, status, message) => {
    const ann = await signedInUser();
    fake.state.contacts = generateContacts(2500);
    fake.state.failure = { page: 1, status: googleStatus };
    const outcome = await importContacts(ann.cookie);
    expect(outcome.status).toBe(status);
    expect(outcome.body.error.message).toMatch(message);
    expect(await db().birthday.count()).toBe(0);
    expect(await db().user.findUniqueOrThrow({ where: { id: ann.user.id } })).toMatchObject({ googleContactsImported: false });
  });

  it("refuses, in the user's language, an import that would pass the limit on birthdays, and saves nothing", async () => {
    const ann = await signedInUser();
    await storedBirthdays(ann.user.id, MAX_BIRTHDAYS_PER_USER - 1);
    const before = await birthdaysOf(ann.user.id);
    fake.state.contacts = [person("new-1", "New One", on(1, 1, 1990)), person("new-2", "New Two", on(1, 2, 1990))];
    const response = await importWith(await ticketFor(ann.cookie), `${ann.cookie}; NEXT_LOCALE=lt`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(
      conflictBody("lt", "importOverBirthdayLimit", { max: MAX_BIRTHDAYS_PER_USER, count: MAX_BIRTHDAYS_PER_USER - 1, adding: 2 }),
    );
    expect(await birthdaysOf(ann.user.id)).toEqual(before);
    expect(await db().user.findUniqueOrThrow({ where: { id: ann.user.id } })).toMatchObject({ googleContactsImported: false });
  });

  it("keeps Google's access token out of the database, the addresses and the log", async () => {
    const ann = await signedInUser();
    fake.state.contacts = generateContacts(30);
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" "))),
    );
    try {
      const landing = await authorize(ann.cookie);
      const [accessToken] = [...fake.state.accessTokens];
      expect(accessToken).toBeDefined();
      // Between the callback and the import: only sealed.
      expect(await databaseText()).not.toContain(accessToken);
      expect(landing.toString()).not.toContain(accessToken);
      expect((await importWith(landing.searchParams.get("token"), ann.cookie)).status).toBe(200);
      // A failing import logs what went wrong, never the token.
      fake.state.failure = { page: 0, status: 500 };
      await importContacts(ann.cookie);

      for (const token of fake.state.accessTokens) {
        expect(await databaseText()).not.toContain(token);
        expect(logged.join("\n")).not.toContain(token);
        expect(fake.state.requests.map((request) => request.url).join("\n")).not.toContain(token);
      }
      expect(fake.state.requests.filter((request) => request.url.startsWith("/v1/")).every((request) => request.bearer)).toBe(true);
      expect(await db().googleImportTicket.count()).toBe(0);
      expect(await db().googleAuthorization.count()).toBe(0);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});

/** Every row of every table of the app, as text. */
async function databaseText(): Promise<string> {
  const { rows } = await testSql<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
  );
  const dumps = await Promise.all(rows.map(({ tablename }) => testSql(`SELECT * FROM "${tablename}"`)));
  return JSON.stringify(dumps.map((dump) => dump.rows));
}
