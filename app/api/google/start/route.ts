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
 * session the popup goes home; when the start fails, to the error page.
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
    try {
      return redirectTo(await startGoogleAuthorization(request.cookies.get(SESSION_COOKIE)?.value, locale));
    } catch (error) {
      // The popup is a page, not a fetch: it shows the import's error page (which tells the dashboard) instead of JSON.
      console.error("Starting a Google authorization failed", error);
      return redirectTo(`${localizedPath(locale, "/auth-callback")}?error=start_failed`);
    }
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
