import { getSessionUser } from "@/lib/auth/session";
import { todayIn } from "@/lib/birthdays/dates";
import { db } from "@/lib/db";
import { createCardStart } from "@/lib/group-cards/create-start";
import { signedInUser } from "../support/auth";

/** A birthday of this user, written straight to the database. */
async function storedBirthday(userId: number, name: string, date: string, email: string | null = null) {
  const [, month, day] = date.split("-").map(Number);
  return db().birthday.create({ data: { userId, name, date, month: month!, day: day!, email } });
}

/** The session as the page reads it (with the list's current version, which the list cache checks). */
async function session(token: string) {
  return (await getSessionUser(token))!;
}

describe("createCardStart (the create-card page's ?birthday= prefill)", () => {
  it("prefills from one of the user's own birthdays, with its next celebration", async () => {
    const { user, token } = await signedInUser("ann@example.com");
    const ben = await storedBirthday(user.id, "Ben", "2000-06-01", "ben@example.com");
    await storedBirthday(user.id, "Cy", "2000-01-02");

    const start = await createCardStart(await session(token), String(ben.id), "en");

    expect(start.user.email).toBe("ann@example.com");
    expect(start.prefill).toMatchObject({ id: ben.id, name: "Ben", email: "ben@example.com", date: "2000-06-01" });
    expect(start.prefill!.next).toMatchObject({ month: 6, day: 1 });
    // The form counts the picker's celebrations, and offers its years, from the user's today.
    expect(start.today).toEqual(todayIn(start.user.timeZone));
    // A repeated parameter: its first value.
    expect((await createCardStart(await session(token), [String(ben.id), "1"], "en")).prefill?.name).toBe("Ben");
  });

  it("ignores another user's birthday, an unknown id and values that are not ids: the form starts empty", async () => {
    const { user: ann, token } = await signedInUser("ann@example.com");
    const { user: zoe } = await signedInUser("zoe@example.com");
    await storedBirthday(ann.id, "Ben", "2000-06-01");
    const zoes = await storedBirthday(zoe.id, "Zoe's friend", "2000-03-03", "friend@example.com");

    expect((await createCardStart(await session(token), String(zoes.id), "en")).prefill).toBeNull();
    for (const value of [undefined, "999999", "", "0", "-12", `${zoes.id}abc`, "1e1", ` ${zoes.id}`, "99999999999"]) {
      expect((await createCardStart(await session(token), value, "en")).prefill).toBeNull();
    }
  });
});
