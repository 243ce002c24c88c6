"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { consumeMagicLink, signInFailurePath } from "@/lib/auth/magic-link";
import { setSessionCookie } from "@/lib/auth/session-cookie-response";
import { canonicalTimeZone } from "@/lib/dates/time-zone";
import { localeOr, localizedPath } from "@/lib/i18n/locales";

/** The confirm page's button: uses the link up, starts the session, lands on the welcome greeting. */
export async function confirmSignIn(formData: FormData): Promise<never> {
  const locale = localeOr(formData.get("locale"));
  const timeZone = canonicalTimeZone(String(formData.get("timeZone") ?? "")) ?? undefined;
  const result = await consumeMagicLink(String(formData.get("token") ?? ""), { timeZone });
  if (!result.ok) redirect(signInFailurePath(locale, result.type));
  setSessionCookie(await cookies(), result.sessionToken);
  // A link sent from a page (an invited visitor's, from their card) leads back to it; the path was
  // checked to be on this site when the link was made and again as it was read.
  if (result.returnPath) redirect(result.returnPath);
  // A new account is greeted as one; the spec's "Welcome back!" is for returning users.
  redirect(`${localizedPath(locale, "/")}?login=success${result.type === "register" ? "&account=new" : ""}`);
}

