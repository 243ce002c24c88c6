import "server-only";
import { lockAccount } from "@/lib/account/lock";
import { parseDate } from "@/lib/dates/calendar";
import { db } from "@/lib/db";
import { cachedListJson } from "./list-cache";
import { Prisma, type Birthday } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { MAX_BIRTHDAYS_PER_USER } from "./limits";
import type { BirthdayData, BirthdayDto } from "./schema";

// A user's birthdays. Every query filters by the owner's id, so an id of
// someone else's birthday behaves exactly like one that does not exist:
// 404, nothing read or changed (docs/decisions/006).

/** The user's birthdays by month, day and name; the client orders them by the next occurrence in its time zone. */
export async function listBirthdays(userId: number, knownVersion?: number): Promise<BirthdayDto[]> {
  return JSON.parse(await listBirthdaysJson(userId, knownVersion)) as BirthdayDto[];
}

/**
 * The same list as JSON text, built by PostgreSQL and cached per app
 * instance until the list changes (lib/birthdays/list-cache.ts). A user may
 * keep a thousand birthdays; mapping and serialising them row by row in Node
 * cost several times more than the query (docs/performance.md).
 */
export function listBirthdaysJson(userId: number, knownVersion?: number): Promise<string> {
  return cachedListJson(userId, () => buildListJson(userId), knownVersion);
}

/**
 * Each birthday's JSON, with exactly BirthdayDto's fields as toBirthdayDto
 * writes them, made by PostgreSQL, in the list's order, a page at a time.
 */
async function buildListJson(userId: number): Promise<string> {
  const rows = await readBirthdaysInPages<{ json: string }>(
    userId,
    Prisma.sql`json_build_object(
      'id', id, 'name', name, 'date', date, 'birthYear', birth_year, 'email', email, 'notes', notes,
      'createdAt', to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text AS json`,
  );
  return `[${rows.map((row) => row.json).join(",")}]`;
}

/** Birthdays read at a time: at the limit of 3,000 with every note full, one read in one piece held up the server for 200–350 ms. */
const LIST_PAGE_SIZE = 500;

/** The columns of the list's order (month, day, name, id), after whose values the next page starts. */
type ListKey = { month: number; day: number; name: string; id: number };

/**
 * Every birthday of the user, with the list's order columns and those
 * `columns` selects besides, read LIST_PAGE_SIZE at a time in that order,
 * so that other requests are served between one page and the next.
 */
export async function readBirthdaysInPages<Row extends object>(userId: number, columns: Prisma.Sql): Promise<(ListKey & Row)[]> {
  // One snapshot for all pages: a birthday moved meanwhile is read once.
  return db().$transaction(
    async (tx) => {
      const rows: (ListKey & Row)[] = [];
      let after = Prisma.empty;
      for (;;) {
        const page = await tx.$queryRaw<(ListKey & Row)[]>`
          SELECT month, day, name, id, ${columns}
          FROM birthdays WHERE user_id = ${userId} ${after}
          ORDER BY month, day, name, id LIMIT ${LIST_PAGE_SIZE}`;
        rows.push(...page);
        const last = page.at(-1);
        if (!last || page.length < LIST_PAGE_SIZE) return rows;
        after = Prisma.sql`AND (month, day, name, id) > (${last.month}::smallint, ${last.day}::smallint, ${last.name}::text, ${last.id}::int)`;
      }
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );
}

/**
 * Adds a birthday (already parsed by birthdayInputSchema) to the user's
 * list; 409 once the list holds MAX_BIRTHDAYS_PER_USER.
 */
export async function createBirthday(userId: number, input: BirthdayData): Promise<BirthdayDto> {
  return db().$transaction(async (tx) => {
    await lockAccount(tx, userId);
    const count = await tx.birthday.count({ where: { userId } });
    if (count >= MAX_BIRTHDAYS_PER_USER) {
      throw new AppError("conflict", "birthdayLimitReached", { values: { max: MAX_BIRTHDAYS_PER_USER } });
    }
    return toBirthdayDto(await tx.birthday.create({ data: { userId, ...columns(input) } }));
  });
}

/**
 * 409 when an import of `adding` new birthdays would take a user who has
 * `count` past MAX_BIRTHDAYS_PER_USER. An import that adds nothing always
 * fits, also for an account already past the limit.
 */
export function checkImportFits(count: number, adding: number): void {
  if (adding > 0 && count + adding > MAX_BIRTHDAYS_PER_USER) {
    throw new AppError("conflict", "importOverBirthdayLimit", { values: { max: MAX_BIRTHDAYS_PER_USER, count, adding } });
  }
}

/** Replaces every field of one of the user's birthdays; 404 when the user has no birthday with this id. */
export async function updateBirthday(userId: number, id: number, input: BirthdayData): Promise<BirthdayDto> {
  const { count } = await db().birthday.updateMany({ where: { id, userId }, data: columns(input) });
  if (count === 0) throw birthdayNotFound();
  const birthday = await db().birthday.findFirst({ where: { id, userId } });
  // Deleted by a parallel request in between.
  if (!birthday) throw birthdayNotFound();
  return toBirthdayDto(birthday);
}

/** Deletes one of the user's birthdays and, through the foreign key, its gift ideas; 404 when there is none. */
export async function deleteBirthday(userId: number, id: number): Promise<void> {
  const { count } = await db().birthday.deleteMany({ where: { id, userId } });
  if (count === 0) throw birthdayNotFound();
}

/** The stored columns: `month` and `day` always those of `date` (a CHECK constraint insists). */
function columns(input: BirthdayData) {
  const parts = parseDate(input.date);
  // birthdayInputSchema only lets real dates through; this guards other callers.
  if (!parts) throw new AppError("validation_failed", undefined, { fields: { date: "dateRequired" } });
  return {
    name: input.name,
    date: input.date,
    month: parts.month,
    day: parts.day,
    birthYear: input.birthYear,
    email: input.email,
    notes: input.notes,
  };
}

/** The 404 for a birthday that does not exist or is not the user's (the two must look alike). */
export function birthdayNotFound(): AppError {
  return new AppError("not_found", "birthdayNotFound");
}

/** A birthday as the API and the data export show it. */
export function toBirthdayDto(birthday: Birthday): BirthdayDto {
  return {
    id: birthday.id,
    name: birthday.name,
    date: birthday.date,
    birthYear: birthday.birthYear,
    email: birthday.email,
    notes: birthday.notes,
    createdAt: birthday.createdAt.toISOString(),
  };
}
