import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

// Users, sessions and cards made directly in the database, for the benches
// and for the end-to-end tests that are not about signing in: what the app's
// own sign-in leaves behind (lib/auth/magic-link.ts, lib/auth/session.ts),
// without the e-mail round trip.

/**
 * A verified user with a session, made directly in the database, and
 * optionally `birthdays` birthday rows. Returns the Cookie header.
 */
export async function seedSignedInUser(
  databaseUrl,
  { email = "bench@example.com", birthdays = 0, locale = "en", timeZone = "Europe/Vilnius" } = {},
) {
  const token = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "INSERT INTO users (email, is_verified, locale, time_zone, updated_at) VALUES ($1, true, $2, $3, now()) RETURNING id",
      [email, locale, timeZone],
    );
    const userId = rows[0].id;
    await client.query("INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '30 days')", [
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
 * With `photos`, that many of the messages (spread evenly) are photos with a
 * caption, stored through the running app's upload route (`upload`: its base
 * URL and the card creator's Cookie header), so they are real pictures of
 * the image pipeline in both sizes, as a phone's photos become.
 * @param {string} databaseUrl
 * @param {{ email?: string; slug: string; messages: number; photos?: number; upload?: { baseUrl: string; cookie: string } }} card
 */
export async function seedGroupCard(databaseUrl, { email = "bench@example.com", slug, messages, photos = 0, upload }) {
  if (photos > messages) throw new Error(`${photos} photos cannot go on ${messages} messages`);
  if (photos > 0 && !upload) throw new Error("Photos are stored through the app: pass upload { baseUrl, cookie }");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      // Shared openly (no surprise guard, decision 042), so a visitor sees
      // every message: the card page's heaviest state, the one measured.
      `INSERT INTO group_cards (creator_id, creator_name, recipient_name, recipient_birthday, title, description, theme, slug, surprise_guard, updated_at)
       SELECT id, 'Bench', 'Rita', '2026-12-05', 'Rita''s 40th', 'Sign before Friday', 'sunset', $2, false, now()
       FROM users WHERE email = $1 RETURNING id`,
      [email, slug],
    );
    const cardId = rows[0].id;
    await client.query(
      `INSERT INTO group_card_invitations (group_card_id, invitee_email, status, invite_token_hash)
       SELECT $1::int, 'friend' || n || '@example.com', 'contributed', md5('bench-' || $1::int || '-' || n) FROM generate_series(1, $2::int) AS n`,
      [cardId, messages],
    );
    await client.query(
      `INSERT INTO group_card_contributions (group_card_id, contributor_email, contributor_name, type, content, position)
       SELECT $1, 'friend' || n || '@example.com', 'Friend ' || n, 'text',
              'Happy birthday, Rita!' || chr(10) || repeat('Wishing you a wonderful year ahead. ', 8), n
       FROM generate_series(1, $2::int) AS n`,
      [cardId, messages],
    );
    for (const [index, position] of photoPositions(messages, photos).entries()) {
      const { url } = await uploadPhoto(upload, cardId, index);
      const key = url.slice("/api/images/".length, -".webp".length);
      // What POST /contributions does for a photo: the message names the picture, the picture is attached to it.
      await client.query(
        `WITH message AS (
           UPDATE group_card_contributions SET type = 'image', image_url = $3, content = 'At the lake, summer ' || position
           WHERE group_card_id = $1 AND position = $2 RETURNING id
         )
         UPDATE card_images SET contribution_id = message.id, attached_at = now() FROM message WHERE key = $4`,
        [cardId, position, url, key],
      );
    }
  } finally {
    await client.end();
  }
}

/** The positions (1…messages) of `photos` messages spread evenly over the card, the first one first. */
export function photoPositions(messages, photos) {
  return Array.from({ length: photos }, (_, index) => 1 + Math.floor((index * messages) / photos));
}

// The size the Add Message dialog shrinks a phone's photo to before it uploads it (lib/images/shrink.ts).
const PHOTO = { width: 2048, height: 1536 };
let grain;

/** A photo of its own colour with texture (its small variant about 80 KB, as a real photo's), uploaded as the Add Message dialog would. */
async function uploadPhoto({ baseUrl, cookie }, cardId, index) {
  // Loaded here only: the other benches need no sharp.
  const { default: sharp } = await import("sharp");
  // Blotches rather than pixel noise: like a photo's detail, they survive the small variant's downscale.
  grain ??= sharp({ create: { width: 200, height: 150, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer()
    .then((coarse) => sharp(coarse).resize(PHOTO.width, PHOTO.height, { kernel: "cubic" }).raw().toBuffer());
  const photo = await sharp({ create: { ...PHOTO, channels: 3, background: `hsl(${(index * 47) % 360}, 60%, 55%)` } })
    .composite([{ input: await grain, raw: { ...PHOTO, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([photo], `photo-${index + 1}.jpg`, { type: "image/jpeg" }));
  const response = await fetch(`${baseUrl}/api/group-cards/${cardId}/images`, { method: "POST", body: form, headers: { cookie } });
  if (response.status !== 201) throw new Error(`Photo ${index + 1}: the upload answered ${response.status} ${await response.text()}`);
  return response.json();
}
