// sendEmail end to end: through Resend (a fake Resend API on a local port)
// and through the development outbox. lib/config reads the environment once
// per module registry, so each provider's block sets the environment and then
// loads lib/email afresh.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { EmailTemplate, OutgoingEmail } from "@/lib/email/send";
import en from "@/messages/en.json";
import { startFakeResend, type FakeResend } from "../support/fake-resend";

type EmailModules = {
  send: typeof import("@/lib/email/send");
  outbox: typeof import("@/lib/email/outbox");
};

const APP_URL = "http://localhost:3000";
const originalEnv = { ...process.env };

/** lib/email with this environment (on top of the one the test setup made). */
async function loadEmail(env: Record<string, string | undefined>): Promise<EmailModules> {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  jest.resetModules();
  return { send: await import("@/lib/email/send"), outbox: await import("@/lib/email/outbox") };
}

afterAll(() => {
  process.env = originalEnv;
});

type SignInEmail = OutgoingEmail & { template: Extract<EmailTemplate, { name: "magic-link" }> };

let keyCounter = 0;
function signInEmail(overrides: Partial<Omit<OutgoingEmail, "template">> = {}): SignInEmail {
  keyCounter += 1;
  return {
    to: "ann@example.com",
    locale: "en",
    template: {
      name: "magic-link",
      props: {
        url: `${APP_URL}/auth/verify?token=token-${keyCounter}`,
        email: "ann@example.com",
        purpose: "login",
        expiresInMinutes: 15,
      },
    },
    idempotencyKey: `magic-link/test-${keyCounter}`,
    ...overrides,
  };
}

describe("sendEmail through Resend", () => {
  let fake: FakeResend;
  let email: EmailModules;

  beforeAll(async () => {
    fake = await startFakeResend();
    email = await loadEmail({
      RESEND_API_KEY: "re_test_key",
      RESEND_BASE_URL: fake.url,
      EMAIL_FROM: "Confetti <hello@confetti.test>",
      APP_URL,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.messages.length = 0;
  });

  it("is the provider when RESEND_API_KEY is set", () => {
    expect(email.send.emailProviderName()).toBe("resend");
  });

  it("sends the rendered e-mail with its headers and idempotency key", async () => {
    const message = signInEmail({ locale: "lt", headers: { "X-Entity-Ref-ID": "42" } });
    const { id } = await email.send.sendEmail(message);

    expect(fake.messages).toHaveLength(1);
    const [received] = fake.messages;
    expect(received).toMatchObject({
      id,
      from: "Confetti <hello@confetti.test>",
      to: ["ann@example.com"],
      subject: "Jūsų Confetti prisijungimo nuoroda",
      headers: { "X-Entity-Ref-ID": "42" },
      idempotencyKey: message.idempotencyKey,
      tags: [
        { name: "template", value: "magic-link" },
        { name: "locale", value: "lt" },
      ],
    });
    expect(received!.requestHeaders).toMatchObject({
      authorization: "Bearer re_test_key",
      "idempotency-key": message.idempotencyKey,
    });
    const url = message.template.props.url;
    expect(received!.html).toContain(url);
    expect(received!.text).toContain(url);
    expect(received!.links).toEqual([url]);
  });

  it("delivers one e-mail for a key sent twice, one after the other or at once", async () => {
    const message = signInEmail();
    const first = await email.send.sendEmail(message);
    const second = await email.send.sendEmail(message);
    expect(second.id).toBe(first.id);

    const racing = signInEmail();
    const ids = await Promise.all([email.send.sendEmail(racing), email.send.sendEmail(racing)]);
    expect(ids[1]!.id).toBe(ids[0]!.id);

    expect(fake.messages.map((received) => received.idempotencyKey)).toEqual([
      message.idempotencyKey,
      racing.idempotencyKey,
    ]);
  });

  it("raises EmailDeliveryError with the provider's message on a 500, and a retry sends once", async () => {
    const message = signInEmail();
    fake.failNext(500);
    const failure = email.send.sendEmail(message);
    await expect(failure).rejects.toThrow(email.send.EmailDeliveryError);
    await expect(failure).rejects.toMatchObject({
      message: "Resend did not send the e-mail: Fake Resend failure (500).",
      provider: "resend",
      statusCode: 500,
      code: "internal_server_error",
      retryable: true,
    });
    expect(fake.messages).toHaveLength(0);

    await email.send.sendEmail(message);
    await email.send.sendEmail(message);
    expect(fake.messages).toHaveLength(1);
  });

  it("marks a refusal that will not go away as not retryable", async () => {
    fake.failNext(422);
    await expect(email.send.sendEmail(signInEmail())).rejects.toMatchObject({
      name: "EmailDeliveryError",
      statusCode: 422,
      code: "validation_error",
      retryable: false,
    });
  });

  it("refuses a link that does not lead to APP_URL, before anything is sent", async () => {
    const message = signInEmail();
    message.template.props.url = "https://evil.example/auth/verify?token=stolen";
    await expect(email.send.sendEmail(message)).rejects.toThrow(/links outside APP_URL \(http:\/\/localhost:3000\)/);
    expect(fake.messages).toHaveLength(0);
  });

  it("refuses more than one recipient and unusable keys", async () => {
    await expect(email.send.sendEmail(signInEmail({ to: "ann@example.com, bob@example.com" }))).rejects.toThrow(
      /not a single e-mail address/,
    );
    await expect(email.send.sendEmail(signInEmail({ idempotencyKey: "" }))).rejects.toThrow(/idempotency key/);
    await expect(email.send.sendEmail(signInEmail({ idempotencyKey: "ключ" }))).rejects.toThrow(/idempotency key/);
    expect(fake.messages).toHaveLength(0);
  });

  it("builds links from APP_URL", () => {
    expect(email.send.appLink("/auth/verify", { token: "abc" })).toBe(`${APP_URL}/auth/verify?token=abc`);
  });
});

describe("sendEmail when Resend cannot be reached", () => {
  it("raises a retryable EmailDeliveryError", async () => {
    // A port nothing listens on: bound and closed again.
    const fake = await startFakeResend();
    await fake.close();
    const email = await loadEmail({ RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: fake.url, APP_URL });
    await expect(email.send.sendEmail(signInEmail())).rejects.toMatchObject({
      name: "EmailDeliveryError",
      statusCode: null,
      retryable: true,
    });
  });
});

describe("sendEmail into the development outbox", () => {
  let dataDir: string;
  let email: EmailModules;
  let info: jest.SpyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "confetti-outbox-"));
    email = await loadEmail({
      RESEND_API_KEY: undefined,
      RESEND_BASE_URL: undefined,
      EMAIL_FROM: undefined,
      DATA_DIR: dataDir,
      APP_URL,
    });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  beforeEach(() => {
    info = jest.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => info.mockRestore());

  it("is the provider without RESEND_API_KEY", () => {
    expect(email.send.emailProviderName()).toBe("outbox");
  });

  it("stores one file per idempotency key, prints the link, and reads messages back newest first", async () => {
    const first = signInEmail({ headers: { "X-Entity-Ref-ID": "7" } });
    const second = signInEmail({ to: "bob@example.com", locale: "ru" });

    const { id } = await email.send.sendEmail(first);
    expect(await email.send.sendEmail(first)).toEqual({ id });
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later createdAt, to the millisecond
    await Promise.all([email.send.sendEmail(second), email.send.sendEmail(second), email.send.sendEmail(second)]);

    const files = (await readdir(path.join(dataDir, "outbox"))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^[0-9a-f]{32}\.json$/.test(name))).toBe(true);

    const listed = await email.outbox.listOutbox();
    expect(listed.map((message) => message.to)).toEqual(["bob@example.com", "ann@example.com"]);
    expect(listed[1]).toEqual({
      id,
      to: "ann@example.com",
      from: "Confetti <hello@confetti.localhost>",
      subject: en.emails.magicLink.subject.login,
      html: expect.stringContaining(first.template.props.url),
      text: expect.stringContaining(first.template.props.url),
      headers: { "X-Entity-Ref-ID": "7" },
      idempotencyKey: first.idempotencyKey,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      template: "magic-link",
      locale: "en",
    });
    expect(await email.outbox.readOutboxMessage(id)).toEqual(listed[1]);

    expect(info).toHaveBeenCalledWith(
      `✉ ann@example.com: ${en.emails.magicLink.subject.login}\n  ${first.template.props.url}`,
    );
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(await email.outbox.readOutboxMessage("0".repeat(32))).toBeNull();
    expect(await email.outbox.readOutboxMessage("../../etc/passwd")).toBeNull();
  });

  it("lists nothing when the outbox folder does not exist yet", async () => {
    expect(await email.outbox.listOutbox(path.join(dataDir, "missing"))).toEqual([]);
  });
});
