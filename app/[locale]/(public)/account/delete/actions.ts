"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { deleteAccount } from "@/lib/account/deletion";
import { clearSessionCookie } from "@/lib/auth/session-cookie-response";
import { defaultLocale, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";

/** The confirm page's button: deletes the account the link names and lands on the home page. */
export async function confirmAccountDeletion(formData: FormData): Promise<never> {
  const locale = isLocale(formData.get("locale")) ? (formData.get("locale") as Locale) : defaultLocale;
  const token = String(formData.get("token") ?? "");
  const deleted = await deleteAccount(token);
  const home = localizedPath(locale, "/");
  if (!deleted) redirect(`${localizedPath(locale, "/account/delete")}?token=${encodeURIComponent(token)}`);
  // The sessions are gone with the account; this browser forgets its cookie too.
  clearSessionCookie(await cookies());
  redirect(`${home}?account=deleted`);
}
