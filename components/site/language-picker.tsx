import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { LocaleSelect } from "./locale-select";
import { ChevronDown, Languages } from "./static-icons";

/** Header language picker: a native select between two server-drawn icons. */
export async function LanguagePicker() {
  const t = await getTranslations("language");
  const current = (await getLocale()) as Locale;
  return (
    <div className="relative flex items-center">
      <Languages className="pointer-events-none absolute left-2 size-4" aria-hidden="true" />
      <LocaleSelect label={t("choose")} current={current} />
      <ChevronDown className="pointer-events-none absolute right-2 size-4" aria-hidden="true" />
    </div>
  );
}
