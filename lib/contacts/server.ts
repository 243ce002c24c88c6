import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import { enforceRateLimits } from "@/lib/auth/rate-limit";
import { lockAccount } from "@/lib/account/lock";
import { checkImportFits, listBirthdays } from "@/lib/birthdays/birthdays";
import type { BirthdayData } from "@/lib/birthdays/schema";
import { parseDate } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { exportFile, parseImportWork, skipExisting, type ExportFile, type ImportRequest } from "./import";
import type { EmailLeftOut, ImportFormat, ImportPreview, ImportResult } from "./types";
import type { Work } from "./work";

// Import and export of the signed-in user's birthdays. Only the user's own
// rows are read or written (docs/decisions/012). Decision record:
// docs/decisions/014-import-export.md.

/**
 * Previews and imports per user, counted together: a person checks a file a
 * few times (another date order, another file) and imports it; a script
 * sending files in a loop is stopped before it costs the server much.
 */
export const IMPORT_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * What an import of this file would add and skip for this user; saves
 * nothing. 409 already here when the import would take the user past the
 * limit on birthdays, so the dialog says so before anyone confirms.
 */
export async function previewImport(userId: number, request: ImportRequest): Promise<ImportPreview> {
  await limitImports(userId);
  // A refused file is refused before the database is asked.
  const parsed = await readOneAtATime(() => finishInSlices(parseImportWork(request)));
  const existing = await db().birthday.findMany({ where: { userId }, select: { name: true, date: true } });
  const preview = skipExisting(parsed, existing);
  checkImportFits(existing.length, preview.candidates.length);
  return preview;
}

/**
 * Saves every candidate of the file in one transaction, comparing with the
 * user's birthdays as they are at that moment. The user's row is locked for
 * the transaction, so two imports of the same file one after the other
 * cannot both add it. A refused file saves nothing, and so does a file that
 * would take the user past the limit on birthdays (409).
 */
export async function importBirthdays(userId: number, request: ImportRequest): Promise<ImportResult> {
  await limitImports(userId);
  const parsed = await readOneAtATime(() => finishInSlices(parseImportWork(request)));
  return db().$transaction(
    async (tx) => {
      await lockAccount(tx, userId);
      const existing = await tx.birthday.findMany({ where: { userId }, select: { name: true, date: true } });
      const { candidates, skipped } = skipExisting(parsed, existing);
      checkImportFits(existing.length, candidates.length);
      const count = await insertBirthdays(tx, userId, candidates);
      const emailsLeftOut = candidates.flatMap(({ line, name, invalidEmail }): EmailLeftOut[] =>
        invalidEmail === undefined ? [] : [{ line, name, email: invalidEmail }],
      );
      return { imported: count, skipped, emailsLeftOut };
    },
    { timeout: 30_000 },
  );
}

/**
 * Inserts the birthdays with one statement whose parameters are one array
 * per column. Prisma's createMany builds its query on the main thread at
 * about a millisecond per row here, which held up every other request for
 * seconds on an import of 5,000 birthdays; this takes tens of milliseconds.
 * A birthday from Google remembers its contact (`googleContactId`).
 */
export async function insertBirthdays(
  tx: Prisma.TransactionClient,
  userId: number,
  birthdays: readonly (BirthdayData & { googleContactId?: string })[],
): Promise<number> {
  const dates = birthdays.map((birthday) => parseDate(birthday.date)!);
  return tx.$executeRaw`
    INSERT INTO birthdays (user_id, name, date, month, day, birth_year, email, notes, google_contact_id, updated_at)
    SELECT ${userId}, v.name, v.date, v.month, v.day, v.birth_year, v.email, v.notes, v.google_contact_id, now()
    FROM unnest(
      ${birthdays.map((birthday) => birthday.name)}::text[],
      ${birthdays.map((birthday) => birthday.date)}::text[],
      ${dates.map((date) => date.month)}::smallint[],
      ${dates.map((date) => date.day)}::smallint[],
      ${birthdays.map((birthday) => birthday.birthYear)}::int[],
      ${birthdays.map((birthday) => birthday.email)}::text[],
      ${birthdays.map((birthday) => birthday.notes)}::text[],
      ${birthdays.map((birthday) => birthday.googleContactId ?? null)}::text[]
    ) AS v(name, date, month, day, birth_year, email, notes, google_contact_id)`;
}

/** The user's birthdays as a CSV or vCard file. */
export async function exportBirthdays(userId: number, format: ImportFormat): Promise<ExportFile> {
  const birthdays = await listBirthdays(userId);
  return exportFile(format, birthdays);
}

/** 429 with the import's own message once the user is over IMPORT_RATE_LIMIT (file and Google imports count together). */
export async function limitImports(userId: number): Promise<void> {
  try {
    await enforceRateLimits([{ key: `import:user:${userId}`, ...IMPORT_RATE_LIMIT }]);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
    throw new AppError("rate_limited", "importRateLimited", error.options);
  }
}

/** Time after which reading a file lets other requests run. */
const SLICE_MS = 2;

/**
 * Files are read one at a time per server process. Several read at once
 * would each take longer, and every step of another request would wait
 * behind a slice of each of them.
 */
let reading: Promise<unknown> = Promise.resolve();

function readOneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = reading.then(task, task);
  reading = run.catch(() => undefined);
  return run;
}

/**
 * Runs work (here: reading a file, parseImportWork) in slices of about
 * SLICE_MS with other requests served in between, so one import never holds
 * up the server for long.
 */
async function finishInSlices<T>(work: Work<T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
