// Shared by the reminder-pass integration tests (tests/integration/reminders*.test.ts):
// loads the pass with a given environment (lib/config reads it once per module
// registry, as in email.test.ts) sending to a fake Resend API, and makes
// users, birthdays and reads logs.
import type { OutgoingEmail, ReminderDigestEmailProps } from "@/lib/email/send";
import { testSql } from "../setup/database";
import { startFakeResend, type FakeResend } from "./fake-resend";

export type ReminderModules = {
  pass: typeof import("@/lib/reminders/pass");
  planDue: typeof import("@/lib/reminders/plan-due");
  planner: typeof import("@/lib/reminders/planner");
  send: typeof import("@/lib/email/send");
  db: typeof import("@/lib/db")["db"];
};

export const APP_URL = "http://localhost:3000";

/** Sets these variables (undefined removes one) and loads the reminder modules afresh. */
export async function loadReminderModules(env: Record<string, string | undefined>): Promise<ReminderModules> {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  jest.resetModules();
  return {
    pass: await import("@/lib/reminders/pass"),
    planDue: await import("@/lib/reminders/plan-due"),
    planner: await import("@/lib/reminders/planner"),
    send: await import("@/lib/email/send"),
    db: (await import("@/lib/db")).db,
  };
}

/**
 * Registers the hooks of a reminder-pass test file: before all tests, starts a
 * fake Resend API and loads the reminder modules with Resend pointed at it
 * (plus `extraEnv`); after all, restores process.env and stops the fake;
 * before each test, clears the fake's messages and idempotency keys (keys
 * repeat between tests, as ids restart). Call it at the top level of the file.
 *
 * `m` and `fake` are filled in by the beforeAll hook (use them in tests and
 * later hooks, not at the top level); `fake.messages` is the fake's own list,
 * which it empties in place. A hook registered after this call runs after the
 * modules are loaded, in the same module registry.
 */
export function setUpReminderPass(extraEnv: Record<string, string | undefined> = {}): {
  m: ReminderModules;
  fake: FakeResend;
} {
  const originalEnv = { ...process.env };
  const m = {} as ReminderModules;
  const fake = {} as FakeResend;

  beforeAll(async () => {
    Object.assign(fake, await startFakeResend());
    Object.assign(
      m,
      await loadReminderModules({
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: fake.url,
        EMAIL_FROM: "Confetti <hello@confetti.test>",
        APP_URL,
        ...extraEnv,
      }),
    );
  });
  afterAll(async () => {
    process.env = originalEnv;
    await fake.close();
  });
  beforeEach(async () => {
    await fetch(`${fake.url}/__test/messages`, { method: "DELETE" });
  });

  return { m, fake };
}

export type UserInput = {
  email: string;
  name?: string;
  timeZone?: string;
  reminderHour?: number;
  reminderOffsets?: number[];
  locale?: string;
  remindersEnabled?: boolean;
};

export async function createUser(modules: ReminderModules, input: UserInput) {
  return modules.db().user.create({ data: { isVerified: true, timeZone: "UTC", ...input } });
}

/** Before any test's clock: a birthday added then is owed every reminder a test looks at. */
export const LONG_AGO = new Date(0);

/**
 * A birthday on 'YYYY-MM-DD' (year 2000 = unknown year, as the app stores it),
 * added at `createdAt` (LONG_AGO unless given): its reminders are owed from then.
 */
export async function createBirthday(
  modules: ReminderModules,
  userId: number,
  name: string,
  date: string,
  extra: { birthYear?: number; notes?: string; createdAt?: Date } = {},
) {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return modules.db().birthday.create({ data: { userId, name, date, month, day, createdAt: LONG_AGO, ...extra } });
}

export type LogRow = {
  id: number;
  userId: number;
  birthdayId: number;
  occurrence: string;
  offset: number;
  reminderDate: string;
  status: "pending" | "sending" | "sent" | "failed" | "skipped";
  attempts: number;
  digestKey: string | null;
  lastError: string | null;
  providerMessageId: string | null;
  emailSentAt: Date | null;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
};

/** Every reminder_logs row, oldest first. */
export async function reminderLogs(): Promise<LogRow[]> {
  const { rows } = await testSql<LogRow>(
    `SELECT id, user_id AS "userId", birthday_id AS "birthdayId",
            to_char(occurrence_date, 'YYYY-MM-DD') AS occurrence, offset_days AS "offset",
            to_char(reminder_date, 'YYYY-MM-DD') AS "reminderDate", status::text AS status, attempts,
            digest_key AS "digestKey", last_error AS "lastError", provider_message_id AS "providerMessageId",
            email_sent_at AS "emailSentAt", next_attempt_at AS "nextAttemptAt", claimed_until AS "claimedUntil"
     FROM reminder_logs ORDER BY id`,
  );
  return rows;
}

/** check_at of a birthday's reminder_checks row. */
export async function checkAt(birthdayId: number): Promise<Date | null> {
  const { rows } = await testSql<{ checkAt: Date }>(
    `SELECT check_at AS "checkAt" FROM reminder_checks WHERE birthday_id = $1`,
    [birthdayId],
  );
  return rows[0]?.checkAt ?? null;
}

/** An e-mail a recording `deliver` was handed, with the moment of the pass that sent it. */
export type Delivered = { at: number; email: OutgoingEmail; props: ReminderDigestEmailProps };

/** The digest props of an outgoing reminder e-mail. */
export function digestProps(email: OutgoingEmail): ReminderDigestEmailProps {
  if (email.template.name !== "reminder-digest") throw new Error(`Not a reminder digest: ${email.template.name}`);
  return email.template.props;
}

/** A `deliver` that never settles: the pass is stuck (or dead) in the middle of sending. */
export const hang = (): Promise<{ id: string }> => new Promise(() => {});

/** Polls until `condition` holds (a pass running in the background got that far). */
export async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An ISO 8601 time as epoch milliseconds. */
export const at = (iso: string) => {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) throw new Error(`Bad time ${iso}`);
  return time;
};
