import { importRequestSchema } from "@/lib/contacts/import";
import { MAX_IMPORT_BYTES } from "@/lib/contacts/limits";
import { importBirthdays } from "@/lib/contacts/server";
import { jsonLimitForText } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Saves every valid, new birthday of this vCard or CSV text in one
 * transaction → { imported, skipped }. 413/400 for a file refused as a
 * whole, which saves nothing.
 */
export const POST = apiRoute(
  { auth: true, body: importRequestSchema, maxBodyBytes: jsonLimitForText(MAX_IMPORT_BYTES) },
  ({ user, body }) => importBirthdays(user.id, body),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
