import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { startGoogleAuthorization } from "@/lib/google/authorization";
import { isGoogleImportConfigured } from "@/lib/google/config";
import { otherMethods } from "@/lib/http/methods";
import { redirectTo } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { localizedPath } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/**
 * Where the Import Google Contacts popup opens: the click opens this
 * same-origin address at once (a popup opened after an awaited request is
 * blocked), and it sends the popup on to Google's consent page. Without a
 * session the popup goes home.
 */
export const GET = apiRoute(
  { optionalSession: true, available: isGoogleImportConfigured },
  async ({ request, user, locale }) => {
    if (!user) return redirectTo(localizedPath(locale, "/"));
    return redirectTo(await startGoogleAuthorization(request.cookies.get(SESSION_COOKIE)?.value, locale));
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
