import "server-only";
import { createTranslator } from "next-intl";
import type { ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

// What an e-mail template is: a subject and a React element, both built from
// the template's props in the recipient's language. Templates live in
// emails/ and are registered in lib/email/templates.ts.

/** Translator for the "emails" namespace of messages/*.json. */
export function emailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: "emails" });
}

export type EmailTranslator = ReturnType<typeof emailTranslator>;

export type EmailContext = {
  locale: Locale;
  t: EmailTranslator;
  /** Public base URL without a trailing slash (APP_URL). */
  appUrl: string;
  /** The host people know the site by, e.g. "confetti.lt" (from APP_URL). */
  site: string;
};

export type EmailRenderContext = EmailContext & { subject: string };

export type EmailDefinition<Props> = {
  subject(props: Props, context: EmailContext): string;
  render(props: Props, context: EmailRenderContext): ReactElement;
};

/** Declares a template; the identity function, there for type inference. */
export function defineEmail<Props>(definition: EmailDefinition<Props>): EmailDefinition<Props> {
  return definition;
}
