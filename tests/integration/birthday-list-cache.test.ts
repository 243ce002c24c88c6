import { createBirthday, listBirthdays, updateBirthday } from "@/lib/birthdays/birthdays";
import { db } from "@/lib/db";
import { testSql } from "../setup/database";

// The list is cached per app instance; every way of changing birthdays must
// show in the next read, including writes this instance never saw.

const birthday = (name: string, date = "2000-05-01") => ({ name, date, birthYear: null, email: null, notes: null });
const names = async (userId: number) => (await listBirthdays(userId)).map((each) => each.name);

describe("the cached birthday list", () => {
  it("shows changes made through the app and directly in the database", async () => {
    const user = await db().user.create({ data: { email: "ann@example.com" } });
    expect(await names(user.id)).toEqual([]);

    const created = await createBirthday(user.id, birthday("Ona"));
    expect(await names(user.id)).toEqual(["Ona"]);

    await updateBirthday(user.id, created.id, birthday("Ona Renamed"));
    expect(await names(user.id)).toEqual(["Ona Renamed"]);

    // Another instance (or an import) writing straight to the table.
    await testSql("INSERT INTO birthdays (user_id, name, date, month, day, updated_at) VALUES ($1, 'Jonas', '2000-06-02', 6, 2, now())", [user.id]);
    expect(await names(user.id)).toEqual(["Ona Renamed", "Jonas"]);
    await testSql("UPDATE birthdays SET name = 'Jonas B.' WHERE name = 'Jonas'");
    expect(await names(user.id)).toEqual(["Ona Renamed", "Jonas B."]);
    await testSql("DELETE FROM birthdays WHERE user_id = $1", [user.id]);
    expect(await names(user.id)).toEqual([]);
  });

  it("keeps each user's list apart", async () => {
    const ann = await db().user.create({ data: { email: "ann@example.com" } });
    const bob = await db().user.create({ data: { email: "bob@example.com" } });
    await createBirthday(ann.id, birthday("Ann's friend"));
    expect(await names(bob.id)).toEqual([]);
    await createBirthday(bob.id, birthday("Bob's friend"));
    expect(await names(ann.id)).toEqual(["Ann's friend"]);
    expect(await names(bob.id)).toEqual(["Bob's friend"]);
  });
});
