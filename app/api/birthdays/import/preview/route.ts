import { importRequestSchema } from "@/lib/contacts/import";
import { MAX_IMPORT_BYTES } from "@/lib/contacts/limits";
import { previewImport } from "@/lib/contacts/server";
import { jsonLimitForText } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * What importing this vCard or CSV text would add and skip for the signed-in
 * user (ImportPreview); saves nothing. 413/400 for a file refused as a whole.
 */
export const POST = apiRoute(
  { auth: true, body: importRequestSchema, maxBodyBytes: jsonLimitForText(MAX_IMPORT_BYTES) },
  ({ user, body }) => previewImport(user.id, body),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
