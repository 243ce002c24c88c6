import { utf8Length } from "@/lib/text/utf8";

// What an import accepts. Client-safe: the dialog checks the same limits
// before uploading, the server checks them again before parsing.

/** 1 MB of UTF-8 text. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Cards in a vCard file or data rows in a CSV file. */
export const MAX_IMPORT_ENTRIES = 5000;

export type ImportProblem =
  | { kind: "tooLarge"; status: 413 }
  | { kind: "tooManyEntries"; status: 413 }
  | { kind: "notText"; status: 400 }
  | { kind: "noContacts"; status: 400 }
  | { kind: "csvColumns"; status: 400 };

/**
 * Thrown by the import logic for a file it refuses as a whole; nothing is
 * saved. The API answers it in the one error shape (code `payload_too_large`
 * for 413, `bad_request` for 400) with the message `errors.import<Kind>`.
 */
export class ImportRefusedError extends Error {
  override name = "ImportRefusedError";

  constructor(readonly problem: ImportProblem) {
    super(`Import refused: ${problem.kind}`);
  }

  get status(): 400 | 413 {
    return this.problem.status;
  }

  get code(): "payload_too_large" | "bad_request" {
    return this.status === 413 ? "payload_too_large" : "bad_request";
  }

  /** Key in the "errors" namespace, e.g. "importTooLarge". */
  get messageKey(): string {
    return `import${this.problem.kind.charAt(0).toUpperCase()}${this.problem.kind.slice(1)}`;
  }
}

export function refuse(kind: ImportProblem["kind"]): ImportRefusedError {
  const status = kind === "tooLarge" || kind === "tooManyEntries" ? 413 : 400;
  return new ImportRefusedError({ kind, status } as ImportProblem);
}

/**
 * True for what a text file decoded as UTF-8 never holds: NUL (binary files,
 * UTF-16) and U+FFFD, the replacement for bytes that were not UTF-8.
 */
export function looksBinary(text: string): boolean {
  return text.includes("\u0000") || text.includes("\uFFFD");
}

/** Refuses content over the size limit or that is not UTF-8 text; throws ImportRefusedError. */
export function checkImportContent(content: string): void {
  if (content.length > MAX_IMPORT_BYTES || utf8Length(content) > MAX_IMPORT_BYTES) throw refuse("tooLarge");
  if (looksBinary(content)) throw refuse("notText");
}
