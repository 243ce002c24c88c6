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

/**
 * For a test file whose app code sends e-mail: a fake Resend started before
 * the file's tests and emptied (messages and keys) before each, with the app pointed at it.
 * lib/config reads the environment once per module registry, so call this at
 * the top of the file, before anything loads lib/config.
 */
export function mailThroughFakeResend() {
  let fake: FakeResend;
  beforeAll(async () => {
    fake = await startFakeResend();
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = fake.url;
    process.env.APP_URL = "http://localhost:3000";
  });
  afterAll(() => fake.close());
  // Idempotency keys repeat between tests (ids restart): the fake forgets them too.
  const clear = () => fetch(`${fake.url}/__test/messages`, { method: "DELETE" }).then(() => undefined);
  beforeEach(clear);
  return {
    /** Forgets every message and idempotency key so far (the next test's start, or a step within one). */
    clear,
    /** Every message sent since this test began, oldest first. */
    get messages(): ReceivedEmail[] {
      return fake.messages;
    },
    /** The next send is answered with this status (e.g. 500: the provider is down). */
    failNext(status: number): void {
      fake.failNext(status);
    },
    /** The token of the newest link to `path` mailed to `email`. */
    tokenMailed(email: string, path: string): string {
      const link = fake.messages
        .filter((message) => message.to.includes(email))
        .at(-1)
        ?.links.find((url) => new URL(url).pathname.endsWith(path));
      if (!link) throw new Error(`No ${path} link was mailed to ${email}`);
      return new URL(link).searchParams.get("token")!;
    },
  };
}
