import { defaultLocale, hasLocalePrefix, isLocale, LOCALE_COOKIE, localeOfPath, type Locale } from "./locales";

type RequestLike = { headers: Pick<Headers, "get">; cookies: { get(name: string): { value: string } | undefined } };

/**
 * The language an API response (or a page without a language prefix) should
 * speak: that of the /lt or /ru page the request comes from, since opening
 * such a page does not store its language (docs/decisions/002-locale-routing.md);
 * else the visitor's chosen language (cookie), else the first supported one
 * the browser asks for, else English.
 */
export function localeOfRequest(request: RequestLike): Locale {
  const page = pagePath(request.headers.get("referer"));
  if (page && hasLocalePrefix(page)) return localeOfPath(page);
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  const accepted = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((entry) => entry.split(";")[0]!.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? defaultLocale;
}

/** The path of the page a request was sent from (same-origin requests carry it in Referer). */
function pagePath(referer: string | null): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  return new URL(referer).pathname;
}
