import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { localeNames, locales } from "@/lib/i18n/locales";
import { LocaleLink } from "./locale-link";

/** Footer: one button per language, the current one highlighted, in the system face (see --font-system). */
export async function LanguageSwitcher() {
  const t = await getTranslations("language");
  const current = await getLocale();
  return (
    <nav aria-label={t("switcherLabel")}>
      <ul className="flex flex-wrap gap-2">
        {locales.map((locale) => (
          <li key={locale}>
            <Button asChild variant={locale === current ? "default" : "outline"} size="sm" className="font-system">
              <LocaleLink locale={locale} current={locale === current}>
                {localeNames[locale]}
              </LocaleLink>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
