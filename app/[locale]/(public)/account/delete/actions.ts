"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { DELETED_ACCOUNT_COOKIE, deleteAccount, deletedAccountCookieOptions } from "@/lib/account/deletion";
import { getCurrentUser } from "@/lib/auth/current-user";
import { clearSessionCookie } from "@/lib/auth/session-cookie-response";
import { defaultLocale, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * The confirm page's button: deletes the account the link names. The link, not
 * the session, authorises it, so whoever is signed in in this browser may be
 * someone else: they stay signed in and the page says whose account went.
 * Otherwise the visitor lands on the home page, signed out.
 */
export async function confirmAccountDeletion(formData: FormData): Promise<never> {
  const locale = isLocale(formData.get("locale")) ? (formData.get("locale") as Locale) : defaultLocale;
  const token = String(formData.get("token") ?? "");
  // Asked before deleting: the owner's sessions go with the account.
  const signedIn = await getCurrentUser();
  const deleted = await deleteAccount(token);
  const confirmPage = localizedPath(locale, "/account/delete");
  if (!deleted) redirect(`${confirmPage}?token=${encodeURIComponent(token)}`);
  const jar = await cookies();
  if (signedIn && signedIn.id !== deleted.id) {
    jar.set(DELETED_ACCOUNT_COOKIE, deleted.email, deletedAccountCookieOptions());
    redirect(confirmPage);
  }
  // The sessions are gone with the account; this browser forgets its cookie too.
  clearSessionCookie(jar);
  redirect(`${localizedPath(locale, "/")}?account=deleted`);
}
