/** @jest-environment node */
import fc from "fast-check";
import { validBirthday } from "../support/arbitraries";
import { exportText } from "../support/export";
import { duplicateKey, readImport } from "@/lib/contacts/import";
import { AppError } from "@/lib/http/errors";
import { parseVCardDate, parseVCards } from "@/lib/contacts/vcard";

const card = (...lines: string[]) => ["BEGIN:VCARD", "VERSION:3.0", ...lines, "END:VCARD"].join("\r\n");

describe("parseVCards", () => {
  it("reads name, birthday, e-mail and notes with escapes, and the line each card starts on", () => {
    const text = [
      card("FN:Bob Jones", "BDAY:1990-07-15", "EMAIL;TYPE=INTERNET:bob@example.com", "NOTE:Likes tea\\, cake\\; jazz\\nand \\\\ slashes"),
      card("FN:Ona Žukauskienė", "BDAY:--0229"),
    ].join("\r\n");
    expect(parseVCards(text)).toEqual([
      {
        line: 1,
        name: "Bob Jones",
        date: { year: 1990, month: 7, day: 15 },
        email: "bob@example.com",
        notes: "Likes tea, cake; jazz\nand \\ slashes",
      },
      { line: 8, name: "Ona Žukauskienė", date: { year: null, month: 2, day: 29 }, email: null, notes: null },
    ]);
  });

  it("unfolds lines folded with a space or a tab, with LF or CRLF line ends", () => {
    const text = "BEGIN:VCARD\nVERSION:4.0\nFN:Алекс\n андра Пушкина\nNOTE:one \r\n\ttwo\nBDAY:1990\n -07-15\nEND:VCARD\n";
    expect(parseVCards(text)).toEqual([
      { line: 1, name: "Александра Пушкина", date: { year: 1990, month: 7, day: 15 }, email: null, notes: "one two" },
    ]);
  });

  it.each([
    ["BDAY:1990-07-15", { year: 1990, month: 7, day: 15 }],
    ["BDAY:19900715", { year: 1990, month: 7, day: 15 }],
    ["BDAY:1990-07-15T10:30:00Z", { year: 1990, month: 7, day: 15 }],
    ["BDAY:19900715T103000", { year: 1990, month: 7, day: 15 }],
    ["BDAY:--0715", { year: null, month: 7, day: 15 }],
    ["BDAY:--07-15", { year: null, month: 7, day: 15 }],
    ["BDAY;VALUE=date:--0715", { year: null, month: 7, day: 15 }],
    ["BDAY;X-APPLE-OMIT-YEAR=1604:1604-07-15", { year: null, month: 7, day: 15 }],
    ["BDAY;VALUE=text:circa 1990", "invalid"],
    ["BDAY:1990-07", "invalid"],
  ])("reads %s", (line, date) => {
    expect(parseVCards(card("FN:A", line))[0]!.date).toEqual(date);
  });

  it("builds the name from N when there is no FN, and ignores property groups", () => {
    const [entry] = parseVCards(card("N:Jones;Bob;Lee;Dr.;", "item1.EMAIL;type=pref:bob@example.com", "item1.X-ABLabel:home"));
    expect(entry).toMatchObject({ name: "Bob Lee Jones", email: "bob@example.com", date: null });
  });

  it("decodes quoted-printable values (vCard 2.1), soft line breaks included", () => {
    const text = [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C5=BDukauskas;Jonas",
      "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:=D0=9F=D1=80=D0=B8=D0=B2=D0=B5=D1=82 =",
      "=D0=BC=D0=B8=D1=80",
      "BDAY:1985-01-02",
      "END:VCARD",
    ].join("\r\n");
    expect(parseVCards(text)).toEqual([
      { line: 1, name: "Jonas Žukauskas", date: { year: 1985, month: 1, day: 2 }, email: null, notes: "Привет мир" },
    ]);
  });

  it("keeps a card whose END is missing and finds none in other text", () => {
    expect(parseVCards("BEGIN:VCARD\nFN:Cut off\nBDAY:2001-01-01")).toHaveLength(1);
    expect(parseVCards("name,birthday\nBob,1990-01-01")).toEqual([]);
    expect(parseVCardDate("---15")).toBe("invalid");
  });
});

describe("readImport of a vCard file", () => {
  it("turns cards into candidates (one without its e-mail address, which is not valid) and skips the rest with a reason", () => {
    const text = [
      card("FN:Bob", "BDAY:1990-07-15", "EMAIL:bob@example.com"),
      card("BDAY:1990-07-15"),
      card("FN:No Date"),
      card("FN:Bad Date", "BDAY:1990-02-30"),
      card("FN:Not Leap", "BDAY:1991-02-29"),
      card("FN:Old", "BDAY:1850-01-01"),
      card("FN:Mail", "BDAY:--0101", "EMAIL:not-an-address"),
      card("FN:BOB", "BDAY:--0715"),
      card("FN:Eve", "BDAY:--0229"),
    ].join("\r\n");
    const preview = readImport({ format: "vcard", content: text }, [{ name: " eve ", date: "1996-02-29" }]);
    expect(preview.candidates).toEqual([
      { line: 1, name: "Bob", date: "1990-07-15", birthYear: 1990, email: "bob@example.com", notes: null },
      { line: 30, name: "Mail", date: "2000-01-01", birthYear: null, email: null, notes: null, invalidEmail: "not-an-address" },
    ]);
    expect(preview.skipped).toEqual([
      { line: 7, reason: "missingName" },
      { line: 11, reason: "missingDate", name: "No Date" },
      { line: 15, reason: "invalidDate", name: "Bad Date" },
      { line: 20, reason: "invalidDate", name: "Not Leap" },
      { line: 25, reason: "invalidYear", name: "Old" },
      { line: 36, reason: "duplicateInFile", name: "BOB" },
      { line: 41, reason: "duplicateExisting", name: "Eve" },
    ]);
  });

  it("refuses a file without cards, one over 1 MB, one over 5,000 cards and one that is not text", () => {
    const refusal = (content: string) => {
      try {
        readImport({ format: "vcard", content });
      } catch (error) {
        return error instanceof AppError ? [error.status, error.messageKey] : error;
      }
      return null;
    };
    expect(refusal("hello")).toEqual([400, "importNoContacts"]);
    expect(refusal(card("FN:A", `NOTE:${"x".repeat(1024 * 1024)}`))).toEqual([413, "importTooLarge"]);
    expect(refusal(Array.from({ length: 5001 }, (_, i) => card(`FN:P${i}`, "BDAY:--0101")).join("\n"))).toEqual([
      413,
      "importTooManyEntries",
    ]);
    expect(refusal(card("FN:A\u0000"))).toEqual([400, "importNotText"]);
    expect(refusal(card("FN:\uFFFD"))).toEqual([400, "importNotText"]);
  });
});

describe("the vCard export", () => {
  it("writes vCard 3.0 with CRLF, escapes, --MM-DD without a year, and folds long lines at 75 bytes", () => {
    const file = exportText("vcard", [
      { name: "Ona, Jr.", date: "2000-02-29", birthYear: null, email: null, notes: "a;b\nc" },
      { name: "Ж".repeat(50), date: "1990-07-15", birthYear: 1990, email: "z@example.com", notes: null },
    ]);
    expect(file).toMatchObject({ contentType: "text/vcard; charset=utf-8", filename: "confetti-birthdays.vcf" });
    const lines = file.content.split("\r\n");
    expect(lines.slice(0, 8)).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Ona\\, Jr.",
      "N:;Ona\\, Jr.;;;",
      "BDAY:--02-29",
      "NOTE:a\\;b\\nc",
      "END:VCARD",
      "BEGIN:VCARD",
    ]);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file.content).toContain("EMAIL;TYPE=INTERNET:z@example.com");
  });
});

// Texts that stress the format: separators, escapes, line breaks, Lithuanian,
// Russian, emoji and combining marks. Carriage returns are not kept by vCard
// (line breaks become \n), so they are left out.
const tricky = fc
  .array(
    fc.oneof(
      fc.constantFrom(",", ";", ":", '"', "\\", "\\n", "\n", " ", "\t", "=", "ą", "Ž", "ё", "Я", "😀", "e\u0301", "BEGIN:VCARD"),
      fc.string({ unit: "grapheme", maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join("").replace(/[\r\u0000\uFFFD]/g, ""));

const validBirthdayWithTrickyText = validBirthday(tricky);

const birthdayLists = fc.uniqueArray(validBirthdayWithTrickyText, {
  maxLength: 15,
  selector: (birthday) => duplicateKey(birthday.name, birthday.date),
});

describe("vCard properties", () => {
  it("gives back the same birthdays after an export and an import", () => {
    fc.assert(
      fc.property(birthdayLists, (birthdays) => {
        const { content } = exportText("vcard", birthdays);
        if (birthdays.length === 0) return;
        const { candidates, skipped } = readImport({ format: "vcard", content });
        expect(skipped).toEqual([]);
        expect(candidates).toEqual(birthdays.map((birthday) => expect.objectContaining({ ...birthday, line: expect.any(Number) })));
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input; an import refuses it or reads it", () => {
    const vcardish = fc
      .array(
        fc.oneof(
          fc.constantFrom("BEGIN:VCARD", "END:VCARD", "FN:", "BDAY:", "BDAY;VALUE=date:--", "N:;;", "NOTE;ENCODING=QUOTED-PRINTABLE:=", "\r\n", "\n", " ", "\\", ";", ":", '"', "=C5=", "--0229"),
          fc.string({ unit: "binary", maxLength: 10 }),
        ),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), vcardish), (text) => {
        expect(() => parseVCards(text)).not.toThrow();
        try {
          readImport({ format: "vcard", content: text });
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
