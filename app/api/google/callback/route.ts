import { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { finishGoogleAuthorization } from "@/lib/google/authorization";
import { isGoogleImportConfigured } from "@/lib/google/config";
import { otherMethods } from "@/lib/http/methods";
import { redirectTo } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { localizedPath } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

const answer = z.string().max(2048).optional();

/**
 * Google's redirect URI (GOOGLE_CALLBACK_PATH). Checks `state`, exchanges
 * the code, and sends the popup to /auth-callback with a ticket of ours as
 * `token`, or with the error. Google's token never leaves the server.
 */
export const GET = apiRoute(
  { optionalSession: true, available: isGoogleImportConfigured, query: z.object({ state: answer, code: answer, error: answer }) },
  async ({ request, query, locale }) => {
    const outcome = await finishGoogleAuthorization(query, request.cookies.get(SESSION_COOKIE)?.value, locale);
    const parameters = new URLSearchParams("ticket" in outcome ? { token: outcome.ticket } : { error: outcome.error });
    return redirectTo(`${localizedPath(outcome.locale, "/auth-callback")}?${parameters}`);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
