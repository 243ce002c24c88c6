// What an import accepts. Client-safe: the dialog checks the same limits
// before uploading, the server checks them again before parsing.

import { AppError } from "@/lib/http/errors";
import { utf8Length } from "@/lib/text/utf8";

/** 1 MB of UTF-8 text. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Cards in a vCard file or data rows in a CSV file. */
export const MAX_IMPORT_ENTRIES = 5000;

/** Why a file is refused as a whole; the message is `errors.import<Problem>`. */
export type ImportProblem = "tooLarge" | "tooManyEntries" | "notText" | "noContacts" | "csvColumns";

/**
 * The AppError for a file the import refuses as a whole (nothing is saved):
 * 413 `payload_too_large` when it is too big, else 400 `bad_request`.
 */
export function refuse(problem: ImportProblem): AppError {
  const code = problem === "tooLarge" || problem === "tooManyEntries" ? "payload_too_large" : "bad_request";
  const messageKey = `import${problem.charAt(0).toUpperCase()}${problem.slice(1)}`;
  return new AppError(code, messageKey, {
    values: { max: MAX_IMPORT_ENTRIES, megabytes: MAX_IMPORT_BYTES / (1024 * 1024) },
  });
}

/**
 * True for what a text file decoded as UTF-8 never holds: NUL (binary files,
 * UTF-16) and U+FFFD, the replacement for bytes that were not UTF-8.
 */
export function looksBinary(text: string): boolean {
  return text.includes("\u0000") || text.includes("\uFFFD");
}

/** Refuses content over the size limit or that is not UTF-8 text (throws the AppError of refuse()). */
export function checkImportContent(content: string): void {
  if (content.length > MAX_IMPORT_BYTES || utf8Length(content) > MAX_IMPORT_BYTES) throw refuse("tooLarge");
  if (looksBinary(content)) throw refuse("notText");
}
