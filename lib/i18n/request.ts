import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "./locales";
import { messagesFor } from "./messages";

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = await resolveLocale(await requestLocale);
  return { locale, messages: messagesFor(locale), timeZone: "UTC" };
});

// Pages under app/[locale] carry their language in the URL. Group-card pages
// have no prefix and use the visitor's chosen language from the cookie.
async function resolveLocale(fromUrl: string | undefined): Promise<Locale> {
  if (isLocale(fromUrl)) return fromUrl;
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(fromCookie) ? fromCookie : defaultLocale;
}
