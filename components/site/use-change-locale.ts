"use client";

import { useLocale } from "next-intl";
import { useTransition } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { LOCALE_STORAGE_KEY, type Locale } from "@/lib/i18n/locales";

/**
 * Switches the interface language: the same page under the new prefix.
 * next-intl's router also rewrites the language cookie (10 years); local
 * storage keeps a copy for client code that has no cookie access.
 */
export function useChangeLocale() {
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function changeLocale(locale: Locale) {
    if (locale === current) return;
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    const query = window.location.search;
    startTransition(() => router.replace(`${pathname}${query}`, { locale }));
  }

  return { current, changeLocale, pending };
}
