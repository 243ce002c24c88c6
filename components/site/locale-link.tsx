"use client";

import type { ComponentProps } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { useLocaleSwitch } from "./use-locale-switch";

/**
 * A link to the current page in another language; following it remembers the
 * choice. Other attributes (a Button's class and data-slot through asChild)
 * go to the link.
 */
export function LocaleLink({
  locale,
  current,
  ...props
}: Omit<ComponentProps<"a">, "href" | "hrefLang" | "lang" | "onClick"> & {
  locale: Locale;
  current: boolean;
}) {
  const { hrefFor, switchTo } = useLocaleSwitch();
  return (
    <a
      {...props}
      href={hrefFor(locale)}
      hrefLang={locale}
      lang={locale}
      aria-current={current ? "true" : undefined}
      onClick={(event) => {
        event.preventDefault();
        switchTo(locale);
      }}
    />
  );
}
