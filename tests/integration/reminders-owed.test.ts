// Which reminders are owed at all (lib/reminders/planner.ts, decision 017):
// none whose moment came before the birthday was added or moved to its day,
// before its offset was switched on, or before reminders were turned on.
// Birthdays are added at a moment of the test's clock (their created_at); the
// database stamps settings changes with its own clock, so those tests run
// their passes around the real time.
import { testSql } from "../setup/database";
import {
  DAY,
  HOUR,
  LONG_AGO,
  at,
  createBirthday,
  createUser,
  reminderLogs,
  setUpReminderPass,
} from "../support/reminders";

const { m, fake } = setUpReminderPass();

const pass = (now: number) => m.pass.runReminderPass({ now: new Date(now) });
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' of the birthday `days` after the UTC date of `time`, with the app's year for an unknown one. */
const birthdayIn = (time: number, days: number) => `2000-${isoDay(time + days * DAY).slice(5)}`;
/** What the planner and the sender made of each reminder, as [name, offset, status, date the digest was written for]. */
async function outcomes() {
  const names = new Map((await m.db().birthday.findMany()).map((birthday) => [birthday.id, birthday.name]));
  return (await reminderLogs()).map((log) => [names.get(log.birthdayId), log.offset, log.status, log.reminderDate]);
}
/** users.reminder_offsets_since as offset → ISO instant. */
async function offsetsSince(userId: number) {
  const user = await m.db().user.findUniqueOrThrow({ where: { id: userId } });
  return Object.fromEntries(user.reminderOffsets.map((offset, index) => [offset, user.reminderOffsetsSince[index]!.toISOString()]));
}

describe("a new birthday", () => {
  it("added 3 days ahead gets its 1-day and day-of reminders, and no 'in 3 days'", async () => {
    const user = await createUser(m, { email: "ann@example.com" });
    const added = at("2026-07-07T12:00:00Z");
    await createBirthday(m, user.id, "Rose", "2000-07-10", { createdAt: new Date(added) });

    for (let time = added; time <= at("2026-07-11T00:00:00Z"); time += HOUR) await pass(time);

    expect(await outcomes()).toEqual([
      ["Rose", 1, "sent", "2026-07-09"],
      ["Rose", 0, "sent", "2026-07-10"],
    ]);
    expect(fake.messages.map((message) => /^(TODAY|TOMORROW|IN \d+ DAYS)$/m.exec(message.text ?? "")?.[1])).toEqual([
      "TOMORROW",
      "TODAY",
    ]);
   }, 60_000);

  it("imported by the 50 sends nothing until each one's own moment, and then on time", async () => {
    const user = await createUser(m, { email: "ann@example.com" });
    const imported = at("2026-07-01T12:00:00Z");
    // One statement, as the import writes them: birthdays on each of the next 50 days, the first today.
    await m.db().birthday.createMany({
      data: Array.from({ length: 50 }, (_, index) => {
        const date = birthdayIn(imported, index);
        return {
          userId: user.id,
          name: `Guest ${index}`,
          date,
          month: Number(date.slice(5, 7)),
          day: Number(date.slice(8, 10)),
          createdAt: new Date(imported),
        };
      }),
    });

    expect(await pass(imported)).toMatchObject({ due: 0, sent: 0, skipped: 0, planning: { checked: 50 } });
    for (let time = imported + 3 * HOUR; time <= imported + 51 * DAY; time += 6 * HOUR) await pass(time);

    // Reminders due at 09:00 from 2 July on: the 7-day one for guests 8 and up,
    // the 1-day one for 2 and up, the day's for 1 and up (today's 09:00 had passed).
    const logs = await reminderLogs();
    expect(logs.filter((log) => log.offset === 7)).toHaveLength(42);
    expect(logs.filter((log) => log.offset === 1)).toHaveLength(48);
    expect(logs.filter((log) => log.offset === 0)).toHaveLength(49);
    // Each sent at its moment ("in 7 days", "tomorrow", "today"), none late, none dropped.
    for (const log of logs) {
      expect({ status: log.status, writtenFor: log.reminderDate }).toEqual({
        status: "sent",
        writtenFor: isoDay(at(`${log.occurrence}T00:00:00Z`) - log.offset * DAY),
      });
    }
   }, 120_000);
});

describe("a birthday moved to another day", () => {
  it("is owed reminders from the move on; a corrected birth year keeps what was owed", async () => {
    const user = await createUser(m, { email: "ann@example.com" });
    const birthday = await createBirthday(m, user.id, "Rose", "1990-07-10", { birthYear: 1990 });
    const owedFrom = async () =>
      (await testSql<{ owedFrom: Date }>(`SELECT owed_from AS "owedFrom" FROM reminder_checks WHERE birthday_id = $1`, [birthday.id]))
        .rows[0]!.owedFrom;
    expect(await owedFrom()).toEqual(LONG_AGO);

    await m.db().birthday.update({ where: { id: birthday.id }, data: { date: "1991-07-10", birthYear: 1991 } });
    expect(await owedFrom()).toEqual(LONG_AGO);

    const before = Date.now();
    await m.db().birthday.update({ where: { id: birthday.id }, data: { date: "1991-07-11", day: 11 } });
    expect((await owedFrom()).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("settings switched on", () => {
  // The database stamps these changes at the real time, so the passes run then.
  // Send hour: the current UTC hour, read once per test, so reminders for today are open right now.

  it("turning reminders on owes nothing that came due before", async () => {
    const hour = new Date().getUTCHours();
    const user = await createUser(m, { email: "ann@example.com", remindersEnabled: false, reminderHour: hour });
    const today = Date.now();
    await createBirthday(m, user.id, "Today", birthdayIn(today, 0));
    await createBirthday(m, user.id, "In five days", birthdayIn(today, 5));

    const { setRemindersByUnsubscribeToken } = await import("@/lib/reminders/settings");
    await setRemindersByUnsubscribeToken(user.unsubscribeToken, true);
    const switchedOn = Date.now();
    expect(Object.values(await offsetsSince(user.id)).every((since) => Date.parse(since) >= today - 1000)).toBe(true);

    // Today's reminder (due this hour) and the 7-day one (due 2 days ago) are open, but came due while reminders were off.
    expect(await pass(switchedOn + 1000)).toMatchObject({ due: 0, sent: 0, skipped: 0 });
    // The next moment after the switch is owed.
    const dayBeforeFifth = at(`${isoDay(today + 4 * DAY)}T${String(hour).padStart(2, "0")}:00:00Z`);
    expect(await pass(dayBeforeFifth)).toMatchObject({ due: 1, sent: 1 });
    expect(await outcomes()).toEqual([["In five days", 1, "sent", isoDay(today + 4 * DAY)]]);
  });

  it("switching an offset on owes nothing of that offset that came due before, and keeps the others owed", async () => {
    const hour = new Date().getUTCHours();
    const user = await createUser(m, { email: "ann@example.com", reminderOffsets: [1, 0], reminderHour: hour });
    const today = Date.now();
    await createBirthday(m, user.id, "Today", birthdayIn(today, 0));
    await createBirthday(m, user.id, "In five days", birthdayIn(today, 5));

    const { updateReminderSettings } = await import("@/lib/reminders/settings");
    await updateReminderSettings(user.id, { enabled: true, offsets: [7, 1, 0], sendHour: hour, timeZone: "UTC" });
    const since = await offsetsSince(user.id);
    expect({ 1: since[1], 0: since[0] }).toEqual({ 1: LONG_AGO.toISOString(), 0: LONG_AGO.toISOString() });
    expect(Date.parse(since[7]!)).toBeGreaterThanOrEqual(today - 1000);

    // Today's reminder was owed all along and is still open: it goes out. The 7-day one for the fifth day does not.
    expect(await pass(Date.now() + 1000)).toMatchObject({ due: 1, sent: 1 });
    expect(await outcomes()).toEqual([["Today", 0, "sent", isoDay(today)]]);
  });

  it("changing only the send hour or time zone keeps an open reminder owed", async () => {
    // After downtime: the 7-day reminder (due 3 July 09:00) was never sent; on 5 July the settings change.
    const user = await createUser(m, { email: "ann@example.com" });
    await createBirthday(m, user.id, "Rose", "2000-07-10", { createdAt: new Date(at("2026-07-01T00:00:00Z")) });
    const { updateReminderSettings } = await import("@/lib/reminders/settings");
    await updateReminderSettings(user.id, { enabled: true, offsets: [7, 1, 0], sendHour: 18, timeZone: "Europe/Vilnius" });
    expect(Object.values(await offsetsSince(user.id))).toEqual(Array(3).fill(LONG_AGO.toISOString()));

    expect(await pass(at("2026-07-05T10:00:00Z"))).toMatchObject({ due: 1, sent: 1 });
    expect(await outcomes()).toEqual([["Rose", 7, "sent", "2026-07-05"]]);
  });
});
