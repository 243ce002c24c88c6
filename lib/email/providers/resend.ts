import { Resend } from "resend";
import { EmailDeliveryError } from "../errors";
import type { EmailProvider, ProviderMessage } from "./provider";

export const RESEND_DEFAULT_BASE_URL = "https://api.resend.com";
const TIMEOUT_MS = 20_000;

/**
 * Sends through Resend's API. The idempotency key travels as the
 * `Idempotency-Key` header: Resend answers a repeat within 24 hours with the
 * first e-mail's id and does not send again.
 */
export function resendProvider(options: { apiKey: string; baseUrl?: string }): EmailProvider {
  // The SDK would also read RESEND_BASE_URL from the environment by itself;
  // passing it explicitly keeps lib/config the one place that reads it.
  // It appends "/emails" to the base URL as a string, so no trailing slash.
  const baseUrl = (options.baseUrl ?? RESEND_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const client = new Resend(options.apiKey, { baseUrl });

  return {
    name: "resend",
    async send(message: ProviderMessage) {
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      // The SDK never throws for a refusal or a network failure; it returns { error }.
      const { data, error } = await client.emails.send(
        {
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: Object.keys(message.headers).length > 0 ? message.headers : undefined,
          tags: Object.entries(message.tags).map(([name, value]) => ({ name, value })),
        },
        { idempotencyKey: message.idempotencyKey, signal },
      );
      if (error) {
        const reason = signal.aborted ? `no answer within ${TIMEOUT_MS / 1000} s` : error.message;
        throw new EmailDeliveryError(`Resend did not send the e-mail: ${reason}`, {
          provider: "resend",
          statusCode: error.statusCode,
          code: error.name,
        });
      }
      if (!data?.id) {
        throw new EmailDeliveryError("Resend answered without an e-mail id", {
          provider: "resend",
          statusCode: null,
          code: "invalid_response",
        });
      }
      return { id: data.id };
    },
  };
}
