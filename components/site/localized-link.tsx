import { getLocale } from "next-intl/server";
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** A link to one of our pages in the current language, resolved on the server (no client code). */
export async function LocalizedLink({ href, ...props }: Omit<ComponentProps<typeof NextLink>, "href"> & { href: string }) {
  const locale = (await getLocale()) as Locale;
  return <NextLink href={localizedPath(locale, href)} {...props} />;
}
