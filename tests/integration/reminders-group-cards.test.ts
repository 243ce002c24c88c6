// The reminder digest's week-ahead section offers "Start a group card" for
// each birthday without a card yet (docs/decisions/044), in the user's
// language; a birthday with its card gets nothing extra, nor does any other
// section. Through the real pass and sendEmail to a fake Resend API.
import { APP_URL, at, createBirthday, createUser, setUpReminderPass } from "../support/reminders";

const { m, fake } = setUpReminderPass();
jest.setTimeout(30_000);

const pass = (now: number) => m.pass.runReminderPass({ now: new Date(now) });
const startLink = (birthdayId: number) => `${APP_URL}/create-group-card?birthday=${birthdayId}`;

/** A card of `creatorId` made from a birthday, for `day`. */
function card(creatorId: number, birthdayId: number, day: string, extra: { deliveredAt?: Date } = {}) {
  return m.db().groupCard.create({
    data: {
      creatorId,
      creatorName: "Ann",
      recipientName: "Someone",
      title: "A card",
      slug: `card-${birthdayId}-${day}`,
      recipientBirthday: new Date(`${day}T00:00:00Z`),
      birthdayId,
      ...extra,
    },
  });
}

describe("Start a group card in the digest", () => {
  it("is offered in the 7-day section to each person without a card, and nowhere else", async () => {
    const ann = await createUser(m, { email: "ann@example.com", name: "Ann" });
    const zoe = await createUser(m, { email: "zoe@example.com" });
    const withCard = await createBirthday(m, ann.id, "Aida", "2000-07-17");
    const lastYears = await createBirthday(m, ann.id, "Bruno", "1990-07-17", { birthYear: 1990 });
    const someoneElses = await createBirthday(m, ann.id, "Carla", "2000-07-17");
    const tomorrow = await createBirthday(m, ann.id, "Dora", "2000-07-11");
    await card(ann.id, withCard.id, "2026-07-17");
    await card(ann.id, lastYears.id, "2025-07-17", { deliveredAt: new Date("2025-07-17T09:00:00Z") });
    // A card of another user does not count as Ann's (the API never links one; the rule still reads only hers).
    await card(zoe.id, someoneElses.id, "2026-07-17");

    expect(await pass(at("2026-07-10T09:00:00Z"))).toMatchObject({ due: 4, sent: 4 });
    const [message] = fake.messages;
    expect(fake.messages).toHaveLength(1);
    const text = message!.text!;
    expect(text).toContain("IN 7 DAYS");
    expect(message!.links).toEqual(expect.arrayContaining([startLink(lastYears.id), startLink(someoneElses.id)]));
    expect(message!.links.filter((link) => link.includes("/create-group-card"))).toHaveLength(2);
    expect(message!.links).not.toContain(startLink(withCard.id));
    expect(message!.links).not.toContain(startLink(tomorrow.id));
    expect(text).toContain("Start a group card for Bruno");
    expect(text).toContain("Start a group card for Carla");
    expect(text).not.toContain("Start a group card for Aida");
    expect(text).not.toContain("Start a group card for Dora");
    // The HTML part has the same links, as links.
    expect(message!.html).toContain(`href="${startLink(lastYears.id)}"`);
    expect(message!.html).toContain(`href="${startLink(someoneElses.id)}"`);
    expect(message!.html).not.toContain(`href="${startLink(withCard.id)}"`);
    expect(message!.html).not.toContain(`href="${startLink(tomorrow.id)}"`);
  });

  it("speaks the user's language", async () => {
    for (const [locale, words] of [
      ["lt", "Pradėti bendrą atviruką: Ona"],
      ["ru", "Начать общую открытку: Ona"],
    ] as const) {
      const user = await createUser(m, { email: `${locale}@example.com`, locale });
      const ona = await createBirthday(m, user.id, "Ona", "2000-09-08");
      await pass(at("2026-09-01T09:00:00Z"));
      const message = fake.messages.find(({ to }) => to.includes(`${locale}@example.com`))!;
      expect(message.text).toContain(words);
      expect(message.links).toContain(startLink(ona.id));
    }
  });
});
