"use client";

import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { useLocaleSwitch } from "./use-locale-switch";

/** A link to the current page in another language; following it remembers the choice. */
export function LocaleLink({
  locale,
  current,
  className,
  children,
}: {
  locale: Locale;
  current: boolean;
  className: string;
  children: ReactNode;
}) {
  const { hrefFor, switchTo } = useLocaleSwitch();
  return (
    <a
      href={hrefFor(locale)}
      hrefLang={locale}
      lang={locale}
      aria-current={current ? "true" : undefined}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        switchTo(locale);
      }}
    >
      {children}
    </a>
  );
}
