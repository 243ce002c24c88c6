import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getConfig } from "@/lib/config";
import { defaultLocale, localizedPath, locales, type Locale } from "@/lib/i18n/locales";

/** Open Graph's name of each language (og:locale). */
export const openGraphLocale: Record<Locale, string> = { en: "en_US", lt: "lt_LT", ru: "ru_RU" };

/** Absolute URL of a page in a language, built from APP_URL. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${getConfig().APP_URL}${localizedPath(locale, path)}`;
}

/**
 * Title, description, canonical link, hreflang alternates and social-sharing
 * tags for one page. `path` is the page's English path, e.g. "/privacy-policy".
 */
export function pageMetadata(options: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  siteName: string;
}): Metadata {
  const { locale, path, title, description, siteName } = options;
  const canonical = absoluteUrl(locale, path);
  const languages = Object.fromEntries(locales.map((each) => [each, absoluteUrl(each, path)]));
  return {
    metadataBase: new URL(getConfig().APP_URL),
    title,
    description,
    alternates: {
      canonical,
      languages: { ...languages, "x-default": absoluteUrl(defaultLocale, path) },
    },
    openGraph: {
      type: "website",
      siteName,
      title,
      description,
      url: canonical,
      locale: openGraphLocale[locale],
      alternateLocale: locales.filter((each) => each !== locale).map((each) => openGraphLocale[each]),
    },
    twitter: { card: "summary", title, description },
  };
}

/** Metadata of every 404, translated (Next.js itself keeps a 404 out of search results with its own robots tag). */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: t("notFoundTitle"), description: t("notFoundDescription") };
}

/** The public pages, listed in the sitemap in every language. */
export const publicPaths = ["/", "/privacy-policy", "/terms-of-service"] as const;
