import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A verified user with a session, made directly in the database, and
 * optionally `birthdays` birthday rows. Returns the Cookie header.
 */
export async function seedSignedInUser(databaseUrl, { email = "bench@example.com", birthdays = 0 } = {}) {
  const token = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "INSERT INTO users (email, is_verified, time_zone, updated_at) VALUES ($1, true, 'Europe/Vilnius', now()) RETURNING id",
      [email],
    );
    const userId = rows[0].id;
    await client.query("INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
      userId,
      createHash("sha256").update(token).digest("hex"),
    ]);
    if (birthdays > 0) {
      // Days spread over the year (28 days a month keeps every date real).
      await client.query(
        `INSERT INTO birthdays (user_id, name, date, month, day, birth_year, email, notes, updated_at)
         SELECT $1, 'Friend ' || n, '2000-' || lpad(m::text, 2, '0') || '-' || lpad(d::text, 2, '0'), m, d,
                CASE WHEN n % 3 = 0 THEN NULL ELSE 1950 + n % 60 END,
                'friend' || n || '@example.com', CASE WHEN n % 2 = 0 THEN 'Likes books and long walks' END, now()
         FROM generate_series(1, $2::int) AS n, LATERAL (SELECT 1 + n % 12 AS m, 1 + n % 28 AS d) AS parts`,
        [userId, birthdays],
      );
    }
  } finally {
    await client.end();
  }
  return `confetti_session=${token}`;
}
