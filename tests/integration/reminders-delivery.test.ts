// The reminder pass delivers each reminder once, whatever happens around it:
// passes that overlap, a pass that dies between claiming and sending (before
// or after the provider accepted the e-mail), and provider errors (retried
// with backoff, given up on, or a repeated key with another body). E-mails go
// through the real sendEmail to a fake Resend API, which honours idempotency
// keys as Resend does.
import type { OutgoingEmail } from "@/lib/email/send";
import {
  MINUTE,
  at,
  createBirthday,
  createUser,
  hang,
  reminderLogs,
  setUpReminderPass,
  waitFor,
  type ReminderModules,
} from "../support/reminders";

const { m, fake } = setUpReminderPass();

const pass = (now: number, options: Parameters<ReminderModules["pass"]["runReminderPass"]>[0] = {}) =>
  m.pass.runReminderPass({ now: new Date(now), ...options });

/** Messages the fake accepted that mention this text (in the plain-text part). */
const mentioning = (text: string) => fake.messages.filter((message) => message.text?.includes(text));

describe("overlapping passes", () => {
  const people = ["Ada", "Ben", "Cleo", "Dov", "Eli"];
  // Due on 10 July 2026 at 09:00 UTC: the 7-day, 1-day and on-the-day
  // reminders, and a 7-day one still open (sent late, 2 days before).
  const birthdays = [
    ["Rose", "2000-07-17"],
    ["Lily", "2000-07-11"],
    ["Iris", "2000-07-10"],
    ["Fern", "2000-07-12"],
  ] as const;

  async function seed() {
    for (const person of people) {
      const user = await createUser(m, { email: `${person.toLowerCase()}@example.com`, name: person });
      for (const [flower, date] of birthdays) await createBirthday(m, user.id, `${person} ${flower}`, date);
    }
  }

  it("four passes at the same moment send one digest per user, each reminder once", async () => {
    await seed();
    const handedOver: string[] = [];
    const deliver = (email: OutgoingEmail) => {
      handedOver.push(email.to);
      return m.send.sendEmail(email);
    };

    for (const [now, expected] of [
      [at("2026-07-10T09:00:00Z"), ["Rose", "Lily", "Iris", "Fern"]],
      // The next day: Lily's day and Fern's 1-day reminder.
      [at("2026-07-11T09:00:00Z"), ["Lily", "Fern"]],
    ] as const) {
      handedOver.length = 0;
      await fetch(`${fake.url}/__test/messages`, { method: "DELETE" });
      const results = await Promise.all([1, 2, 3, 4].map(() => pass(now, { deliver })));

      const total = (key: "due" | "sent" | "skipped" | "failed" | "retrying") =>
        results.reduce((sum, result) => sum + result[key], 0);
      expect(total("sent")).toBe(people.length * expected.length);
      expect(total("due")).toBe(people.length * expected.length);
      expect([total("skipped"), total("failed"), total("retrying")]).toEqual([0, 0, 0]);
      expect(results.reduce((sum, result) => sum + result.planning.queued, 0)).toBe(people.length * expected.length);

      // Not just deduplicated by the provider: each digest was handed over once.
      expect(handedOver.sort()).toEqual(people.map((person) => `${person.toLowerCase()}@example.com`));
      expect(fake.messages).toHaveLength(people.length);
      for (const person of people) {
        const [message, ...others] = fake.messages.filter((each) => each.to[0] === `${person.toLowerCase()}@example.com`);
        expect(others).toHaveLength(0);
        // The subject names up to three people, then "and N more".
        if (expected.length <= 3) for (const flower of expected) expect(message!.subject).toContain(`${person} ${flower}`);
        else expect(message!.subject).toMatch(new RegExp(`^Birthday reminders: ${person} \\w+, ${person} \\w+, and 2 more$`));
      }
      for (const person of people) {
        for (const [flower] of birthdays) {
          expect(mentioning(`${person} ${flower}`)).toHaveLength((expected as readonly string[]).includes(flower) ? 1 : 0);
        }
      }
    }

    const logs = await reminderLogs();
    expect(logs).toHaveLength(people.length * 6);
    expect(logs.every((log) => log.status === "sent" && log.attempts === 1 && log.emailSentAt !== null)).toBe(true);
    // One digest key per user and day.
    expect(new Set(logs.map((log) => log.digestKey)).size).toBe(people.length * 2);
  });

  it("eight passes planning in small batches still send each reminder exactly once", async () => {
    await seed();
    const now = at("2026-07-10T09:00:00Z");
    let handedOver = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        pass(now, {
          batchSize: 2,
          deliver: (email) => {
            handedOver++;
            return m.send.sendEmail(email);
          },
        }),
      ),
    );
    const reminders = people.length * birthdays.length;
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(reminders);
    expect(results.reduce((sum, result) => sum + result.planning.checked, 0)).toBe(reminders);
    // A user's reminders may be split over two digests when batches interleave,
    // but every e-mail handed over was accepted as a new message, and every
    // birthday is in exactly one of them.
    expect(fake.messages).toHaveLength(handedOver);
    for (const person of people) {
      for (const [flower] of birthdays) expect(mentioning(`${person} ${flower}`)).toHaveLength(1);
    }
    const logs = await reminderLogs();
    expect(logs).toHaveLength(reminders);
    expect(logs.every((log) => log.status === "sent" && log.attempts === 1)).toBe(true);
  });
});

describe("a pass that dies between claiming and sending", () => {
  const now = at("2026-07-10T09:00:00Z");

  async function seedOne() {
    const user = await createUser(m, { email: "ann@example.com", name: "Ann" });
    await createBirthday(m, user.id, "Iris", "1990-07-10", { birthYear: 1990 });
  }

  it.each([
    ["before the provider got the e-mail", false],
    ["after the provider accepted it", true],
  ])("is completed by a pass after the lease, without a duplicate: crashed %s", async (_, providerAccepted) => {
    await seedOne();
    let reachedDeliver = false;
    // Abandoned: this pass never finishes, as if its process was killed.
    void pass(now, {
      deliver: async (email) => {
        if (providerAccepted) await m.send.sendEmail(email);
        reachedDeliver = true;
        return hang();
      },
    });
    await waitFor(() => reachedDeliver, "the first pass to hand over its digest");

    const [claimed] = await reminderLogs();
    expect(claimed).toMatchObject({ status: "sending", attempts: 1 });
    expect(claimed!.claimedUntil).toEqual(new Date(now + 5 * MINUTE));
    expect(claimed!.digestKey).toBeTruthy();
    expect(fake.messages).toHaveLength(providerAccepted ? 1 : 0);

    // While the lease lasts, other passes leave the claim alone.
    for (const early of [now, now + 2 * MINUTE, now + 5 * MINUTE - 1_000]) {
      expect(await pass(early)).toMatchObject({ due: 0, sent: 0 });
    }
    expect(fake.messages).toHaveLength(providerAccepted ? 1 : 0);
    expect((await reminderLogs())[0]).toMatchObject({ status: "sending", attempts: 1 });

    const later = await pass(now + 6 * MINUTE);
    expect(later).toMatchObject({ due: 1, sent: 1, skipped: 0, failed: 0, retrying: 0 });
    expect(fake.messages).toHaveLength(1);
    const [message] = fake.messages;
    expect(message!.idempotencyKey).toBe(claimed!.digestKey);
    expect(message!.subject).toContain("Iris");

    const [log] = await reminderLogs();
    expect(log).toMatchObject({
      status: "sent",
      attempts: 2,
      digestKey: claimed!.digestKey,
      providerMessageId: message!.id,
      claimedUntil: null,
    });
    expect(log!.emailSentAt).toEqual(new Date(now + 6 * MINUTE));

    // And nothing more afterwards.
    expect(await pass(now + 20 * MINUTE)).toMatchObject({ due: 0, sent: 0 });
    expect(fake.messages).toHaveLength(1);
  });

  // The slow pass's late answer must not overwrite what the pass that took over recorded.
  it("a pass whose lease ran out does not overwrite the outcome of the pass that took over", async () => {
    await seedOne();
    let failSlowPass: (error: unknown) => void = () => {};
    const slow = pass(now, {
      deliver: () =>
        new Promise((_, reject) => {
          failSlowPass = reject;
        }),
    });
    await waitFor(async () => (await reminderLogs())[0]?.status === "sending", "the slow pass to claim");

    expect(await pass(now + 6 * MINUTE)).toMatchObject({ due: 1, sent: 1 });
    expect(fake.messages).toHaveLength(1);
    expect((await reminderLogs())[0]).toMatchObject({ status: "sent", attempts: 2 });

    // The first pass hears back from the provider only now, with a refusal.
    failSlowPass(
      new m.send.EmailDeliveryError("Resend did not send the e-mail: refused", {
        provider: "resend",
        statusCode: 422,
        code: "validation_error",
      }),
    );
    await slow;
    expect((await reminderLogs())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("provider errors", () => {
  const now = at("2026-07-10T09:00:00Z");

  async function seedOne(name = "Iris") {
    const user = await createUser(m, { email: "ann@example.com", name: "Ann" });
    return createBirthday(m, user.id, name, "2000-07-10");
  }

  it("retries a 500 after a minute and sends once", async () => {
    await seedOne();
    fake.failNext(500);
    expect(await pass(now)).toMatchObject({ due: 1, sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await reminderLogs();
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Resend did not send the e-mail: Fake Resend failure (500).",
    });
    expect(waiting!.nextAttemptAt).toEqual(new Date(now + MINUTE));
    expect(fake.messages).toHaveLength(0);

    // Not before the backoff.
    expect(await pass(now + 30_000)).toMatchObject({ due: 0, sent: 0 });
    expect(await pass(now + MINUTE)).toMatchObject({ due: 1, sent: 1 });
    expect(await pass(now + 2 * MINUTE)).toMatchObject({ due: 0, sent: 0 });
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]!.idempotencyKey).toBe(waiting!.digestKey);
    expect((await reminderLogs())[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("backs off 1, 5, 15 and 60 minutes and marks the reminder failed after 5 attempts", async () => {
    await seedOne();
    let time = now;
    const delays = [1, 5, 15, 60].map((minutes) => minutes * MINUTE);
    for (let attempt = 1; attempt <= 5; attempt++) {
      fake.failNext(500);
      const result = await pass(time);
      const [log] = await reminderLogs();
      expect(log!.attempts).toBe(attempt);
      expect(log!.lastError).toBe("Resend did not send the e-mail: Fake Resend failure (500).");
      if (attempt < 5) {
        expect(result).toMatchObject({ due: 1, retrying: 1, failed: 0, sent: 0 });
        expect(log!.status).toBe("pending");
        expect(log!.nextAttemptAt).toEqual(new Date(time + delays[attempt - 1]!));
        // A pass just before the next attempt leaves it alone.
        expect(await pass(time + delays[attempt - 1]! - 1_000)).toMatchObject({ due: 0 });
        time += delays[attempt - 1]!;
      } else {
        expect(result).toMatchObject({ due: 1, retrying: 0, failed: 1, sent: 0 });
        expect(log!.status).toBe("failed");
      }
    }
    // Given up on: later passes leave it (the birthday is still going on).
    expect(await pass(time + 2 * 60 * MINUTE)).toMatchObject({ due: 0, sent: 0 });
    expect(fake.messages).toHaveLength(0);
  });

  it("marks a 422 failed at once, without retrying", async () => {
    await seedOne();
    fake.failNext(422);
    expect(await pass(now)).toMatchObject({ due: 1, sent: 0, retrying: 0, failed: 1 });
    const [log] = await reminderLogs();
    expect(log).toMatchObject({ status: "failed", attempts: 1, lastError: "Resend did not send the e-mail: Fake Resend failure (422)." });
    expect(await pass(now + 2 * 60 * MINUTE)).toMatchObject({ due: 0 });
    expect(fake.messages).toHaveLength(0);
  });

  it("counts a 409 for the same key with another body as sent, and does not deliver twice", async () => {
    const birthday = await seedOne();
    // The provider accepted the first attempt, but the answer was lost.
    const result = await pass(now, {
      deliver: async (email) => {
        await m.send.sendEmail(email);
        throw new Error("socket hang up");
      },
    });
    expect(result).toMatchObject({ due: 1, retrying: 1, sent: 0 });
    expect(fake.messages).toHaveLength(1);
    const [first] = await reminderLogs();
    expect(first).toMatchObject({ status: "pending", attempts: 1, lastError: "socket hang up" });

    // The retry is a different e-mail with the same key: renamed in between.
    await m.db().birthday.update({ where: { id: birthday.id }, data: { name: "Iris Renamed" } });
    expect(await pass(now + MINUTE)).toMatchObject({ due: 1, sent: 1, retrying: 0, failed: 0 });
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]!.subject).toContain("Iris");
    expect(mentioning("Iris Renamed")).toHaveLength(0);
    const [log] = await reminderLogs();
    expect(log).toMatchObject({ status: "sent", attempts: 2, digestKey: first!.digestKey, providerMessageId: null });
    expect(log!.lastError).toContain("Same idempotency key used with a different request payload");

    expect(await pass(now + 10 * MINUTE)).toMatchObject({ due: 0 });
    expect(fake.messages).toHaveLength(1);
  });
});

describe("a birthday that cannot be planned", () => {
  it("does not hold up anyone else's reminders, and is tried again an hour later", async () => {
    const now = at("2026-07-10T09:00:00Z");
    const broken = await createUser(m, { email: "mars@example.com" });
    // Only a write around the API can store a zone the runtime does not know.
    await m.db().$executeRaw`UPDATE users SET time_zone = 'Mars/Olympus' WHERE id = ${broken.id}`;
    const brokenBirthday = await createBirthday(m, broken.id, "Marvin", "1990-07-10");
    const fine = await createUser(m, { email: "ann@example.com", name: "Ann" });
    await createBirthday(m, fine.id, "Iris", "1990-07-10", { birthYear: 1990 });

    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await pass(now)).toMatchObject({ sent: 1, planning: { checked: 2, queued: 1 } });
    } finally {
      error.mockRestore();
    }
    expect(fake.messages.map((message) => message.to)).toEqual([["ann@example.com"]]);
    const [check] = await m.db().$queryRaw<{ checkAt: Date }[]>`
      SELECT check_at AS "checkAt" FROM reminder_checks WHERE birthday_id = ${brokenBirthday.id}`;
    expect(check!.checkAt.toISOString()).toBe("2026-07-10T10:00:00.000Z");
  });
});
