"use server";

import { redirect } from "next/navigation";
import { defaultLocale, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";
import { setRemindersByUnsubscribeToken } from "@/lib/reminders/settings";

// The unsubscribe page's buttons. Each is a POST (opening the e-mail's link
// changes nothing) and lands back on the page, which then shows the state as
// it is now. Next.js refuses a server action posted from another site.

/** 'Turn off reminders'. */
export async function turnOffReminders(formData: FormData): Promise<never> {
  return switchReminders(formData, false);
}

/** Undo: reminders back on. */
export async function turnOnReminders(formData: FormData): Promise<never> {
  return switchReminders(formData, true);
}

async function switchReminders(formData: FormData, enabled: boolean): Promise<never> {
  const locale = isLocale(formData.get("locale")) ? (formData.get("locale") as Locale) : defaultLocale;
  const token = String(formData.get("token") ?? "");
  // An unknown token changes nothing; the page then says the link is not valid.
  await setRemindersByUnsubscribeToken(token, enabled);
  redirect(`${localizedPath(locale, "/unsubscribe")}?token=${encodeURIComponent(token)}`);
}
