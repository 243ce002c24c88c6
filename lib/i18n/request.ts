import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { isLocale, type Locale } from "./locales";
import { messagesFor } from "./messages";
import { localeOfRequest } from "./request-locale";

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = await resolveLocale(await requestLocale);
  return { locale, messages: messagesFor(locale), timeZone: "UTC" };
});

// Pages under app/[locale], and 404s of paths the proxy saw, carry their
// language in the URL. Paths without one (group cards, the admin area, their
// 404s) speak the visitor's chosen language, else the browser's.
async function resolveLocale(fromUrl: string | undefined): Promise<Locale> {
  if (isLocale(fromUrl)) return fromUrl;
  return localeOfRequest({ headers: await headers(), cookies: await cookies() });
}
