import "server-only";
import { getConfig } from "@/lib/config";
import type { Config } from "@/lib/config/schema";
import type { Locale } from "@/lib/i18n/locales";
import { EmailDeliveryError } from "./errors";
import { extractHrefs, isAppLink, joinAppUrl } from "./links";
import { outboxProvider } from "./providers/outbox";
import type { EmailProvider } from "./providers/provider";
import { resendProvider } from "./providers/resend";
import { renderEmail } from "./render";
import type { EmailTemplate } from "./templates";

export { EmailDeliveryError };
export type { EmailTemplate, EmailTemplateName } from "./templates";
export type { MagicLinkEmailProps } from "@/emails/magic-link";
export type { ReminderDigestEmailProps } from "@/emails/reminder-digest";

export type OutgoingEmail = {
  /** One address. */
  to: string;
  /** The recipient's language (their saved choice, else the request's). */
  locale: Locale;
  template: EmailTemplate;
  /**
   * Names this message: the same key is delivered at most once (for 24 hours
   * at Resend, for good in the outbox), so a retry after a timeout or crash
   * is safe. Make it from what makes the message unique, e.g.
   * `magic-link/${tokenId}` or `reminder/${userId}/${date}`. 1–256 printable ASCII characters.
   */
  idempotencyKey: string;
  /** Extra mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

/**
 * Renders a template in the recipient's language and sends it through the
 * configured provider (Resend when RESEND_API_KEY is set, else the local
 * outbox). Resolves with the provider's message id: on a repeated key, the
 * id of the first message. Throws EmailDeliveryError when the provider refuses
 * or cannot be reached (`retryable` tells which), and a plain Error for a
 * programming mistake (bad address or key, a link outside APP_URL).
 */
export async function sendEmail(message: OutgoingEmail): Promise<{ id: string }> {
  const config = getConfig();
  checkMessage(message);
  const rendered = await renderEmail(message.template, message.locale, { appUrl: config.APP_URL });
  const foreign = extractHrefs(rendered.html).filter((href) => !isAppLink(href, config.APP_URL));
  if (foreign.length > 0) {
    throw new Error(
      `E-mail "${message.template.name}" links outside APP_URL (${config.APP_URL}): ${foreign.join(", ")}. ` +
        "Build e-mail links with appLink() from lib/email/send, never from the request.",
    );
  }
  return activeProvider(config).send({
    to: message.to,
    from: config.EMAIL_FROM,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers: message.headers ?? {},
    idempotencyKey: message.idempotencyKey,
    tags: { template: message.template.name, locale: message.locale },
  });
}

/** An absolute link into the app for an e-mail, from APP_URL: appLink("/auth/verify", { token }). */
export function appLink(pathname: string, query?: Record<string, string>): string {
  return joinAppUrl(getConfig().APP_URL, pathname, query);
}

/** Which provider sendEmail uses: decided once per process from the configuration. */
export function emailProviderName(): EmailProvider["name"] {
  return activeProvider(getConfig()).name;
}

let provider: EmailProvider | undefined;

function activeProvider(config: Config): EmailProvider {
  provider ??= createProvider(config);
  return provider;
}

function createProvider(config: Config): EmailProvider {
  if (config.RESEND_API_KEY) {
    return resendProvider({ apiKey: config.RESEND_API_KEY, baseUrl: config.RESEND_BASE_URL });
  }
  if (config.NODE_ENV === "production") {
    console.warn(
      "RESEND_API_KEY is not set: e-mails are not sent but kept in the outbox folder of DATA_DIR, " +
        "and their links (sign-in links included) are printed here.",
    );
  }
  return outboxProvider({ dataDir: config.DATA_DIR });
}

function checkMessage({ to, idempotencyKey }: OutgoingEmail): void {
  // One address, nothing that could add a recipient or a header.
  if (!/^[^\s@,;<>"]+@[^\s@,;<>"]+$/.test(to)) {
    throw new Error(`sendEmail: "${to}" is not a single e-mail address`);
  }
  if (!/^[\x20-\x7e]{1,256}$/.test(idempotencyKey)) {
    throw new Error("sendEmail: the idempotency key must be 1 to 256 printable ASCII characters");
  }
}
