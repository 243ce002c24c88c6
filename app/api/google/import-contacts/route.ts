import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { googleImportRequestSchema, importGoogleContacts } from "@/lib/contacts/google-import";
import { isGoogleImportConfigured } from "@/lib/google/config";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Imports the Google contacts behind a ticket from /auth-callback →
 * { count, created, updated, unchanged, skipped }. A ticket works once, for
 * its own session, for two minutes (401/403 otherwise).
 */
export const POST = apiRoute(
  { auth: true, available: isGoogleImportConfigured, body: googleImportRequestSchema },
  ({ request, user, body }) => importGoogleContacts(user.id, request.cookies.get(SESSION_COOKIE)?.value, body.accessToken),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
