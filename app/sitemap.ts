import type { MetadataRoute } from "next";
import { defaultLocale, locales } from "@/lib/i18n/locales";
import { absoluteUrl, publicPaths } from "@/lib/seo/metadata";

export const dynamic = "force-dynamic";

/** Every public page in every language, each entry naming its translations. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPaths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      changeFrequency: "monthly" as const,
      priority: path === "/" && locale === defaultLocale ? 1 : 0.5,
      alternates: { languages: Object.fromEntries(locales.map((each) => [each, absoluteUrl(each, path)])) },
    })),
  );
}
