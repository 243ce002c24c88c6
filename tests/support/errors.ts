import { translatorFor } from "@/lib/http/translate";
import type { Locale } from "@/lib/i18n/locales";
import type en from "@/messages/en.json";

/** The JSON body of a 409 refusal (a limit reached) as the API words it in `locale`: the error catalogue's `key` with its values. */
export function conflictBody(locale: Locale, key: keyof (typeof en)["errors"], values: Record<string, number>) {
  return { error: { code: "conflict", message: translatorFor(locale)(`errors.${key}`, values) } };
}
