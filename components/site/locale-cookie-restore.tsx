"use client";

import { useEffect } from "react";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";

/**
 * Browsers keep a cookie at most 400 days, and people clear cookies; local
 * storage keeps the language too. When the cookie is gone but storage still
 * knows the choice, the cookie is written again so the next visit honours it.
 */
export function LocaleCookieRestore() {
  useEffect(() => {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    const hasCookie = document.cookie.split("; ").some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
    if (isLocale(stored) && !hasCookie) {
      document.cookie = `${LOCALE_COOKIE}=${stored}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    }
  }, []);
  return null;
}
