import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { getSessionUser, type SessionUser } from "./session";
import { SESSION_COOKIE } from "./session-cookie";

/** The signed-in user of the page being rendered, or null. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  return getSessionUser((await cookies()).get(SESSION_COOKIE)?.value);
}

/**
 * For pages that need a signed-in user: sends everyone else to the landing
 * page. The proxy already redirects visitors without a session cookie; this
 * also catches expired or revoked sessions, whose cookie is then cleared on
 * the way (app/api/auth/session-ended) so the next visit stops at the proxy.
 */
export async function requireCurrentUser(locale: Locale): Promise<SessionUser> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const user = await getSessionUser(token);
  if (user) return user;
  if (token) leaveEndedSession(locale);
  redirect(localizedPath(locale, "/"));
}

/** Goes home, forgetting the browser's cookie of a session that has ended. */
export function leaveEndedSession(locale: Locale): never {
  redirect(`/api/auth/session-ended?locale=${locale}`);
}
