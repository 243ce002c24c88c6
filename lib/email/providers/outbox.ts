import { extractLinks } from "../links";
import { outboxDir, storeInOutbox } from "../outbox";
import type { EmailProvider, ProviderMessage } from "./provider";

/**
 * Keeps e-mails on disk instead of sending them (no RESEND_API_KEY): one
 * JSON file per message in <DATA_DIR>/outbox/, shown at /dev/outbox in
 * development, and a line on the console with every link in the message,
 * so a sign-in link can be opened without any mail set up.
 */
export function outboxProvider(options: { dataDir: string }): EmailProvider {
  const dir = outboxDir(options.dataDir);
  return {
    name: "outbox",
    async send(message: ProviderMessage) {
      const { message: stored, created } = await storeInOutbox(dir, {
        to: message.to,
        from: message.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        idempotencyKey: message.idempotencyKey,
        template: message.tags.template,
        locale: message.tags.locale,
      });
      if (created) {
        const links = extractLinks(message.text).map((url) => `\n  ${url}`);
        console.info(`✉ ${message.to}: ${message.subject}${links.join("")}`);
      } else {
        console.info(`✉ ${message.to}: ${message.subject} (already in the outbox, not stored again)`);
      }
      return { id: stored.id };
    },
  };
}
