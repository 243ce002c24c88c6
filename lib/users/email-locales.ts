import "server-only";
import { normaliseEmail } from "@/lib/auth/email-address";
import { db } from "@/lib/db";
import { isLocale, type Locale } from "@/lib/i18n/locales";

/** The language an e-mail to `address` is written in; `fallback` for an address without an account. */
export type EmailLocaleOf = (address: string, fallback: Locale) => Locale;

/**
 * Who gets an e-mail in which language: an address with an account reads its
 * own language (its settings' choice), any other the one the caller passes
 * (a card's e-mails: the card's language). One query for a whole batch of
 * addresses, which is how card e-mails go out (docs/decisions/054).
 */
export async function emailLocales(addresses: string[]): Promise<EmailLocaleOf> {
  const wanted = [...new Set(addresses.map(normaliseEmail))];
  const accounts =
    wanted.length === 0
      ? []
      : await db().user.findMany({ where: { email: { in: wanted } }, select: { email: true, locale: true } });
  const own = new Map(accounts.filter((user) => isLocale(user.locale)).map((user) => [user.email, user.locale as Locale]));
  return (address, fallback) => own.get(normaliseEmail(address)) ?? fallback;
}
