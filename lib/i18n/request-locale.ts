import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "./locales";

type RequestLike = { headers: Pick<Headers, "get">; cookies: { get(name: string): { value: string } | undefined } };

/**
 * The language an API response should speak: the visitor's chosen language
 * (cookie), else the first supported one the browser asks for, else English.
 */
export function localeOfRequest(request: RequestLike): Locale {
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  const accepted = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((entry) => entry.split(";")[0]!.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLocale) ?? defaultLocale;
}
