import { z } from "zod";
import { AppError } from "./errors";

// Record ids in a path (/api/birthdays/{id}/gifts/{giftId}, …). A malformed
// id answers 404 like the id of someone else's record, never 400, so a
// caller learns nothing from the difference. The check runs in the handler,
// after the session check, so a request without a session always gets 401.

const MAX_ID = 2_147_483_647; // PostgreSQL integer

/** A positive integer id, or null when the segment is anything else. */
export const recordId = z
  .string()
  .transform((value) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null));

/** The id, or 404 with the given "errors" message (e.g. "birthdayNotFound") when the segment was not an id. */
export function existingId(id: number | null, messageKey: string): number {
  if (id === null) throw new AppError("not_found", messageKey);
  return id;
}
