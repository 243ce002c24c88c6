import { testSql } from "../setup/database";

/** `count` birthdays of this user ("Friend 1", "Friend 2", …, all on 4 March), written straight to the database in one statement. */
export async function storedBirthdays(userId: number, count: number): Promise<void> {
  await testSql(
    `INSERT INTO birthdays (user_id, name, date, month, day, updated_at)
     SELECT $1, 'Friend ' || n, '2000-03-04', 3, 4, now() FROM generate_series(1, $2) AS n`,
    [userId, count],
  );
}
