import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyPendingMigrations, checksumOf, migrationsDir, readMigrations } from "../../scripts/lib/migrations.mjs";
import { testSql } from "../setup/database";

// Raw SQL throughout: this tests the database the migrations build, not the app.
const databaseUrl = () => process.env.DATABASE_URL!;
const quiet = { log: () => {} };

/** Drops everything, including the migration history, as on a new database. */
async function emptyDatabase() {
  await testSql("DROP SCHEMA public CASCADE");
  await testSql("CREATE SCHEMA public");
}

async function insertUser(email: string): Promise<number> {
  const { rows } = await testSql<{ id: number }>(
    "INSERT INTO users (email, updated_at) VALUES ($1, now()) RETURNING id",
    [email],
  );
  return rows[0]!.id;
}

function insertBirthday(userId: number, date: string, month: number, day: number) {
  return testSql(
    "INSERT INTO birthdays (user_id, name, date, month, day, updated_at) VALUES ($1, 'Ada', $2, $3, $4, now())",
    [userId, date, month, day],
  );
}

describe("applying migrations", () => {
  it("applies every migration once, records it as Prisma does, and does nothing the second time", async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    await emptyDatabase();

    await expect(applyPendingMigrations(databaseUrl(), quiet)).resolves.toEqual(migrations.map((m) => m.name));
    await expect(applyPendingMigrations(databaseUrl(), quiet)).resolves.toEqual([]);

    const { rows } = await testSql<{ migration_name: string; checksum: string; applied_steps_count: number }>(
      `SELECT migration_name, checksum, applied_steps_count FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    expect(rows).toEqual(
      migrations.map((m) => ({ migration_name: m.name, checksum: checksumOf(m.script), applied_steps_count: 1 })),
    );
  });

  it("applies each migration exactly once when several processes start together", async () => {
    const migrations = await readMigrations();
    await emptyDatabase();

    const results = await Promise.all([1, 2, 3].map(() => applyPendingMigrations(databaseUrl(), quiet)));

    expect(results.flat().sort()).toEqual(migrations.map((m) => m.name));
    const { rows } = await testSql<{ count: string }>("SELECT count(*) FROM _prisma_migrations");
    expect(Number(rows[0]!.count)).toBe(migrations.length);
  });

  it("refuses to run when an applied migration was edited afterwards", async () => {
    const [first] = await readMigrations();
    const { rows } = await testSql<{ checksum: string }>(
      "SELECT checksum FROM _prisma_migrations WHERE migration_name = $1",
      [first!.name],
    );
    await testSql("UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2", [
      checksumOf(`${first!.script}-- edited\n`),
      first!.name,
    ]);
    try {
      await expect(applyPendingMigrations(databaseUrl(), quiet)).rejects.toThrow(
        `changed after they were applied to this database:\n  ${first!.name}`,
      );
    } finally {
      await testSql("UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2", [
        rows[0]!.checksum,
        first!.name,
      ]);
    }
  });

  it("rolls a failing migration back completely and names it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "confetti-migrations-"));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      await mkdir(join(dir, "99990101000000_broken"));
      await writeFile(
        join(dir, "99990101000000_broken", "migration.sql"),
        "CREATE TABLE half_done (id INTEGER);\nSELECT 1 / 0;\n",
      );

      await expect(applyPendingMigrations(databaseUrl(), { ...quiet, dir })).rejects.toThrow(
        /Migration 99990101000000_broken failed and was rolled back: division by zero/,
      );

      const table = await testSql("SELECT to_regclass('half_done') AS oid");
      expect(table.rows[0]).toEqual({ oid: null });
      const recorded = await testSql("SELECT 1 FROM _prisma_migrations WHERE migration_name = '99990101000000_broken'");
      expect(recorded.rowCount).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the schema the migrations build", () => {
  it("keeps e-mail addresses unique and normalised", async () => {
    await insertUser("ada@example.com");

    await expect(insertUser("ada@example.com")).rejects.toMatchObject({ code: "23505" }); // unique_violation
    await expect(insertUser("Ada@Example.com")).rejects.toMatchObject({
      code: "23514", // check_violation
      constraint: "users_email_normalised_check",
    });
    await expect(insertUser(" bob@example.com")).rejects.toMatchObject({ code: "23514" });
  });

  it("only accepts birthdays whose month and day match their date", async () => {
    const userId = await insertUser("ada@example.com");

    await expect(insertBirthday(userId, "2000-02-29", 2, 29)).resolves.toMatchObject({ rowCount: 1 });
    for (const [date, month, day] of [
      ["2000-03-15", 4, 15],
      ["2000-03-15", 3, 16],
      ["15.03.2000", 3, 15],
    ] as const) {
      await expect(insertBirthday(userId, date, month, day)).rejects.toMatchObject({
        code: "23514",
        constraint: "birthdays_month_day_match_date_check",
      });
    }
  });

  it("deletes a user's birthdays with the user", async () => {
    const userId = await insertUser("ada@example.com");
    const otherId = await insertUser("bob@example.com");
    await insertBirthday(userId, "1990-12-10", 12, 10);
    await insertBirthday(otherId, "1991-01-05", 1, 5);

    await testSql("DELETE FROM users WHERE id = $1", [userId]);

    const { rows } = await testSql<{ user_id: number }>("SELECT user_id FROM birthdays");
    expect(rows).toEqual([{ user_id: otherId }]);
  });

  it("keeps a contribution when its contributor's account is deleted", async () => {
    const creatorId = await insertUser("ada@example.com");
    const contributorId = await insertUser("bob@example.com");
    const card = await testSql<{ id: number }>(
      `INSERT INTO group_cards (creator_id, creator_name, recipient_name, title, slug, updated_at)
       VALUES ($1, 'Ada', 'Grace', 'Happy birthday', 'happy-birthday-grace', now()) RETURNING id`,
      [creatorId],
    );
    await testSql(
      `INSERT INTO group_card_contributions (group_card_id, contributor_email, contributor_user_id, type, content)
       VALUES ($1, 'bob@example.com', $2, 'text', 'Many happy returns')`,
      [card.rows[0]!.id, contributorId],
    );

    await testSql("DELETE FROM users WHERE id = $1", [contributorId]);

    const { rows } = await testSql("SELECT contributor_email, contributor_user_id FROM group_card_contributions");
    expect(rows).toEqual([{ contributor_email: "bob@example.com", contributor_user_id: null }]);
  });

  it("knows the four invitation states and nothing else", async () => {
    const creatorId = await insertUser("ada@example.com");
    const card = await testSql<{ id: number }>(
      `INSERT INTO group_cards (creator_id, creator_name, recipient_name, title, slug, updated_at)
       VALUES ($1, 'Ada', 'Grace', 'Happy birthday', 'happy-birthday-grace', now()) RETURNING id`,
      [creatorId],
    );
    const invite = (email: string, status: string) =>
      testSql(
        `INSERT INTO group_card_invitations (group_card_id, invitee_email, status, invite_token_hash)
         VALUES ($1, $2, $3, $2)`,
        [card.rows[0]!.id, email, status],
      );
    for (const status of ["pending", "accepted", "contributed", "revoked"]) {
      await expect(invite(`${status}@example.com`, status)).resolves.toMatchObject({ rowCount: 1 });
    }
    await expect(invite("declined@example.com", "declined")).rejects.toMatchObject({ code: "22P02" });
    // One invitation per address and card.
    await expect(invite("pending@example.com", "pending")).rejects.toMatchObject({ code: "23505" });
  });

  it("lets a sign-in link lead only to a path on this site", async () => {
    const link = (returnPath: string) =>
      testSql(
        `INSERT INTO verification_tokens (token_hash, type, email, expires_at, return_path)
         VALUES (md5(random()::text), 'login', 'ada@example.com', now(), $1)`,
        [returnPath],
      );
    await expect(link("/group-cards/grace-k3m9x2q7v4pa")).resolves.toMatchObject({ rowCount: 1 });
    await expect(link("/")).resolves.toMatchObject({ rowCount: 1 });
    for (const returnPath of ["//evil.example", "/\\evil.example", "https://evil.example/", "group-cards/x"]) {
      await expect(link(returnPath)).rejects.toMatchObject({
        code: "23514",
        constraint: "verification_tokens_return_path_check",
      });
    }
  });
});
