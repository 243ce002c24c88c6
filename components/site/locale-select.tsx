"use client";

import { useId } from "react";
import { isLocale, localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { useLocaleSwitch } from "./use-locale-switch";

/**
 * A native <select> of the languages: every device has an accessible picker
 * for it, and it costs no JavaScript beyond the change handler.
 */
export function LocaleSelect({ label, current }: { label: string; current: Locale }) {
  const id = useId();
  const { switchTo } = useLocaleSwitch();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        data-testid="language-picker"
        defaultValue={current}
        onChange={(event) => isLocale(event.target.value) && switchTo(event.target.value)}
        className="h-9 cursor-pointer appearance-none font-system rounded-md bg-transparent pl-8 pr-7 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale} className="bg-popover text-popover-foreground">
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </>
  );
}
