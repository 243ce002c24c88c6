import type { Locale } from "./locales";

// Names are listed in the alphabetical order of the page's language, not the
// runtime's: `a.localeCompare(b)` without a locale sorts as the browser's (or
// the server's) own language does, so a Lithuanian page in an English browser
// put "Jonas" before "Ylona", where Lithuanian files Y with I. Client-safe.

const collators = new Map<Locale, Intl.Collator>();

/**
 * Compares two names in a language's alphabetical order. One Collator per
 * language, kept: making one loads the language's collation data.
 */
export function compareNames(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator.compare;
}
