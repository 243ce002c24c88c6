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
 * also catches expired or revoked sessions.
 */
export async function requireCurrentUser(locale: Locale): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(localizedPath(locale, "/"));
  return user;
}
