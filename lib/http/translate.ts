import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

/** Translator for server code outside React (route handlers, e-mails). */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale) });
}

/** A key in a namespace if it exists there, else the fallback key. */
export function translateOr(
  locale: Locale,
  namespace: "errors" | "validation",
  key: string,
  fallback: string,
  values?: Record<string, string | number>,
): string {
  const t = translatorFor(locale);
  const known = t.has(`${namespace}.${key}` as never);
  return t(`${namespace}.${known ? key : fallback}` as never, values as never);
}
