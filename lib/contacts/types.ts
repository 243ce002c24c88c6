// Shapes shared by the contact parsers, the import/export logic, the API and
// the import dialog. Client-safe. Decision record: docs/decisions/014-import-export.md.

import type { BirthdayData } from "@/lib/birthdays/schema";

export const importFormats = ["vcard", "csv"] as const;
export type ImportFormat = (typeof importFormats)[number];

/** How a CSV file writes 03/04/1990: day first (3 April) or month first (March 4). */
export const dateOrders = ["dmy", "mdy"] as const;
export type DateOrder = (typeof dateOrders)[number];

/** A birthday as a file writes it: the year is null when the file gives none. */
export type FileDate = { year: number | null; month: number; day: number };

/**
 * One entry of a file as the parser read it, before validation. `date` is
 * null when the file has no birthday for it and "invalid" when it has one
 * we cannot read. `line` is the 1-based line where the entry starts.
 */
export type ContactEntry = {
  line: number;
  name: string | null;
  date: FileDate | null | "invalid";
  email: string | null;
  notes: string | null;
};

/** Why an entry of a file is not imported. Translated by the dialog (importExport.reasons). */
export const skipReasons = [
  "missingName",
  "nameTooLong",
  "nameInvalidCharacters",
  "missingDate",
  "invalidDate",
  "invalidYear",
  "notesTooLong",
  "notesInvalidCharacters",
  "duplicateInFile",
  "duplicateExisting",
] as const;
export type SkipReason = (typeof skipReasons)[number];

export type SkippedEntry = { line: number; reason: SkipReason; name?: string };

/**
 * A birthday ready to be saved (parsed by birthdayInputSchema) and the line
 * it came from. `invalidEmail`: the file's e-mail address for it, which is
 * not valid and is left out (the birthday is imported without one).
 */
export type ImportCandidate = BirthdayData & { line: number; invalidEmail?: string };

/** A birthday imported without its e-mail address, which was not valid. */
export type EmailLeftOut = { line: number; name: string; email: string };

export type ImportPreview = {
  candidates: ImportCandidate[];
  skipped: SkippedEntry[];
  /**
   * CSV only: the file has dates such as 03/04/1990 that read either way and
   * nothing else in it decides; `dateOrder` is then the one that was applied.
   */
  ambiguousDates: boolean;
  dateOrder: DateOrder | null;
};

export type ImportResult = { imported: number; skipped: SkippedEntry[]; emailsLeftOut: EmailLeftOut[] };
