// The interface languages and how the visitor's choice is remembered.
// Client-safe: used by the proxy, server pages and the language switchers.

export const locales = ["en", "lt", "ru"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Names shown in the pickers, each in its own language. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  lt: "Lietuvių",
  ru: "Русский",
};

export const LOCALE_COOKIE = "NEXT_LOCALE";
/** Spec section 9: the language choice is kept for 10 years. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
export const LOCALE_STORAGE_KEY = "confetti-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** A value that may be a locale (a stored preference, a form field, a path segment): that locale, else the default. */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** A leading /en, /lt or /ru segment, built from the list so a new language needs no other change. */
const localePrefix = new RegExp(`^/(${locales.join("|")})(?=/|$)`);

/** Whether a path starts with a language segment. */
export function hasLocalePrefix(path: string): boolean {
  return localePrefix.test(path);
}

/**
 * Pages without language variants (spec section 2): the group-card pages, the
 * admin area and the development tools. They speak the visitor's chosen
 * language at one address.
 */
const UNPREFIXED_PAGE = /^\/(create-group-card|my-group-cards|group-cards|group-card|backend|dev)(\/|$)/;

/** Whether a path is one of the pages without language variants. */
export function isUnprefixedPage(path: string): boolean {
  return UNPREFIXED_PAGE.test(path);
}

/**
 * The path a page has in another language: English has no prefix, the
 * others do; pages without language variants keep their one address.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (isUnprefixedPage(path)) return path;
  const clean = path === "/" ? "" : path;
  return locale === defaultLocale ? clean || "/" : `/${locale}${clean}`;
}

/** Removes a leading language segment (/lt, /ru, or /en) from a path. */
export function stripLocalePrefix(path: string): string {
  const match = localePrefix.exec(path);
  if (!match) return path || "/";
  return path.slice(match[0].length) || "/";
}

/** The language a path is in: its prefix, or English without one. */
export function localeOfPath(path: string): Locale {
  return localeOr(localePrefix.exec(path)?.[1]);
}
