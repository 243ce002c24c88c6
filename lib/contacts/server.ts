import "server-only";
import { listBirthdays } from "@/lib/birthdays/birthdays";
import { parseDate } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { exportFile, parseImport, skipExisting, type ExportFile, type ImportRequest } from "./import";
import { ImportRefusedError, MAX_IMPORT_BYTES, MAX_IMPORT_ENTRIES } from "./limits";
import type { ImportFormat, ImportPreview, ImportResult } from "./types";

// Import and export of the signed-in user's birthdays. Only the user's own
// rows are read or written (docs/decisions/012).

/** What an import of this file would add and skip for this user; saves nothing. */
export async function previewImport(userId: number, request: ImportRequest): Promise<ImportPreview> {
  // A refused file is refused before the database is asked.
  const parsed = parseRefusingAsAppError(request);
  const existing = await db().birthday.findMany({ where: { userId }, select: { name: true, date: true } });
  return skipExisting(parsed, existing);
}

/**
 * Saves every candidate of the file in one transaction, comparing with the
 * user's birthdays as they are at that moment. The user's row is locked for
 * the transaction, so two imports of the same file one after the other
 * cannot both add it. A refused file saves nothing.
 */
export async function importBirthdays(userId: number, request: ImportRequest): Promise<ImportResult> {
  const parsed = parseRefusingAsAppError(request);
  return db().$transaction(
    async (tx) => {
      const owner = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      // The account was removed while its session was still in use.
      if (owner.length === 0) throw new AppError("unauthorized");
      const existing = await tx.birthday.findMany({ where: { userId }, select: { name: true, date: true } });
      const { candidates, skipped } = skipExisting(parsed, existing);
      const { count } = await tx.birthday.createMany({
        data: candidates.map(({ name, date, birthYear, email, notes }) => {
          const parts = parseDate(date)!;
          return { userId, name, date, month: parts.month, day: parts.day, birthYear, email, notes };
        }),
      });
      return { imported: count, skipped };
    },
    { timeout: 30_000 },
  );
}

/** The user's birthdays as a CSV or vCard file. */
export async function exportBirthdays(userId: number, format: ImportFormat): Promise<ExportFile> {
  const birthdays = await listBirthdays(userId);
  return exportFile(format, birthdays);
}

/**
 * Parses an import; a file refused as a whole (too large, not text, no
 * contacts…) becomes the AppError the route wrapper answers with 413 or 400
 * and the translated `errors.import…` message.
 */
function parseRefusingAsAppError(request: ImportRequest): ReturnType<typeof parseImport> {
  try {
    return parseImport(request);
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) throw error;
    throw new AppError(error.code, error.messageKey, {
      values: { max: MAX_IMPORT_ENTRIES, megabytes: MAX_IMPORT_BYTES / (1024 * 1024) },
    });
  }
}
