// The reminder pass over time: three simulated years with users in zones
// with and without summer time (send hours in skipped and repeated hours,
// birthdays on 29 February, around New Year and on clock-change days) miss
// and repeat nothing; and after downtime a reminder still open goes out late
// while one whose moment has passed is dropped, never sent.
import type { OutgoingEmail } from "@/lib/email/send";
import type { CalendarDate } from "@/lib/birthdays/dates";
import {
  DAY,
  HOUR,
  MINUTE,
  at,
  createBirthday,
  createUser,
  digestProps,
  reminderLogs,
  setUpReminderPass,
  type Delivered,
  type ReminderModules,
} from "../support/reminders";
import { seededRandom } from "../support/seeded-random";
import { localDate, offsetAt, wallClock } from "../support/zone-oracle";

const { m, fake } = setUpReminderPass();

// ---------------------------------------------------------------------------
// Calendar helpers of the test's own, not the app's (time zones: the oracle
// of tests/support/zone-oracle.ts, on Intl only).

const pad = (value: number) => String(value).padStart(2, "0");
const iso = (date: CalendarDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const fromUtcDay = (time: number): CalendarDate => {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const plusDays = (date: CalendarDate, days: number) => fromUtcDay(Date.UTC(date.year, date.month - 1, date.day + days));
const daysFromTo = (a: CalendarDate, b: CalendarDate) =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);

/** Local dates on which the zone's clocks change between two instants. */
function clockChangeDays(timeZone: string, from: number, to: number): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let time = from; time < to; time += DAY) {
    if (offsetAt(time, timeZone) === offsetAt(time + DAY, timeZone)) continue;
    let hour = time;
    while (offsetAt(hour + HOUR, timeZone) === offsetAt(time, timeZone)) hour += HOUR;
    days.push(localDate(hour + HOUR, timeZone));
  }
  return days;
}

/** The day a birthday is celebrated in a year: 29 February falls on 28 February in common years. */
const celebration = (year: number, month: number, day: number): CalendarDate =>
  month === 2 && day === 29 && !isLeap(year) ? { year, month, day: 28 } : { year, month, day };

// ---------------------------------------------------------------------------

describe("three simulated years", () => {
  const START = at("2026-06-01T00:00:00Z");
  const END = at("2029-06-01T00:00:00Z");

  // Send hours that summer time skips (Vilnius 03:00 in March, New York 02:00
  // in March, Sydney 02:00 in October, Santiago 00:00 in September, London
  // 01:00 in March) or repeats (Vilnius 03:00 and London 01:00 in October,
  // New York 01:00 in November, Sydney 02:00 in April, Santiago 23:00 in April).
  const users = [
    { email: "vilnius3@example.com", timeZone: "Europe/Vilnius", reminderHour: 3, reminderOffsets: [7, 1, 0] },
    { email: "newyork2@example.com", timeZone: "America/New_York", reminderHour: 2, reminderOffsets: [14, 1, 0] },
    { email: "newyork1@example.com", timeZone: "America/New_York", reminderHour: 1, reminderOffsets: [0] },
    { email: "sydney2@example.com", timeZone: "Australia/Sydney", reminderHour: 2, reminderOffsets: [7, 1, 0] },
    { email: "santiago0@example.com", timeZone: "America/Santiago", reminderHour: 0, reminderOffsets: [7, 1, 0] },
    { email: "santiago23@example.com", timeZone: "America/Santiago", reminderHour: 23, reminderOffsets: [7, 0] },
    { email: "london1@example.com", timeZone: "Europe/London", reminderHour: 1, reminderOffsets: [1, 0] },
    { email: "tokyo9@example.com", timeZone: "Asia/Tokyo", reminderHour: 9, reminderOffsets: [30, 7, 1, 0] },
  ];

  it("sends every reminder exactly once, in its window, and nothing else", async () => {
    const rand = seededRandom(20260601);
    type Expected = { key: string; userEmail: string; sendAt: number; expiresAt: number; occurrence: string; offset: number };
    const expected = new Map<string, Expected>();
    /** (user e-mail, birthday name) → birthday id */
    const birthdayIds = new Map<string, number>();
    /** birthday id → its expected reminders */
    const byBirthday = new Map<number, Expected[]>();
    const coverage = { skippedHour: 0, repeatedHour: 0 };
    const plannedReminders: { birthdayId: number; userEmail: string; reminders: ReturnType<ReminderModules["planner"]["remindersForOccurrence"]> }[] = [];

    for (const input of users) {
      const user = await createUser(m, input);
      // 29 February, New Year's Day and Eve, and for each clock change of the
      // zone in these years a birthday that has a reminder (or its end) on
      // that day: two of the day itself, one `offset` days later, or the day
      // before (taken in turn); plus a random date.
      const dates = new Set(["02-29", "01-01", "12-31"]);
      const onChangeDay = [0, ...input.reminderOffsets.filter((offset) => offset > 0), -1];
      clockChangeDays(input.timeZone, START, END).forEach((change, index) => {
        for (const turn of [index, index + 1]) {
          const date = plusDays(change, onChangeDay[turn % onChangeDay.length]!);
          dates.add(`${pad(date.month)}-${pad(date.day)}`);
        }
      });
      const randomDate = fromUtcDay(Date.UTC(2000, 0, 1 + Math.floor(rand() * 366)));
      dates.add(`${pad(randomDate.month)}-${pad(randomDate.day)}`);
      for (const monthDay of [...dates].sort()) {
        const name = `${input.timeZone.split("/")[1]} ${monthDay}`;
        const birthYear = monthDay === "02-29" ? 1996 : rand() < 0.5 ? 1980 + Math.floor(rand() * 30) : undefined;
        const birthday = await createBirthday(m, user.id, name, `${birthYear ?? 2000}-${monthDay}`, { birthYear });
        birthdayIds.set(`${input.email}|${name}`, birthday.id);
        const [month, day] = monthDay.split("-").map(Number);
        // The celebrations that can have reminders in the simulated years, and their offsets.
        for (let year = 2026; year <= 2030; year++) {
          const reminders = m.planner.remindersForOccurrence(celebration(year, month!, day!), {
            timeZone: input.timeZone,
            sendHour: input.reminderHour,
            offsets: input.reminderOffsets,
          });
          expect(reminders.map((reminder) => reminder.offset)).toEqual([...input.reminderOffsets].sort((a, b) => b - a));
          reminders.forEach((reminder, index) => {
            // Due at the first instant the clock reads the send hour on `offset`
            // days before, or later (when summer time skips that hour).
            const dueDate = plusDays(reminder.occurrence, -reminder.offset);
            expect(iso(reminder.dueDate)).toBe(iso(dueDate));
            const reading = Date.UTC(dueDate.year, dueDate.month - 1, dueDate.day, input.reminderHour);
            expect(wallClock(reminder.sendAt, input.timeZone)).toBeGreaterThanOrEqual(reading);
            expect(wallClock(reminder.sendAt - 1_000, input.timeZone)).toBeLessThan(reading);
            if (wallClock(reminder.sendAt, input.timeZone) > reading) coverage.skippedHour++;
            if (wallClock(reminder.sendAt + HOUR, input.timeZone) === reading) coverage.repeatedHour++;
            // Open until the next one is due; the last one until the birthday is over.
            const next = reminders[index + 1];
            if (next) expect(reminder.expiresAt).toBe(next.sendAt);
            else {
              const after = plusDays(reminder.occurrence, 1);
              const midnight = Date.UTC(after.year, after.month - 1, after.day);
              expect(wallClock(reminder.expiresAt, input.timeZone)).toBeGreaterThanOrEqual(midnight);
              expect(wallClock(reminder.expiresAt - 1_000, input.timeZone)).toBeLessThan(midnight);
            }
          });
          plannedReminders.push({ birthdayId: birthday.id, userEmail: input.email, reminders });
        }
      }
    }

    // Passes: at every distinct moment a reminder comes due, 0–50 minutes
    // late (sometimes on the dot), sometimes also a second before it; and at
    // random moments in between.
    const dueMoments = new Set(
      plannedReminders.flatMap(({ reminders }) => reminders.map((reminder) => reminder.sendAt)).filter((time) => time >= START && time < END),
    );
    const passTimes = new Set<number>([START]);
    for (const due of [...dueMoments].sort((a, b) => a - b)) {
      const roll = rand();
      passTimes.add(due + (roll < 0.15 ? 0 : Math.floor(rand() * 50 * MINUTE)));
      if (roll > 0.9) passTimes.add(due - 1_000);
    }
    for (let index = 0; index < 300; index++) passTimes.add(START + Math.floor(rand() * (END - START)));
    const passes = [...passTimes].sort((a, b) => a - b);
    const lastPass = passes.at(-1)!;

    // Expected: every reminder whose window overlaps the passes, that is
    // due by the last pass and still open at the first.
    for (const { birthdayId, userEmail, reminders } of plannedReminders) {
      for (const reminder of reminders) {
        if (!(reminder.sendAt < reminder.expiresAt && reminder.sendAt <= lastPass && reminder.expiresAt > START)) continue;
        const occurrence = iso(reminder.occurrence);
        const key = `${birthdayId}|${occurrence}|${reminder.offset}`;
        const entry = { key, userEmail, sendAt: reminder.sendAt, expiresAt: reminder.expiresAt, occurrence, offset: reminder.offset };
        expected.set(key, entry);
        byBirthday.set(birthdayId, [...(byBirthday.get(birthdayId) ?? []), entry]);
      }
    }
    // Sanity of the simulation itself: every window has a pass in it.
    for (const reminder of expected.values()) {
      expect(passes.some((time) => time >= reminder.sendAt && time < reminder.expiresAt)).toBe(true);
    }

    const delivered: Delivered[] = [];
    let passTime = START;
    const deliver = async (email: OutgoingEmail) => {
      delivered.push({ at: passTime, email, props: digestProps(email) });
      return { id: `simulated-${delivered.length}` };
    };
    const totals = { due: 0, sent: 0, skipped: 0, failed: 0, retrying: 0 };
    const started = performance.now();
    for (const time of passes) {
      passTime = time;
      const result = await m.pass.runReminderPass({ now: new Date(time), deliver });
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += result[key];
    }
    const elapsed = performance.now() - started;
    console.info(
      `Simulated ${passes.length} passes over 3 years (${users.length} users, ${birthdayIds.size} birthdays, ` +
        `${expected.size} reminders, ${delivered.length} e-mails; ${coverage.skippedHour} due in a skipped hour, ` +
        `${coverage.repeatedHour} in a repeated one) in ${Math.round(elapsed)} ms`,
    );

    // Every e-mail: each birthday in it is an expected reminder, open at the pass that sent it.
    const zones = new Map(users.map((user) => [user.email, user.timeZone]));
    const seen = new Map<string, number>();
    const unexpected: string[] = [];
    const keys = new Set<string>();
    for (const { at: sentAt, email, props } of delivered) {
      const timeZone = zones.get(email.to)!;
      const today = localDate(sentAt, timeZone);
      expect(keys.has(email.idempotencyKey)).toBe(false);
      keys.add(email.idempotencyKey);
      expect(props.date).toBe(iso(today));
      for (const entry of props.birthdays) {
        const birthdayId = birthdayIds.get(`${email.to}|${entry.name}`);
        const match = (byBirthday.get(birthdayId ?? -1) ?? []).find(
          (reminder) => reminder.occurrence === entry.celebrationDate && reminder.sendAt <= sentAt && sentAt < reminder.expiresAt,
        );
        const where = `${entry.name} (${entry.celebrationDate}) to ${email.to} at ${new Date(sentAt).toISOString()}`;
        if (!match) {
          unexpected.push(where);
          continue;
        }
        seen.set(match.key, (seen.get(match.key) ?? 0) + 1);
        if (entry.daysUntil !== daysFromTo(today, isoParts(entry.celebrationDate))) {
          unexpected.push(`${where}: daysUntil ${entry.daysUntil}`);
        }
      }
    }
    const missed = [...expected.values()]
      .filter((reminder) => !seen.has(reminder.key))
      .map((reminder) => `${reminder.key} due ${new Date(reminder.sendAt).toISOString()} to ${reminder.userEmail}`);
    const repeated = [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} × ${count}`);
    expect(unexpected).toEqual([]);
    expect(missed).toEqual([]);
    expect(repeated).toEqual([]);
    expect(totals).toEqual({ due: expected.size, sent: expected.size, skipped: 0, failed: 0, retrying: 0 });

    // The log agrees: each expected reminder sent once, at a pass in its window; nothing else.
    const logs = await reminderLogs();
    const logged = logs.map((log) => `${log.birthdayId}|${log.occurrence}|${log.offset}`);
    expect(logged.sort()).toEqual([...expected.keys()].sort());
    for (const log of logs) {
      const reminder = expected.get(`${log.birthdayId}|${log.occurrence}|${log.offset}`)!;
      expect(log.status).toBe("sent");
      expect(log.attempts).toBe(1);
      const sentAt = log.emailSentAt!.getTime();
      expect(passTimes.has(sentAt)).toBe(true);
      expect(sentAt >= reminder.sendAt && sentAt < reminder.expiresAt).toBe(true);
    }

    // What the simulation covered.
    expect(coverage.skippedHour).toBeGreaterThanOrEqual(5);
    expect(coverage.repeatedHour).toBeGreaterThanOrEqual(5);
    const occurrences = new Set([...expected.values()].map((reminder) => reminder.occurrence));
    expect(occurrences).toContain("2028-02-29");
    expect(occurrences).toContain("2027-02-28");
    expect(occurrences).toContain("2029-01-01");
    expect(occurrences).toContain("2028-12-31");
  }, 120_000);
});

function isoParts(date: string): CalendarDate {
  const [year, month, day] = date.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

describe("after downtime", () => {
  /** Runs a pass every hour from `from` up to `to` (exclusive), except while the service is down. */
  async function hourlyPasses(from: string, to: string, down: [string, string][] = []) {
    const results = [];
    for (let time = at(from); time < at(to); time += HOUR) {
      if (down.some(([start, end]) => time >= at(start) && time < at(end))) continue;
      results.push({ time, result: await m.pass.runReminderPass({ now: new Date(time) }) });
    }
    return results;
  }

  /** A Vilnius user (09:00, 7, 1 and 0 days before) with one birthday. */
  async function vilniusUser(name: string, date: string) {
    const user = await createUser(m, { email: "ieva@example.com", name: "Ieva", timeZone: "Europe/Vilnius" });
    return createBirthday(m, user.id, name, date);
  }

  /** The fake's messages as [subject, heading of the birthday's group], e.g. ["Birthday reminder: Vida", "IN 4 DAYS"]. */
  const received = () =>
    fake.messages.map((message) => {
      // The plain-text part writes headings in capitals.
      const heading = /^(TODAY|TOMORROW|IN \d+ DAYS?)$/m.exec(message.text ?? "")?.[1];
      return [message.subject, heading];
    });

  it("sends the 7-day reminder late after three days down, with the right countdown", async () => {
    const birthday = await vilniusUser("Vida", "2000-08-20");
    // Down from 13 August 00:00 UTC to 16 August 00:00 UTC (03:00 in Vilnius):
    // the 7-day reminder was due on 13 August at 09:00 and is still open.
    const passes = await hourlyPasses("2026-08-10T00:00:00Z", "2026-08-21T00:00:00Z", [
      ["2026-08-13T00:00:00Z", "2026-08-16T00:00:00Z"],
    ]);
    const sending = passes.filter(({ result }) => result.sent > 0);
    expect(sending.map(({ time }) => new Date(time).toISOString())).toEqual([
      "2026-08-16T00:00:00.000Z",
      "2026-08-19T06:00:00.000Z",
      "2026-08-20T06:00:00.000Z",
    ]);
    expect(received()).toEqual([
      ["Birthday reminder: Vida", "IN 4 DAYS"],
      ["Birthday reminder: Vida", "TOMORROW"],
      ["Birthday reminder: Vida", "TODAY"],
    ]);
    const logs = await reminderLogs();
    expect(logs.map((log) => [log.birthdayId, log.offset, log.status, log.reminderDate])).toEqual([
      [birthday.id, 7, "sent", "2026-08-16"],
      [birthday.id, 1, "sent", "2026-08-19"],
      [birthday.id, 0, "sent", "2026-08-20"],
    ]);
  });

  it("drops the 1-day reminder missed until the birthday began, and sends the day's one", async () => {
    const birthday = await vilniusUser("Jonas", "2000-09-10");
    // Down for a day from 9 September 05:00 UTC (08:00 in Vilnius), an hour
    // before the 1-day reminder, until 10 September 07:00 UTC (10:00): its
    // window closed when the birthday's reminder came due at 09:00.
    const passes = await hourlyPasses("2026-09-01T00:00:00Z", "2026-09-12T00:00:00Z", [
      ["2026-09-09T05:00:00Z", "2026-09-10T07:00:00Z"],
    ]);
    const resumed = passes.find(({ time }) => time === at("2026-09-10T07:00:00Z"))!.result;
    expect(resumed).toMatchObject({ due: 2, sent: 1, skipped: 1, planning: { queued: 1, dropped: 1 } });
    expect(received()).toEqual([
      ["Birthday reminder: Jonas", "IN 7 DAYS"],
      ["Birthday reminder: Jonas", "TODAY"],
    ]);
    const logs = (await reminderLogs()).sort((a, b) => b.offset - a.offset);
    expect(logs.map((log) => [log.birthdayId, log.offset, log.status, log.emailSentAt?.toISOString() ?? null])).toEqual([
      [birthday.id, 7, "sent", "2026-09-03T06:00:00.000Z"],
      [birthday.id, 1, "skipped", null],
      [birthday.id, 0, "sent", "2026-09-10T07:00:00.000Z"],
    ]);
    expect(logs[1]!.lastError).toMatch(/missed/);
  });

  it("sends nothing for a birthday that ended while down, and drops every reminder missed in three days", async () => {
    const user = await createUser(m, { email: "ieva@example.com", name: "Ieva", timeZone: "Europe/Vilnius" });
    const ona = await createBirthday(m, user.id, "Ona", "2000-10-05");
    const rita = await createBirthday(m, user.id, "Rita", "2000-10-14");
    // Down from 4 October 20:00 UTC (23:00 in Vilnius) to 5 October 21:00 UTC,
    // the end of Ona's birthday; and from 12 October 00:00 UTC to 15 October
    // 00:00 UTC, over Rita's 1-day reminder and her whole birthday.
    const passes = await hourlyPasses("2026-09-25T00:00:00Z", "2026-10-17T00:00:00Z", [
      ["2026-10-04T20:00:00Z", "2026-10-05T21:00:00Z"],
      ["2026-10-12T00:00:00Z", "2026-10-15T00:00:00Z"],
    ]);
    expect(passes.find(({ time }) => time === at("2026-10-05T21:00:00Z"))!.result).toMatchObject({
      due: 1,
      sent: 0,
      skipped: 1,
    });
    expect(passes.find(({ time }) => time === at("2026-10-15T00:00:00Z"))!.result).toMatchObject({
      due: 2,
      sent: 0,
      skipped: 2,
    });
    expect(received()).toEqual([
      ["Birthday reminder: Ona", "IN 7 DAYS"],
      ["Birthday reminder: Ona", "TOMORROW"],
      ["Birthday reminder: Rita", "IN 7 DAYS"],
    ]);
    const logs = await reminderLogs();
    expect(logs.map((log) => [log.birthdayId, log.offset, log.status]).sort()).toEqual(
      [
        [ona.id, 7, "sent"],
        [ona.id, 1, "sent"],
        [ona.id, 0, "skipped"],
        [rita.id, 7, "sent"],
        [rita.id, 1, "skipped"],
        [rita.id, 0, "skipped"],
      ].sort(),
    );
    expect(logs.filter((log) => log.status === "skipped").every((log) => log.emailSentAt === null)).toBe(true);
  });
});
