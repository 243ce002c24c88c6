import { getLocale, getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { localeNames, locales } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { LocaleLink } from "./locale-link";

/** Footer: one button per language, the current one highlighted. */
export async function LanguageSwitcher() {
  const t = await getTranslations("language");
  const current = await getLocale();
  return (
    <nav aria-label={t("switcherLabel")}>
      <ul className="flex flex-wrap gap-2">
        {locales.map((locale) => (
          <li key={locale}>
            <LocaleLink
              locale={locale}
              current={locale === current}
              className={cn(buttonVariants({ variant: locale === current ? "default" : "outline", size: "sm" }))}
            >
              {localeNames[locale]}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
