import { expect, type APIRequestContext } from "@playwright/test";
import { fakeResendUrl } from "../../support/e2e-environment.mjs";

export type ReceivedMail = {
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  links: string[];
  /** Mail headers the app asked for, e.g. List-Unsubscribe. */
  headers: Record<string, string>;
};

/** Every e-mail the app sent to an address so far, oldest first (through the fake Resend). */
export async function mailsTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${fakeResendUrl}/__test/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the newest e-mail the app sent to an address (through the fake Resend). */
export async function lastMailTo(request: APIRequestContext, address: string): Promise<ReceivedMail> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      const messages = await mailsTo(request, address);
      mail = messages.at(-1);
      return messages.length;
    })
    .toBeGreaterThan(0);
  return mail!;
}

/** The sign-in link in an e-mail. */
export function signInLink(mail: ReceivedMail): string {
  const link = mail.links.find((url) => url.includes("/auth/confirm?token="));
  if (!link) throw new Error(`No sign-in link in "${mail.subject}"`);
  return link;
}

/** The link `pick` finds in the newest e-mail to `address`, once one carries it (earlier mails went to the same address). */
export async function awaitLink(request: APIRequestContext, address: string, pick: (mail: ReceivedMail) => string | undefined) {
  let link: string | undefined;
  await expect.poll(async () => (link = pick(await lastMailTo(request, address)))).toBeTruthy();
  return link!;
}
