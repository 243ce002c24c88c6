// CSV (RFC 4180, leniently): reading a header row and its contacts, and
// writing the app's own export. Pure and client-safe; never throws on any
// input. Decision record: docs/decisions/014-import-export.md.

import type { BirthdayData } from "@/lib/birthdays/schema";
import type { ContactEntry, DateOrder, FileDate } from "./types";
import { finish, type Work } from "./work";

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

/** Fields kept per record; real files have under a hundred columns, the rest are ignored. */
export const MAX_CSV_FIELDS = 1000;
/** Characters read between two points where the work may pause. */
const PAUSE_EVERY = 16 * 1024;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Records of a CSV text: fields split at the delimiter, quoted fields may
 * hold delimiters, line breaks and doubled quotes. `line` is the 1-based
 * line where each record starts. A leading byte-order mark is dropped, and
 * so are records without any text (blank lines, `,,,`). Reading stops after
 * `maxRecords` records. Runs of ordinary characters are copied as slices,
 * so the work grows with the input's length and nothing else.
 */
export function parseCsvRecords(
  input: string,
  delimiter: CsvDelimiter = detectDelimiter(input),
  maxRecords = Infinity,
): CsvRecord[] {
  return finish(readCsvRecords(input, delimiter, maxRecords));
}

/** parseCsvRecords() as work that pauses every PAUSE_EVERY characters. */
function* readCsvRecords(input: string, delimiter: CsvDelimiter, maxRecords: number): Work<CsvRecord[]> {
  const text = input.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let quoted = false;
  // Whether the field so far is only spaces: a quote opens a quoted field only then.
  let blank = true;
  // Whether the record so far has any text: records without are left out.
  let hasText = false;
  let line = 1;
  let recordLine = 1;
  let runStart = 0;

  const takeRun = (end: number) => {
    if (end <= runStart) return;
    const run = text.slice(runStart, end);
    field += run;
    if (run.trim() !== "") {
      blank = false;
      hasText = true;
    }
  };
  const endField = () => {
    if (fields.length < MAX_CSV_FIELDS) fields.push(field);
    field = "";
    quoted = false;
    blank = true;
  };
  const endRecord = () => {
    endField();
    if (hasText) {
      records.push({ line: recordLine, fields });
      fields = [];
    } else {
      fields.length = 0;
    }
    hasText = false;
  };

  const separator = delimiter.charCodeAt(0);
  let index = 0;
  for (; index < text.length && records.length < maxRecords; index += 1) {
    if (index % PAUSE_EVERY === 0) yield;
    const code = text.charCodeAt(index);
    if (inQuotes) {
      if (code === QUOTE) {
        if (text.charCodeAt(index + 1) === QUOTE) {
          // A doubled quote: the first stays in the run, the second is dropped.
          takeRun(index + 1);
          index += 1;
        } else {
          takeRun(index);
          inQuotes = false;
        }
        runStart = index + 1;
      } else if (code === LF || (code === CR && text.charCodeAt(index + 1) !== LF)) {
        line += 1;
      }
    } else if (code === QUOTE && !quoted && blank) {
      // A quote opens a quoted field only at its start (spaces before it are
      // dropped); after text it is an ordinary character, the first of the next run.
      takeRun(index);
      runStart = index;
      if (blank) {
        field = "";
        inQuotes = true;
        quoted = true;
        runStart = index + 1;
      }
    } else if (code === separator) {
      takeRun(index);
      endField();
      runStart = index + 1;
    } else if (code === CR || code === LF) {
      takeRun(index);
      if (code === CR && text.charCodeAt(index + 1) === LF) index += 1;
      endRecord();
      line += 1;
      recordLine = line;
      runStart = index + 1;
    }
  }
  if (records.length < maxRecords) {
    takeRun(index);
    if (field !== "" || quoted || fields.length > 0) endRecord();
  }
  return records;
}

/**
 * The delimiter of the first line (outside quotes, within its first 64 KB):
 * the most frequent of `,` `;` and tab; `,` when none.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let inQuotes = false;
  const head = text.slice(text.startsWith("\uFEFF") ? 1 : 0, 64 * 1024);
  for (let index = 0; index < head.length; index += 1) {
    const char = head[index]!;
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

const columnOfAlias = new Map(
  (Object.entries(headerAliases) as [Column, string[]][]).flatMap(([column, aliases]) =>
    aliases.map((alias) => [alias, column] as const),
  ),
);

/** The known columns of a header row; null unless it names a name (or its parts) and a birthday. */
function columnsOf(header: string[]): Partial<Record<Column, number>> | null {
  const columns: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const column = columnOfAlias.get(normalizeHeader(cell));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  const hasName = columns.name !== undefined || columns.given !== undefined || columns.family !== undefined;
  return hasName && columns.date !== undefined ? columns : null;
}

/** Whether the text's first row names a name and a birthday column, as parseCsv() requires. */
export function hasCsvColumns(text: string): boolean {
  const [header] = parseCsvRecords(text, detectDelimiter(text), 1);
  return header !== undefined && columnsOf(header.fields) !== null;
}

/**
 * The contacts of a CSV file whose first row names its columns. Dates such
 * as 03/04/1990 follow `dateOrder` when given, else what the file itself
 * shows (a first part over 12 means day first, a second part over 12 month
 * first), else day first. Reading stops after `maxEntries` + 1 data rows
 * (enough to tell that a file has too many).
 */
export function parseCsv(text: string, options: CsvOptions = {}): CsvParse {
  return finish(readCsv(text, options));
}

export type CsvOptions = { dateOrder?: DateOrder; maxEntries?: number };

/** parseCsv() as work that pauses while it reads the records. */
export function* readCsv(text: string, options: CsvOptions = {}): Work<CsvParse> {
  const records = yield* readCsvRecords(text, detectDelimiter(text), (options.maxEntries ?? Infinity) + 2);
  const [header, ...rows] = records;
  if (!header) return { entries: [], problem: "empty", ambiguousDates: false, dateOrder: null };
  const columns = columnsOf(header.fields);
  if (!columns) return { entries: [], problem: "columns", ambiguousDates: false, dateOrder: null };

  const cell = (record: CsvRecord, column: Column) => {
    const index = columns[column];
    return index === undefined ? "" : readCell((record.fields[index] ?? "").trim());
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
  const trimmed = raw.trim();
  // No way of writing a date is longer; the patterns below need not see a whole file.
  if (trimmed.length > 64) return "invalid";
  const value = trimmed
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

/**
 * The birthdays as CSV, a row at a time (sent as it is made, like
 * vCardParts): a header row, CRLF line ends, ISO dates (--MM-DD without a
 * year). No byte-order mark. Text that a spreadsheet would run as a formula
 * is neutralised (writeTextCell); the dates are the app's own two forms,
 * digits and hyphens only, and stay as other programs read them.
 */
export function* csvParts(birthdays: readonly BirthdayData[]): Generator<string> {
  yield `${["Name", "Birthday", "Email", "Notes"].map(quoteField).join(",")}\r\n`;
  for (const birthday of birthdays) {
    const date = birthday.birthYear === null ? `--${birthday.date.slice(5)}` : birthday.date;
    const cells = [
      writeTextCell(birthday.name),
      quoteField(date),
      writeTextCell(birthday.email ?? ""),
      writeTextCell(birthday.notes ?? ""),
    ];
    yield `${cells.join(",")}\r\n`;
  }
}

function quoteField(value: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * What a spreadsheet runs as a formula: a cell starting with = + - @ a tab
 * or a carriage return (OWASP, "CSV Injection"), here also after single
 * quotes, so that readCell() can tell an added quote from one of the text.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A text cell as OWASP recommends against CSV injection: a formula gets a
 * single quote in front (the spreadsheet shows it as text) and is quoted.
 */
function writeTextCell(value: string): string {
  return FORMULA_START.test(value) ? `"'${value.replace(/"/g, '""')}"` : quoteField(value);
}

/** A cell as writeTextCell() wrote it: the quote it put before a formula is dropped, so an export imports back exactly. */
function readCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}
