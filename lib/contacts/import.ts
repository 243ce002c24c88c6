// From a file's text to what an import would add and what it skips, and
// from birthdays to an export file. Pure and client-safe; the server adds
// the user's stored birthdays (./server.ts). Decision record:
// docs/decisions/014-import-export.md.

import { z } from "zod";
import { birthdayInputSchema, type BirthdayData } from "@/lib/birthdays/schema";
import { PLACEHOLDER_YEAR } from "@/lib/dates/calendar";
import { fieldKeys } from "@/lib/http/validation";
import { csvParts, readCsv } from "./csv";
import { checkImportContent, MAX_IMPORT_ENTRIES, refuse } from "./limits";
import {
  dateOrders,
  importFormats,
  type ContactEntry,
  type ImportCandidate,
  type ImportFormat,
  type ImportPreview,
  type SkippedEntry,
  type SkipReason,
} from "./types";
import { readVCards, vCardParts } from "./vcard";
import { finish, type Work } from "./work";

/**
 * The body of POST /api/birthdays/import and …/import/preview. `content` is
 * the file's text; its size is checked by the import itself (413, not a
 * field error). `dateOrder` decides 03/04/1990 in a CSV file.
 */
export const importRequestSchema = z.object({
  format: z.enum(importFormats, "invalid"),
  content: z.string("required"),
  dateOrder: z.enum(dateOrders, "invalid").optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** A birthday as it is compared for duplicates: only its name and date matter. */
export type ExistingBirthday = { name: string; date: string };

/**
 * Parses and validates a file: each entry becomes a candidate (parsed by
 * birthdayInputSchema) or a skipped entry with its reason; later copies of
 * an entry are skipped as `duplicateInFile`, entries matching `existing` as
 * `duplicateExisting`. Throws an AppError for a file refused as a whole:
 * too large, too many entries, not text, or with nothing to read.
 */
export function readImport(request: ImportRequest, existing: readonly ExistingBirthday[] = []): ImportPreview {
  return skipExisting(parseImport(request), existing);
}

/** readImport() without comparing with stored birthdays: the part that needs no database. */
export function parseImport(request: ImportRequest): ImportPreview {
  return finish(parseImportWork(request));
}

/**
 * parseImport() as work that pauses while the file is read and its entries
 * are validated, so the server can let other requests run in between.
 */
export function* parseImportWork(request: ImportRequest): Work<ImportPreview> {
  checkImportContent(request.content);
  let entries: ContactEntry[];
  let ambiguousDates = false;
  let dateOrder: ImportPreview["dateOrder"] = null;
  if (request.format === "csv") {
    const parsed = yield* readCsv(request.content, { dateOrder: request.dateOrder, maxEntries: MAX_IMPORT_ENTRIES });
    if (parsed.problem === "columns") throw refuse("csvColumns");
    ({ entries, ambiguousDates, dateOrder } = parsed);
  } else {
    entries = yield* readVCards(request.content, { maxEntries: MAX_IMPORT_ENTRIES });
  }
  if (entries.length === 0) throw refuse("noContacts");
  if (entries.length > MAX_IMPORT_ENTRIES) throw refuse("tooManyEntries");

  const seen = new Set<string>();
  const candidates: ImportCandidate[] = [];
  const skipped: SkippedEntry[] = [];
  for (const entry of entries) {
    yield;
    const result = validateEntry(entry);
    if ("reason" in result) {
      skipped.push(result);
      continue;
    }
    const key = duplicateKey(result.name, result.date);
    if (seen.has(key)) {
      skipped.push({ line: entry.line, reason: "duplicateInFile", name: result.name });
    } else {
      seen.add(key);
      candidates.push(result);
    }
  }
  return { candidates, skipped, ambiguousDates, dateOrder };
}

/** Moves the candidates that match a stored birthday to the skipped entries (`duplicateExisting`), in line order. */
export function skipExisting(preview: ImportPreview, existing: readonly ExistingBirthday[]): ImportPreview {
  if (existing.length === 0) return preview;
  const taken = new Set(existing.map((birthday) => duplicateKey(birthday.name, birthday.date)));
  const candidates = preview.candidates.filter((candidate) => !taken.has(duplicateKey(candidate.name, candidate.date)));
  const duplicates = preview.candidates
    .filter((candidate) => taken.has(duplicateKey(candidate.name, candidate.date)))
    .map(({ line, name }): SkippedEntry => ({ line, reason: "duplicateExisting", name }));
  const skipped = [...preview.skipped, ...duplicates].sort((a, b) => a.line - b.line);
  return { ...preview, candidates, skipped };
}

/**
 * Two birthdays are the same when their names match ignoring case and
 * spacing and they fall on the same month and day. The year is left out:
 * "Bob, 15 July" and "Bob, 15 July 1990" are one person entered twice.
 */
export function duplicateKey(name: string, date: string): string {
  const normalized = name.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
  return `${normalized}|${date.slice(5, 10)}`;
}

/**
 * One entry as a candidate or a skipped entry. An e-mail address that is not
 * valid costs the entry only its address: it is imported without it, and the
 * candidate carries the address as `invalidEmail` so the report can say so.
 */
export function validateEntry(entry: ContactEntry): ImportCandidate | SkippedEntry {
  const name = entry.name?.trim() || undefined;
  const skip = (reason: SkipReason): SkippedEntry => ({ line: entry.line, reason, ...(name && { name }) });
  if (!name) return skip("missingName");
  if (entry.date === null) return skip("missingDate");
  if (entry.date === "invalid") return skip("invalidDate");
  const { year, month, day } = entry.date;
  const input = {
    name,
    date: `${year ?? PLACEHOLDER_YEAR}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    birthYear: year,
    email: entry.email,
    notes: entry.notes,
  };
  let result = birthdayInputSchema.safeParse(input);
  const invalidEmail = !result.success && fieldKeys(result.error).email !== undefined ? (entry.email ?? "") : null;
  if (invalidEmail !== null) result = birthdayInputSchema.safeParse({ ...input, email: null });
  if (result.success) return { line: entry.line, ...result.data, ...(invalidEmail !== null && { invalidEmail }) };
  const fields = fieldKeys(result.error);
  if (fields.name === "nameTooLong") return skip("nameTooLong");
  // A control character or a direction override: the row has a name, one POST /api/birthdays refuses too.
  if (fields.name === "textInvalidCharacters") return skip("nameInvalidCharacters");
  if (fields.name) return skip("missingName");
  if (fields.date) return skip("invalidDate");
  if (fields.birthYear) return skip("invalidYear");
  if (fields.notes === "textInvalidCharacters") return skip("notesInvalidCharacters");
  if (fields.notes) return skip("notesTooLong");
  return skip("invalidDate");
}

/** An export file: its text in parts, to send as they are made (textStream in lib/http/responses.ts). */
export type ExportFile = { parts: Generator<string>; contentType: string; filename: string };

/**
 * An export file of these birthdays. CSV starts with a UTF-8 byte-order mark
 * so Excel reads Lithuanian and Russian names as UTF-8.
 */
export function exportFile(format: ImportFormat, birthdays: readonly BirthdayData[]): ExportFile {
  return format === "csv"
    ? { parts: withByteOrderMark(csvParts(birthdays)), contentType: "text/csv; charset=utf-8", filename: "confetti-birthdays.csv" }
    : { parts: vCardParts(birthdays), contentType: "text/vcard; charset=utf-8", filename: "confetti-birthdays.vcf" };
}

function* withByteOrderMark(parts: Generator<string>): Generator<string> {
  yield "\uFEFF";
  yield* parts;
}
