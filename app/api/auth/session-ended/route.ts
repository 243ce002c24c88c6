import { NextResponse } from "next/server";
import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { clearSessionCookie } from "@/lib/auth/session-cookie-response";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { localeOr, localizedPath } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

const querySchema = z.object({ locale: z.string().optional() });

/**
 * Where a members' page sends a browser whose session cookie names a session
 * that has ended (expired, signed out elsewhere, account deleted): pages
 * cannot change cookies, so this forgets it and goes home. Without it the
 * proxy would keep letting the dead cookie through to the dashboard, which
 * would stream its skeleton and redirect on every visit. A cookie whose
 * session is still alive is kept, so a link from another site cannot sign
 * anyone out.
 */
export const GET = apiRoute({ query: querySchema, allowCrossSite: true }, async ({ request, query }) => {
  const locale = localeOr(query.locale);
  const user = await getSessionUser(request.cookies.get(SESSION_COOKIE)?.value);
  const target = localizedPath(locale, user ? "/dashboard" : "/");
  const response = new NextResponse(null, { status: 303, headers: { location: target } });
  if (!user) clearSessionCookie(response.cookies);
  return response;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
