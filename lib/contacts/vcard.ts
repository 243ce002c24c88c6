// vCard 2.1, 3.0 and 4.0 (RFC 2426, RFC 6350): reading the few properties a
// birthday needs, and writing vCard 3.0. Pure and client-safe; never throws
// on any input. Decision record: docs/decisions/014-import-export.md.

import type { BirthdayData } from "@/lib/birthdays/schema";
import { foldContentLine } from "@/lib/text/utf8";
import type { ContactEntry, FileDate } from "./types";
import { finish, type Work } from "./work";

type Property = { name: string; params: Map<string, string[]>; value: string };
type Card = { line: number; properties: Property[] };

/**
 * Every card of a vCard file, in order, as entries to validate. Reading
 * stops after `maxEntries` + 1 cards (enough to tell that a file has too many).
 */
export function parseVCards(text: string, options: { maxEntries?: number } = {}): ContactEntry[] {
  return finish(readVCards(text, options));
}

/** parseVCards() as work that pauses after each logical line and each card. */
export function* readVCards(text: string, options: { maxEntries?: number } = {}): Work<ContactEntry[]> {
  const maxCards = (options.maxEntries ?? Infinity) + 1;
  const cards: Card[] = [];
  let card: Card | null = null;
  for (const logical of logicalLines(text)) {
    yield;
    if (logical === null) continue;
    if (cards.length >= maxCards) break;
    const property = parseProperty(logical.text);
    if (!property) continue;
    const value = property.value.trim().toUpperCase();
    if (property.name === "BEGIN" && value === "VCARD") {
      // A card left open is kept: lenient towards truncated files.
      if (card) cards.push(card);
      card = { line: logical.line, properties: [] };
    } else if (property.name === "END" && value === "VCARD") {
      if (card) cards.push(card);
      card = null;
    } else {
      card?.properties.push(property);
    }
  }
  if (card && cards.length < maxCards) cards.push(card);
  const entries: ContactEntry[] = [];
  for (const each of cards) {
    yield;
    entries.push(toEntry(each));
  }
  return entries;
}

/**
 * A logical line (after unfolding) is read up to this many characters and
 * the rest is ignored. Every property we read is refused far below it (a
 * name over 100 characters, notes over 2,000, even as quoted-printable), so
 * an entry cut here is still skipped for the right reason; what is longer in
 * real files is a photo, which we do not read.
 */
export const MAX_VCARD_LINE_LENGTH = 32 * 1024;
/** Parameters read per property (`;TYPE=…;CHARSET=…`); real cards have a handful, the rest are ignored. */
export const MAX_VCARD_PARAMETERS = 32;

type LogicalLine = { line: number; text: string };

/**
 * Physical lines joined into logical ones: a line that starts with a space or
 * a tab continues the previous one (folding, RFC 6350 3.2), and a
 * quoted-printable value ending in "=" continues on the next line (vCard 2.1).
 * Pieces are collected and joined once, so the work grows with the input.
 */
function* logicalLines(text: string): Generator<LogicalLine | null, void, void> {
  let current: { line: number; pieces: string[]; length: number; qp: boolean; softBreak: boolean } | null = null;

  const append = (piece: string) => {
    const room = MAX_VCARD_LINE_LENGTH - current!.length;
    if (room <= 0) return;
    const kept = piece.length > room ? piece.slice(0, room) : piece;
    current!.pieces.push(kept);
    current!.length += kept.length;
  };
  // A quoted-printable line ending in "=" is a soft line break: the "=" goes, the next line follows.
  const appendValue = (raw: string) => {
    current!.softBreak = current!.qp && raw.endsWith("=");
    append(current!.softBreak ? raw.slice(0, -1) : raw);
  };
  const close = (): LogicalLine => {
    if (current!.softBreak) append("=");
    return { line: current!.line, text: current!.pieces.join("") };
  };

  let number = 0;
  for (const raw of physicalLines(text.replace(/^\uFEFF/, ""))) {
    number += 1;
    // Blank and folded lines yield no logical line for a long time: pause now and then.
    if (number % PAUSE_EVERY_LINES === 0) yield null;
    if (current?.softBreak) {
      appendValue(raw);
    } else if (current && (raw.startsWith(" ") || raw.startsWith("\t"))) {
      appendValue(raw.slice(1));
    } else if (raw.trim() !== "") {
      if (current) yield close();
      const colon = raw.indexOf(":");
      const head = colon === -1 ? raw : raw.slice(0, colon);
      current = { line: number, pieces: [], length: 0, qp: /QUOTED-PRINTABLE/i.test(head), softBreak: false };
      appendValue(raw);
    }
  }
  if (current) yield close();
}

/** Physical lines read between two points where the work may pause. */
const PAUSE_EVERY_LINES = 4096;

/** The lines of a text, ended by CRLF, LF or CR, one at a time. */
function* physicalLines(text: string): Generator<string, void, void> {
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== 0x0a && code !== 0x0d) continue;
    yield text.slice(start, index);
    if (code === 0x0d && text.charCodeAt(index + 1) === 0x0a) index += 1;
    start = index + 1;
  }
  yield text.slice(start);
}

/**
 * `group.NAME;PARAM=a,b;PARAM="x:y":value` → its upper-case name, parameters
 * and raw value; null without a colon. One pass over the line; parameters
 * after the first MAX_VCARD_PARAMETERS are skipped.
 */
function parseProperty(line: string): Property | null {
  const segments: string[] = [];
  let start = 0;
  let inQuotes = false;
  let colon = -1;
  for (let index = 0; index < line.length && colon === -1; index += 1) {
    const char = line[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (char === ":") colon = index;
    else if (char === ";") {
      if (segments.length <= MAX_VCARD_PARAMETERS) segments.push(line.slice(start, index));
      start = index + 1;
    }
  }
  if (colon === -1) return null;
  if (segments.length <= MAX_VCARD_PARAMETERS) segments.push(line.slice(start, colon));
  const [rawName = "", ...rawParams] = segments;
  const name = rawName.trim().split(".").pop()!.toUpperCase();
  const params = new Map<string, string[]>();
  for (const param of rawParams) {
    const equals = param.indexOf("=");
    // vCard 2.1 allows bare parameters: `EMAIL;INTERNET;PREF:` and `;QUOTED-PRINTABLE`.
    const key = (equals === -1 ? bareParamKey(param) : param.slice(0, equals)).trim().toUpperCase();
    const values = equals === -1 ? [param.trim()] : splitParamValues(param.slice(equals + 1));
    const known = params.get(key);
    if (known) for (const value of values) known.push(value);
    else params.set(key, values);
  }
  return { name, params, value: line.slice(colon + 1) };
}

function bareParamKey(param: string): string {
  const value = param.trim().toUpperCase();
  if (["QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B"].includes(value)) return "ENCODING";
  return "TYPE";
}

function splitParamValues(raw: string): string[] {
  return raw
    .split(",")
    .map((value) => value.trim().replace(/^"(.*)"$/s, "$1"))
    .filter(Boolean);
}

function toEntry(card: Card): ContactEntry {
  const first = (name: string) => card.properties.find((property) => property.name === name);
  const formatted = first("FN");
  const structured = first("N");
  let name = formatted ? unescapeText(decodedValue(formatted)).trim() : "";
  if (!name && structured) name = nameFromStructured(decodedValue(structured));

  const email = first("EMAIL");
  const emailValue = email ? unescapeText(decodedValue(email)).trim().replace(/^mailto:/i, "") : "";

  const notes = card.properties
    .filter((property) => property.name === "NOTE")
    .map((property) => unescapeText(decodedValue(property)).trim())
    .filter(Boolean)
    .join("\n");

  const birthday = first("BDAY");
  return {
    line: card.line,
    name: name || null,
    date: birthday ? parseBirthday(birthday) : null,
    email: emailValue || null,
    notes: notes || null,
  };
}

/** N:Family;Given;Additional;Prefix;Suffix → "Given Additional Family". */
function nameFromStructured(value: string): string {
  const parts = splitUnescaped(value, ";").map((part) =>
    splitUnescaped(part, ",")
      .map((each) => unescapeText(each).trim())
      .filter(Boolean)
      .join(" "),
  );
  const [family = "", given = "", additional = ""] = parts;
  return [given, additional, family].filter(Boolean).join(" ");
}

function parseBirthday(property: Property): FileDate | "invalid" {
  const date = parseVCardDate(decodedValue(property));
  if (date === "invalid") return date;
  // Apple Contacts writes a birthday without a year as 1604-MM-DD and says so.
  const omitYear = property.params.get("X-APPLE-OMIT-YEAR")?.[0];
  if (omitYear && date.year !== null && Number(omitYear) === date.year) return { ...date, year: null };
  return date;
}

/**
 * A vCard date: 1990-07-15, 19900715, either with a time part
 * (1990-07-15T10:00:00Z), or without a year: --0715, --07-15.
 */
export function parseVCardDate(raw: string): FileDate | "invalid" {
  const value = raw.trim().split(/[Tt]/)[0]!.trim();
  const full = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (full) return { year: Number(full[1]), month: Number(full[2]), day: Number(full[3]) };
  const noYear = /^--(\d{2})-?(\d{2})$/.exec(value);
  if (noYear) return { year: null, month: Number(noYear[1]), day: Number(noYear[2]) };
  return "invalid";
}

/** The value with its ENCODING=QUOTED-PRINTABLE (and CHARSET) undone; other values as they are. */
function decodedValue(property: Property): string {
  const encoding = property.params.get("ENCODING")?.map((value) => value.toUpperCase()) ?? [];
  if (!encoding.includes("QUOTED-PRINTABLE")) return property.value;
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  const raw = property.value;
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index]!;
    const hex = raw.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...encoder.encode(char));
    }
  }
  const charset = property.params.get("CHARSET")?.[0] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder("utf-8").decode(new Uint8Array(bytes));
  }
}

/** Splits at separators not escaped with a backslash; the parts keep their escapes. */
function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char === "\\" && index + 1 < value.length) {
      current += char + value[index + 1];
      index += 1;
    } else if (char === separator) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** `\n` `\N` → line break; `\\` `\,` `\;` `\:` → the character itself. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)/gs, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\\,;]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n");
}

/**
 * The birthdays as a vCard 3.0 file (CRLF line ends, lines folded at 75
 * bytes), a card at a time, so that a large export is sent as it is made
 * (textStream in lib/http/responses.ts). A birthday without a year is
 * written `--MM-DD` (ISO 8601's truncated form, which vCard 4.0 adopted and
 * address books read).
 */
export function* vCardParts(birthdays: readonly BirthdayData[]): Generator<string> {
  for (const birthday of birthdays) {
    const name = escapeText(birthday.name);
    const lines = ["BEGIN:VCARD", "VERSION:3.0", `FN:${name}`, `N:;${name};;;`];
    lines.push(`BDAY:${birthday.birthYear === null ? `--${birthday.date.slice(5)}` : birthday.date}`);
    if (birthday.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(birthday.email)}`);
    if (birthday.notes) lines.push(`NOTE:${escapeText(birthday.notes)}`);
    lines.push("END:VCARD");
    yield lines.map(foldContentLine).join("");
  }
}
