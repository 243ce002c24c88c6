import { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { startGoogleAuthorization } from "@/lib/google/authorization";
import { isGoogleImportConfigured } from "@/lib/google/config";
import { otherMethods } from "@/lib/http/methods";
import { redirectTo } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { localizedPath, locales } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/**
 * Where the Import Google Contacts popup opens: the click opens this
 * same-origin address at once (a popup opened after an awaited request is
 * blocked), and it sends the popup on to Google's consent page. `locale`:
 * the language of the page that opened it, for /auth-callback. Without a
 * session the popup goes home.
 */
export const GET = apiRoute(
  {
    optionalSession: true,
    available: isGoogleImportConfigured,
    query: z.object({ locale: z.enum(locales).optional() }),
  },
  async ({ request, user, query, locale: requestLocale }) => {
    const locale = query.locale ?? requestLocale;
    if (!user) return redirectTo(localizedPath(locale, "/"));
    return redirectTo(await startGoogleAuthorization(request.cookies.get(SESSION_COOKIE)?.value, locale));
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
