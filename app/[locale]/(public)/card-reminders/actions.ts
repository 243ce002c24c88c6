"use server";

import { redirect } from "next/navigation";
import { NUDGES_STOP_PATH, setNudgesStopped } from "@/lib/group-cards/nudges";
import { defaultLocale, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";

// The buttons of the page a nudge's "stop" link opens. Each is a POST (opening
// the link changes nothing) and lands back on the page, which then shows the
// state as it is now. Next.js refuses a server action posted from another site.

/** 'Stop reminders for this card'. */
export async function stopNudges(formData: FormData): Promise<never> {
  return switchNudges(formData, true);
}

/** Undo. */
export async function restartNudges(formData: FormData): Promise<never> {
  return switchNudges(formData, false);
}

async function switchNudges(formData: FormData, stopped: boolean): Promise<never> {
  const locale = isLocale(formData.get("locale")) ? (formData.get("locale") as Locale) : defaultLocale;
  const token = String(formData.get("token") ?? "");
  // An unknown token changes nothing; the page then says the link is not valid.
  await setNudgesStopped(token, stopped);
  redirect(`${localizedPath(locale, NUDGES_STOP_PATH)}?token=${encodeURIComponent(token)}`);
}
