// CSV (RFC 4180, leniently): reading a header row and its contacts, and
// writing the app's own export. Pure and client-safe; never throws on any
// input. Decision record: docs/decisions/014-import-export.md.

import type { BirthdayData } from "@/lib/birthdays/schema";
import type { ContactEntry, DateOrder, FileDate } from "./types";

export type CsvRecord = { line: number; fields: string[] };
export type CsvDelimiter = "," | ";" | "\t";

export type CsvParse = {
  entries: ContactEntry[];
  /** "empty": no row at all; "columns": the first row names no name or no birthday column. */
  problem: "empty" | "columns" | null;
  /** Some dates read both ways (03/04/1990) and nothing in the file decides. */
  ambiguousDates: boolean;
  /** The order applied to slashed dates; null when the file has none. */
  dateOrder: DateOrder | null;
};

/**
 * Records of a CSV text: fields split at the delimiter, quoted fields may
 * hold delimiters, line breaks and doubled quotes. `line` is the 1-based
 * line where each record starts. A leading byte-order mark is dropped.
 */
export function parseCsvRecords(input: string, delimiter: CsvDelimiter = detectDelimiter(input)): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let quoted = false;
  let line = 1;
  let recordLine = 1;

  const endField = () => {
    fields.push(field);
    field = "";
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          inQuotes = false;
        }
      } else {
        field += char;
        if (char === "\n" || (char === "\r" && text[index + 1] !== "\n")) line += 1;
      }
    } else if (char === '"' && !quoted && field.trim() === "") {
      // A quote opens a quoted field only at its start (spaces before it are dropped).
      field = "";
      inQuotes = true;
      quoted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (field !== "" || quoted || fields.length > 0) endRecord();
  return records;
}

/** The delimiter of the first line (outside quotes): the most frequent of `,` `;` and tab; `,` when none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let inQuotes = false;
  for (const char of text.replace(/^\uFEFF/, "")) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === "\n" || char === "\r")) break;
    else if (!inQuotes && char in counts) counts[char as CsvDelimiter] += 1;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ",");
  return counts[best] > 0 ? best : ",";
}

type Column = "name" | "given" | "family" | "date" | "email" | "notes";

// Header names, as normalizeHeader() leaves them, in English, Lithuanian and Russian.
const headerAliases: Record<Column, string[]> = {
  name: [
    "name", "full name", "fullname", "display name", "contact", "contact name", "person",
    "vardas pavardė", "vardas ir pavardė", "vardas pavarde", "pilnas vardas", "asmuo", "kontaktas",
    "имя фамилия", "имя и фамилия", "фио", "полное имя", "контакт",
  ],
  given: ["first name", "firstname", "given name", "givenname", "vardas", "имя"],
  family: ["last name", "lastname", "family name", "surname", "pavardė", "pavarde", "фамилия"],
  date: [
    "birthday", "birth date", "birthdate", "date of birth", "dob", "date", "born", "bday",
    "gimtadienis", "gimimo data", "gimimo diena", "data",
    "день рождения", "дата рождения", "дата", "др",
  ],
  email: [
    "email", "email address", "emailaddress", "email 1 value", "mail",
    "el paštas", "el pastas", "epaštas", "elektroninis paštas", "el paštas adresas",
    "эл почта", "электронная почта", "почта", "емейл", "имейл",
  ],
  notes: [
    "notes", "note", "comment", "comments", "description", "remarks",
    "pastabos", "pastaba", "užrašai", "komentaras", "komentarai", "aprašymas",
    "заметки", "заметка", "примечание", "примечания", "комментарий", "комментарии", "описание",
  ],
};

/** Lower case; hyphens dropped ("E-mail" → "email"); other punctuation and runs of spaces become one space. */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFC")
    .toLowerCase()
    .replace(/[-–—]/g, "")
    .replace(/[\s.,_:/()]+/g, " ")
    .trim();
}

function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const normalized = normalizeHeader(cell);
    for (const column of Object.keys(headerAliases) as Column[]) {
      if (columns[column] === undefined && headerAliases[column].includes(normalized)) columns[column] = index;
    }
  });
  return columns;
}

/**
 * The contacts of a CSV file whose first row names its columns. Dates such
 * as 03/04/1990 follow `dateOrder` when given, else what the file itself
 * shows (a first part over 12 means day first, a second part over 12 month
 * first), else day first.
 */
export function parseCsv(text: string, options: { dateOrder?: DateOrder } = {}): CsvParse {
  const records = parseCsvRecords(text).filter((record) => record.fields.some((field) => field.trim() !== ""));
  const [header, ...rows] = records;
  if (!header) return { entries: [], problem: "empty", ambiguousDates: false, dateOrder: null };
  const columns = columnsOf(header.fields);
  const hasName = columns.name !== undefined || columns.given !== undefined || columns.family !== undefined;
  if (!hasName || columns.date === undefined) {
    return { entries: [], problem: "columns", ambiguousDates: false, dateOrder: null };
  }

  const cell = (record: CsvRecord, column: Column) => {
    const index = columns[column];
    return index === undefined ? "" : (record.fields[index] ?? "").trim();
  };
  const dates = rows.map((row) => cell(row, "date"));
  const { detected, ambiguous, hasSlashed } = detectDateOrder(dates);
  const dateOrder = options.dateOrder ?? detected ?? "dmy";

  const entries = rows.map((row, index): ContactEntry => {
    const name = cell(row, "name") || [cell(row, "given"), cell(row, "family")].filter(Boolean).join(" ");
    return {
      line: row.line,
      name: name || null,
      date: parseCsvDate(dates[index]!, dateOrder),
      email: cell(row, "email") || null,
      notes: cell(row, "notes") || null,
    };
  });
  return {
    entries,
    problem: null,
    ambiguousDates: ambiguous && detected === null,
    dateOrder: hasSlashed ? dateOrder : null,
  };
}

/** 03/04/1990, 3/4/1990, 03-04-1990 and 03/04: the two parts that could be a day or a month. */
const SLASHED = /^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}))?$/;

function detectDateOrder(values: string[]): { detected: DateOrder | null; ambiguous: boolean; hasSlashed: boolean } {
  let dayFirst = false;
  let monthFirst = false;
  let ambiguous = false;
  let hasSlashed = false;
  for (const value of values) {
    const match = SLASHED.exec(value);
    // MM-DD without a year is ISO's order, not a slashed date.
    if (!match || (match[3] === undefined && value.includes("-"))) continue;
    hasSlashed = true;
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (first > 12 && second <= 12) dayFirst = true;
    else if (second > 12 && first <= 12) monthFirst = true;
    else if (first !== second) ambiguous = true;
  }
  const detected = dayFirst === monthFirst ? null : dayFirst ? "dmy" : "mdy";
  // Evidence both ways: the file mixes orders, so the reader must choose.
  return { detected, ambiguous: ambiguous || (dayFirst && monthFirst), hasSlashed };
}

/**
 * A date as people write it in a spreadsheet: 1990-07-15 (also with a time,
 * or with dots or slashes), 15.07.1990, 03/04/1990 in `order`, and without a
 * year --07-15, --0715, 07-15, 15.07. and 03/04. Empty → null.
 */
export function parseCsvDate(raw: string, order: DateOrder): FileDate | "invalid" | null {
  const value = raw
    .trim()
    .replace(/\s*г\.?$/u, "")
    .replace(/^(\d{4}-\d{2}-\d{2})[T ].*$/, "$1");
  if (value === "") return null;
  let match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match) return parts(match[1], match[2], match[3]);
  match = /^--(\d{2})-?(\d{2})$/.exec(value) ?? /^(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return parts(undefined, match[1], match[2]);
  match = /^(\d{1,2})\.(\d{1,2})(?:\.(\d{4}))?\.?$/.exec(value);
  if (match) return parts(match[3], match[2], match[1]);
  match = SLASHED.exec(value);
  if (match) return order === "dmy" ? parts(match[3], match[2], match[1]) : parts(match[3], match[1], match[2]);
  return "invalid";
}

function parts(year: string | undefined, month: string | undefined, day: string | undefined): FileDate {
  return { year: year === undefined ? null : Number(year), month: Number(month), day: Number(day) };
}

/** The birthdays as CSV: a header row, CRLF line ends, ISO dates (--MM-DD without a year). No byte-order mark. */
export function toCsv(birthdays: readonly BirthdayData[]): string {
  const rows = [["Name", "Birthday", "Email", "Notes"]];
  for (const birthday of birthdays) {
    const date = birthday.birthYear === null ? `--${birthday.date.slice(5)}` : birthday.date;
    rows.push([birthday.name, date, birthday.email ?? "", birthday.notes ?? ""]);
  }
  return rows.map((row) => row.map(quoteField).join(",")).join("\r\n") + "\r\n";
}

function quoteField(value: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
