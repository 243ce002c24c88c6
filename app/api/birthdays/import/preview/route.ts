import { importRequestSchema } from "@/lib/contacts/import";
import { previewImport } from "@/lib/contacts/server";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * What importing this vCard or CSV text would add and skip for the signed-in
 * user (ImportPreview); saves nothing. 413/400 for a file refused as a whole.
 */
export const POST = apiRoute({ auth: true, body: importRequestSchema }, ({ user, body }) =>
  previewImport(user.id, body),
);
