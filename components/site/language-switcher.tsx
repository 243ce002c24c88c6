"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { localeNames, locales } from "@/lib/i18n/locales";
import { useChangeLocale } from "./use-change-locale";

/** Footer: one button per language, the current one pressed. */
export function LanguageSwitcher() {
  const t = useTranslations("language");
  const { current, changeLocale, pending } = useChangeLocale();
  return (
    <div role="group" aria-label={t("switcherLabel")} className="flex flex-wrap gap-2">
      {locales.map((locale) => (
        <Button
          key={locale}
          variant={locale === current ? "default" : "outline"}
          size="sm"
          lang={locale}
          aria-pressed={locale === current}
          disabled={pending}
          onClick={() => changeLocale(locale)}
        >
          {localeNames[locale]}
        </Button>
      ))}
    </div>
  );
}
