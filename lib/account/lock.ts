import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";

/**
 * Locks the user's row for the transaction. Everything that adds to what an
 * account keeps under a limit (a birthday, an import, a gift idea, a group
 * card: docs/decisions/048) takes this lock before it counts, so requests on
 * several app instances count one after the other and never pass a limit
 * together. 401 when the account was removed while its session was still in
 * use.
 */
export async function lockAccount(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  const owner = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if (owner.length === 0) throw new AppError("unauthorized");
}
