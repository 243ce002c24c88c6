import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_STORAGE_KEY, type Locale } from "./locales";

/**
 * Stores the visitor's language choice in the cookie the proxy reads (so `/`
 * sends them to their language next time) and in local storage. Browser only.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}
