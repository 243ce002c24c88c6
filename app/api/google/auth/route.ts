import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { startGoogleAuthorization } from "@/lib/google/authorization";
import { isGoogleImportConfigured } from "@/lib/google/config";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Google's consent address for a new authorization of this session →
 * { authUrl } (spec section 7). The dashboard opens GET /api/google/start
 * instead, which sends the popup there at once.
 */
export const GET = apiRoute(
  { auth: true, available: isGoogleImportConfigured },
  async ({ request, locale }) => ({
    authUrl: await startGoogleAuthorization(request.cookies.get(SESSION_COOKIE)?.value, locale),
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
