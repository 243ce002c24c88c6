import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { lockAccount } from "@/lib/account/lock";
import { checkImportFits } from "@/lib/birthdays/birthdays";
import { redeemImportTicket } from "@/lib/google/authorization";
import { fetchAllContacts } from "@/lib/google/people";
import { planGoogleImport, type GoogleImportResult, type StoredBirthday } from "./google";
import { insertBirthdays, limitImports } from "./server";

// The Google Contacts import on the server: the ticket becomes Google's
// access token once, every page of contacts is read, and then everything is
// saved in one transaction (a failure anywhere before saves nothing).
// Decision record: docs/decisions/040-google-contacts-import.md.

/** The body of POST /api/google/import-contacts: the spec's `accessToken` is our ticket, never Google's token. */
export const googleImportRequestSchema = z.object({
  accessToken: z.string("required").regex(/^[A-Za-z0-9_-]{43}$/, "invalid"),
});

/**
 * Imports the contacts of the Google account behind this ticket into the
 * user's birthdays (see planGoogleImport) and marks the user as having
 * imported, which hides the dashboard's invitation.
 */
export async function importGoogleContacts(
  userId: number,
  sessionToken: string | undefined,
  ticket: string,
): Promise<GoogleImportResult> {
  const accessToken = await redeemImportTicket(ticket, sessionToken);
  await limitImports(userId);
  // Google's token lives in this call only; it is never stored in the clear or passed on.
  const contacts = await fetchAllContacts(accessToken);
  return db().$transaction(
    async (tx) => {
      await lockAccount(tx, userId);
      const stored: StoredBirthday[] = await tx.birthday.findMany({
        where: { userId },
        select: { id: true, name: true, date: true, birthYear: true, email: true, googleContactId: true },
      });
      const plan = planGoogleImport(contacts, stored);
      checkImportFits(stored.length, plan.create.length);
      const created = await insertBirthdays(tx, userId, plan.create);
      if (plan.update.length > 0) {
        // One statement for every changed birthday, as the insert does.
        await tx.$executeRaw`
          UPDATE birthdays AS b
          SET name = v.name, date = v.date, month = substr(v.date, 6, 2)::smallint, day = substr(v.date, 9, 2)::smallint,
              birth_year = v.birth_year, email = v.email, updated_at = now()
          FROM unnest(
            ${plan.update.map((row) => row.id)}::int[],
            ${plan.update.map((row) => row.name)}::text[],
            ${plan.update.map((row) => row.date)}::text[],
            ${plan.update.map((row) => row.birthYear)}::int[],
            ${plan.update.map((row) => row.email)}::text[]
          ) AS v(id, name, date, birth_year, email)
          WHERE b.id = v.id AND b.user_id = ${userId}`;
      }
      await tx.user.update({ where: { id: userId }, data: { googleContactsImported: true } });
      const updated = plan.update.length;
      return { count: created + updated, created, updated, unchanged: plan.unchanged, skipped: plan.skipped };
    },
    { timeout: 30_000 },
  );
}
