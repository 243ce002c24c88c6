import type { Locale } from "./locales";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";

export type Messages = typeof en;
/** A key of one namespace: what a key chosen at run time (e.g. a schema's message) is checked into. */
export type MessageKey<Namespace extends keyof Messages> = keyof Messages[Namespace] & string;

// All three catalogues are small; importing them statically keeps lookups
// synchronous for route handlers and e-mails as well as pages.
const catalogues: Record<Locale, Messages> = { en, lt, ru };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Only the named namespaces, for a client provider that needs no more than those. */
export function pickMessages<N extends keyof Messages>(messages: Messages, namespaces: readonly N[]): Pick<Messages, N> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, N>;
}
