import { importRequestSchema } from "@/lib/contacts/import";
import { importBirthdays } from "@/lib/contacts/server";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Saves every valid, new birthday of this vCard or CSV text in one
 * transaction → { imported, skipped }. 413/400 for a file refused as a
 * whole, which saves nothing.
 */
export const POST = apiRoute({ auth: true, body: importRequestSchema }, ({ user, body }) =>
  importBirthdays(user.id, body),
);
