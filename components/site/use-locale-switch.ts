"use client";

import { usePathname } from "next/navigation";
import { localizedPath, stripLocalePrefix, type Locale } from "@/lib/i18n/locales";
import { rememberLocale } from "@/lib/i18n/remember-locale";

/**
 * The current page in another language (old prefix removed, new one added),
 * and a way to go there that remembers the choice first. Switching loads the
 * page anew, so every server-rendered text changes with it, and keeps the
 * query: some pages are about it (the unsubscribe link's token).
 */
export function useLocaleSwitch() {
  const pathname = stripLocalePrefix(usePathname());
  const hrefFor = (locale: Locale) => localizedPath(locale, pathname);
  const switchTo = (locale: Locale) => {
    rememberLocale(locale);
    window.location.assign(hrefFor(locale) + window.location.search);
  };
  return { hrefFor, switchTo };
}
