// The reminder pass and the user's settings, the digest e-mail it sends (in
// the user's language, with one-click unsubscribe), the cron route and the
// `npm run reminders` command. E-mails go through the real sendEmail to a
// fake Resend API. Delivery under failures: reminders-delivery.test.ts;
// years of passes and downtime: reminders-simulation.test.ts.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { testSql } from "../setup/database";
import { noParams } from "../support/auth";
import {
  APP_URL,
  DAY,
  MINUTE,
  at,
  checkAt,
  createBirthday,
  createUser,
  reminderLogs,
  setUpReminderPass,
  waitFor,
} from "../support/reminders";

const CRON_SECRET = "cron-secret-for-tests-0123456789";
const { m, fake } = setUpReminderPass({ CRON_SECRET });
let cron: typeof import("@/app/api/cron/reminders/route");

beforeAll(async () => {
  // After setUpReminderPass's hook: the same module registry as the pass
  // (loading the reminder modules reset it).
  cron = await import("@/app/api/cron/reminders/route");
});

const pass = (now: number) => m.pass.runReminderPass({ now: new Date(now) });
/** Only the planning half of a pass: the due reminders are queued, nothing is sent yet. */
const queue = (now: number) => m.planDue.planDueReminders(now, { batchSize: 100, deadline: Date.now() + 10_000 });
/** The heading of each digest's first group ("TODAY", "TOMORROW", "IN 7 DAYS"; the text part writes them in capitals). */
const headings = () => fake.messages.map((message) => /^(TODAY|TOMORROW|IN \d+ DAYS)$/m.exec(message.text ?? "")?.[1]);

describe("reminder settings", () => {
  it("sends nothing while reminders are off, and drops a queued reminder when they are turned off", async () => {
    const off = await createUser(m, { email: "off@example.com", remindersEnabled: false });
    await createBirthday(m, off.id, "Iris", "2000-07-10");
    expect(await pass(at("2026-07-10T09:00:00Z"))).toMatchObject({ due: 0, sent: 0, planning: { checked: 1, queued: 0 } });
    expect(await reminderLogs()).toEqual([]);

    const on = await createUser(m, { email: "on@example.com" });
    await createBirthday(m, on.id, "Lily", "2000-07-11");
    await queue(at("2026-07-10T09:00:00Z"));
    expect((await reminderLogs()).map((log) => log.status)).toEqual(["pending"]);
    await m.db().user.update({ where: { id: on.id }, data: { remindersEnabled: false } });
    expect(await pass(at("2026-07-10T09:01:00Z"))).toMatchObject({ due: 1, sent: 0, skipped: 1 });
    expect(await reminderLogs()).toMatchObject([{ status: "skipped", lastError: "no longer due when its turn came" }]);

    // Off all through the birthday: no e-mail at any hour.
    for (let time = at("2026-07-10T10:00:00Z"); time <= at("2026-07-12T00:00:00Z"); time += 60 * MINUTE) {
      expect(await pass(time)).toMatchObject({ due: 0, sent: 0 });
    }
    expect(fake.messages).toHaveLength(0);
  });

  it("sends 30 and 14 days before, and nothing else, for those offsets", async () => {
    const user = await createUser(m, { email: "ann@example.com", reminderOffsets: [30, 14] });
    await createBirthday(m, user.id, "Rose", "2000-08-30");
    const sentOn: string[] = [];
    for (let time = at("2026-07-20T09:05:00Z"); time <= at("2026-09-01T09:05:00Z"); time += DAY) {
      if ((await pass(time)).sent > 0) sentOn.push(new Date(time).toISOString().slice(0, 10));
    }
    expect(sentOn).toEqual(["2026-07-31", "2026-08-16"]);
    expect(headings()).toEqual(["IN 30 DAYS", "IN 14 DAYS"]);
    expect((await reminderLogs()).map((log) => [log.occurrence, log.offset, log.status])).toEqual([
      ["2026-08-30", 30, "sent"],
      ["2026-08-30", 14, "sent"],
    ]);
  });

  it("plans again when the hour or the time zone changes, and sends at the new time", async () => {
    const user = await createUser(m, { email: "ann@example.com" }); // UTC, 09:00, 7, 1 and 0 days before
    const birthday = await createBirthday(m, user.id, "Rose", "2000-07-20");
    await pass(at("2026-07-10T12:00:00Z"));
    expect(await checkAt(birthday.id)).toEqual(new Date("2026-07-13T09:00:00Z"));

    // 18:00 instead of 09:00: a trigger asks the planner to look again.
    await m.db().user.update({ where: { id: user.id }, data: { reminderHour: 18 } });
    expect(await checkAt(birthday.id)).toEqual(new Date(0));
    expect(await pass(at("2026-07-13T09:00:00Z"))).toMatchObject({ due: 0 });
    expect(await checkAt(birthday.id)).toEqual(new Date("2026-07-13T18:00:00Z"));
    expect(await pass(at("2026-07-13T17:59:00Z"))).toMatchObject({ due: 0 });
    expect(await pass(at("2026-07-13T18:00:00Z"))).toMatchObject({ due: 1, sent: 1 });

    // Tokyo, still 18:00 there (09:00 UTC): the 1-day reminder comes 9 hours
    // earlier than in UTC, and the 7-day one is not sent again.
    await m.db().user.update({ where: { id: user.id }, data: { timeZone: "Asia/Tokyo" } });
    expect(await checkAt(birthday.id)).toEqual(new Date(0));
    expect(await pass(at("2026-07-14T00:00:00Z"))).toMatchObject({ due: 0, planning: { checked: 1, queued: 0 } });
    expect(await pass(at("2026-07-19T08:59:00Z"))).toMatchObject({ due: 0 });
    expect(await pass(at("2026-07-19T09:00:00Z"))).toMatchObject({ due: 1, sent: 1 });
    expect(await pass(at("2026-07-19T18:00:00Z"))).toMatchObject({ due: 0 });

    expect(headings()).toEqual(["IN 7 DAYS", "TOMORROW"]);
    expect((await reminderLogs()).map((log) => [log.offset, log.status, log.emailSentAt?.toISOString()])).toEqual([
      [7, "sent", "2026-07-13T18:00:00.000Z"],
      [1, "sent", "2026-07-19T09:00:00.000Z"],
    ]);
  });

  it("does not send a queued reminder of a birthday deleted since", async () => {
    const user = await createUser(m, { email: "ann@example.com" });
    const birthday = await createBirthday(m, user.id, "Rose", "2000-07-10");
    await queue(at("2026-07-10T09:00:00Z"));
    expect(await reminderLogs()).toHaveLength(1);
    await m.db().birthday.delete({ where: { id: birthday.id } });
    expect(await reminderLogs()).toEqual([]);
    expect(await pass(at("2026-07-10T09:01:00Z"))).toMatchObject({ due: 0, sent: 0 });
    expect(fake.messages).toHaveLength(0);
  });

  it("skips a queued reminder of a birthday whose date changed since, and sends the rest", async () => {
    const user = await createUser(m, { email: "ann@example.com" });
    const ann = await createBirthday(m, user.id, "Ann", "2000-07-10");
    const ben = await createBirthday(m, user.id, "Ben", "2000-07-10");
    const cleo = await createBirthday(m, user.id, "Cleo", "2000-07-10");
    await queue(at("2026-07-10T09:00:00Z"));
    expect(await reminderLogs()).toHaveLength(3);
    // Ben's birthday is in December after all; Cleo's is tomorrow. A birthday
    // moved to another day is owed reminders from the move on, like a new
    // one: the database stamps the move with its own clock, so it is set to
    // the test's moment of the move, 09:00:30.
    await m.db().birthday.update({ where: { id: ben.id }, data: { date: "2000-12-01", month: 12, day: 1 } });
    await m.db().birthday.update({ where: { id: cleo.id }, data: { date: "2000-07-11", month: 7, day: 11 } });
    await testSql(`UPDATE reminder_checks SET owed_from = '2026-07-10T09:00:30Z' WHERE birthday_id = ANY($1)`, [[ben.id, cleo.id]]);

    expect(await pass(at("2026-07-10T09:01:00Z"))).toMatchObject({ due: 3, sent: 1, skipped: 2 });
    expect(fake.messages.map((message) => message.subject)).toEqual(["Birthday reminder: Ann"]);
    // Cleo's 1-day reminder came due at 09:00, before her birthday moved to the 11th: not owed. Her day's is.
    expect(await pass(at("2026-07-11T09:00:00Z"))).toMatchObject({ due: 1, sent: 1 });
    expect(fake.messages[1]!.subject).toBe("Birthday reminder: Cleo");
    expect((await reminderLogs()).map((log) => [log.birthdayId, log.occurrence, log.offset, log.status])).toEqual([
      [ann.id, "2026-07-10", 0, "sent"],
      [ben.id, "2026-07-10", 0, "skipped"],
      [cleo.id, "2026-07-10", 0, "skipped"],
      [cleo.id, "2026-07-11", 0, "sent"],
    ]);
  });
});

describe("the cron route", () => {
  const call = (method: "GET" | "POST", authorization?: string) =>
    cron[method](
      new NextRequest("http://localhost:3000/api/cron/reminders", {
        method,
        headers: { host: "localhost:3000", ...(authorization && { authorization }) },
      }),
      noParams,
    );

  it("answers 401 without the secret or with a wrong one, and runs nothing", async () => {
    const user = await createUser(m, { email: "ann@example.com", reminderHour: 0 });
    await createBirthday(m, user.id, "Rose", `2000-${new Date().toISOString().slice(5, 10)}`);
    for (const authorization of [undefined, "Bearer wrong-secret-0123456789", CRON_SECRET, `Basic ${CRON_SECRET}`]) {
      for (const method of ["GET", "POST"] as const) {
        const response = await call(method, authorization);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
      }
    }
    expect(await reminderLogs()).toEqual([]);
  });

  it("runs a pass with the right bearer token and answers its counts", async () => {
    // A birthday today (UTC) with reminders from 00:00: due whenever the test runs.
    const user = await createUser(m, { email: "ann@example.com", reminderHour: 0 });
    await createBirthday(m, user.id, "Rose", `2000-${new Date().toISOString().slice(5, 10)}`);
    const response = await call("GET", `Bearer ${CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ due: 1, sent: 1, skipped: 0, failed: 0, retrying: 0 });
    expect(fake.messages.map((message) => message.subject)).toEqual(["Birthday reminder: Rose"]);

    const again = await call("POST", `Bearer ${CRON_SECRET}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ due: 0, sent: 0, skipped: 0, failed: 0 });
    expect(fake.messages).toHaveLength(1);
  });
});

describe("the in-process scheduler", () => {
  it("runs passes by itself, one at a time, until stopped", async () => {
    const user = await createUser(m, { email: "ann@example.com", reminderHour: 0 });
    await createBirthday(m, user.id, "Rose", `2000-${new Date().toISOString().slice(5, 10)}`);
    // The same module registry as the pass the other tests load.
    const { startScheduler: startReminderScheduler } = await import("@/lib/scheduler/in-process");
    const stop = startReminderScheduler({ firstPassDelayMs: 10, intervalMs: 50 });
    try {
      // Starting again in the same process keeps the one timer.
      expect(startReminderScheduler()).toBe(stop);
      await waitFor(async () => (await reminderLogs())[0]?.status === "sent", "the scheduler's pass");
      // Later ticks find nothing new: still one e-mail.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fake.messages.map((message) => message.subject)).toEqual(["Birthday reminder: Rose"]);
    } finally {
      stop();
    }
  });
});

describe("npm run reminders", () => {
  const run = promisify(execFile);
  const script = path.join(process.cwd(), "scripts/reminders.mjs");
  const env = () => ({
    ...process.env,
    // This worker's database (tests/setup/database.ts put it here).
    DATABASE_URL: process.env.DATABASE_URL,
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: fake.url,
    APP_URL,
  });

  it("runs one pass as of --now and prints its counts as JSON", async () => {
    const user = await createUser(m, { email: "ann@example.com", timeZone: "Europe/Vilnius" });
    await createBirthday(m, user.id, "Rose", "2000-07-17");
    const { stdout } = await run(process.execPath, [script, "--now", "2026-07-10T09:30:00+03:00"], {
      env: env(),
      timeout: 60_000,
    });
    const result = JSON.parse(stdout.slice(stdout.indexOf("{")));
    expect(result).toMatchObject({ now: "2026-07-10T06:30:00.000Z", due: 1, sent: 1, skipped: 0, failed: 0, retrying: 0 });
    expect(fake.messages.map((message) => [message.to, message.subject])).toEqual([
      [["ann@example.com"], "Birthday reminder: Rose"],
    ]);
    expect(await reminderLogs()).toMatchObject([{ status: "sent", reminderDate: "2026-07-10", offset: 7 }]);
  }, 60_000);

  it("exits with 2 for a --now that is not a time", async () => {
    await expect(run(process.execPath, [script, "--now", "garbage"], { env: env(), timeout: 30_000 })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--now must be an ISO 8601 time such as 2026-12-24T09:00:00+02:00, not "garbage"'),
    });
  }, 30_000);
});

describe("the digest e-mail", () => {
  // Last: it uses the one-click unsubscribe route (app/api/reminders/unsubscribe).
  it("names the people, gives ages in the user's language, and unsubscribes in one click", async () => {
    const user = await createUser(m, {
      email: "ieva@example.com",
      name: "Ieva",
      locale: "lt",
      timeZone: "Europe/Vilnius",
    });
    await createBirthday(m, user.id, "Ona", "1990-07-14", { birthYear: 1990 });
    await createBirthday(m, user.id, "Jonas", "2000-07-10");
    // Celebrated on Jonas's day: Lithuanian files Y with I, before J (English would put it after).
    await createBirthday(m, user.id, "Ylona", "1980-07-10", { birthYear: 1980 });
    expect(await pass(at("2026-07-10T09:00:00+03:00"))).toMatchObject({ due: 3, sent: 3 });

    expect(fake.messages).toHaveLength(1);
    const [message] = fake.messages;
    expect(message!.to).toEqual(["ieva@example.com"]);
    expect(message!.subject).toBe("Gimtadienių priminimas: Ylona, Jonas ir Ona");
    const text = message!.text!;
    expect(text).toContain("Sveiki, Ieva!");
    expect(text).toContain("ŠIANDIEN");
    expect(text).toContain("PO 4 DIENŲ");
    expect(text).toContain("šiandien sukanka 46 metai"); // Ylona, born 1980, today
    expect(text).toContain("sukaks 36 metai"); // Ona, born 1990, in 4 days
    expect(text.match(/sukak|sukank/g)).toHaveLength(2); // none for Jonas, whose year is unknown
    expect(message!.html).toContain("sukaks 36 metai");

    const unsubscribeUrl = `${APP_URL}/api/reminders/unsubscribe?token=${user.unsubscribeToken}`;
    expect(message!.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message!.links).toContain(`${APP_URL}/lt/unsubscribe?token=${user.unsubscribeToken}`);

    // What a mail client does with those headers (RFC 8058): a cross-site
    // form POST without cookies.
    const { POST: unsubscribe } = await import("@/app/api/reminders/unsubscribe/route");
    const response = await unsubscribe(
      new NextRequest(/^<(.+)>$/.exec(message!.headers["List-Unsubscribe"]!)![1]!, {
        method: "POST",
        body: message!.headers["List-Unsubscribe-Post"],
        headers: {
          host: "localhost:3000",
          origin: "https://mail.example.net",
          "sec-fetch-site": "cross-site",
          "content-type": "application/x-www-form-urlencoded",
        },
      }),
      noParams,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: false });
    expect((await m.db().user.findUniqueOrThrow({ where: { id: user.id } })).remindersEnabled).toBe(false);

    // Ona's 1-day reminder and her birthday: nothing goes out any more.
    for (const time of ["2026-07-13T09:00:00+03:00", "2026-07-14T09:00:00+03:00"]) {
      expect(await pass(at(time))).toMatchObject({ due: 0, sent: 0 });
    }
    expect(fake.messages).toHaveLength(1);
  });
});
