// What sendEmail hands to a provider: a finished message. Providers know
// nothing about templates or languages, so new templates never touch them.

export type ProviderMessage = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The same key always means the same message: it is sent at most once. */
  idempotencyKey: string;
  /** For logs and the provider's dashboard, e.g. { template: "magic-link", locale: "lt" }. */
  tags: { template: string; locale: string };
};

export interface EmailProvider {
  readonly name: "resend" | "outbox";
  /** Sends (or stores) the message; the id of the first message with this key on a repeat. */
  send(message: ProviderMessage): Promise<{ id: string }>;
}
