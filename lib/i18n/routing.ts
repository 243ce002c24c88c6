import { defineRouting } from "next-intl/routing";
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, locales } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English lives at /, Lithuanian and Russian under /lt and /ru.
  localePrefix: "as-needed",
  localeCookie: {
    name: LOCALE_COOKIE,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
  },
  // hreflang links are written into each page's <head> (lib/seo), which is
  // where crawlers and Lighthouse read them.
  alternateLinks: false,
});
