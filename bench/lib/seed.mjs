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

/**
 * A group card of the user with `email` (made by seedSignedInUser), with
 * `messages` messages from as many invited people, at /group-cards/{slug}.
 */
export async function seedGroupCard(databaseUrl, { email = "bench@example.com", slug, messages }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO group_cards (creator_id, creator_name, recipient_name, recipient_birthday, title, description, theme, slug, updated_at)
       SELECT id, 'Bench', 'Rita', '2026-12-05', 'Rita''s 40th', 'Sign before Friday', 'sunset', $2, now()
       FROM users WHERE email = $1 RETURNING id`,
      [email, slug],
    );
    const cardId = rows[0].id;
    await client.query(
      `INSERT INTO group_card_invitations (group_card_id, invitee_email, status, invite_token_hash)
       SELECT $1, 'friend' || n || '@example.com', 'contributed', md5('bench' || n) FROM generate_series(1, $2::int) AS n`,
      [cardId, messages],
    );
    await client.query(
      `INSERT INTO group_card_contributions (group_card_id, contributor_email, contributor_name, type, content, position)
       SELECT $1, 'friend' || n || '@example.com', 'Friend ' || n, 'text',
              'Happy birthday, Rita!' || chr(10) || repeat('Wishing you a wonderful year ahead. ', 8), n
       FROM generate_series(1, $2::int) AS n`,
      [cardId, messages],
    );
  } finally {
    await client.end();
  }
}
