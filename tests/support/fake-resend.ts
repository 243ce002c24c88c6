import { createFakeResend, serveFakeResend, type ReceivedEmail } from "./fake-resend-server.mjs";

export type { ReceivedEmail };

export type FakeResend = {
  /** Base URL for RESEND_BASE_URL, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  /** Every accepted message, oldest first; repeats of an idempotency key are not added. */
  messages: ReceivedEmail[];
  /** The next send is answered with this status and a Resend-shaped error body. */
  failNext(status: number): void;
  close(): Promise<void>;
};

/**
 * A fake Resend API in this process, on a free port of 127.0.0.1. The logic
 * is the one Playwright runs as a process (tests/support/fake-resend-server.mjs).
 */
export async function startFakeResend(): Promise<FakeResend> {
  const fake = createFakeResend();
  const { url, close } = await serveFakeResend(fake);
  return { url, messages: fake.messages, failNext: fake.failNext, close };
}
