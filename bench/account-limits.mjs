// npm run bench:account-limits — decision 048: an account at its limits
// (3,000 birthdays, each with a note of 2,000 characters, and 5,000 gift ideas
// with long addresses and notes) uses the product's heaviest reads, while
// GET /api/health is asked every 50 ms. The health answers must keep coming
// within 200 ms. First it checks through the API that the limits hold: one
// more birthday and one more gift idea are refused with 409. Figures go to
// docs/performance.md.
//
// With DATABASE_URL the app uses that PostgreSQL (a fresh database named
// confetti_bench_limits on it); without it, the embedded one. BENCH_PORT
// chooses the app's port (default 3260).
import { loadavg } from "node:os";
import { recreateDatabase } from "../scripts/lib/test-database.mjs";
import { startAppServer } from "./lib/app-server.mjs";
import { withClient } from "./lib/database.mjs";
import { percentile, probeHealth } from "./lib/probe.mjs";
import { writeReportSection } from "./lib/report.mjs";
import { seedSignedInUser } from "../tests/support/seed.mjs";

// MAX_BIRTHDAYS_PER_USER and MAX_GIFT_IDEAS_PER_USER
// (lib/birthdays/limits.ts): TypeScript with "@/" imports, which plain
// node cannot load. Should they change, the 409 checks below fail.
const MAX_BIRTHDAYS_PER_USER = 3000;
const MAX_GIFT_IDEAS_PER_USER = 5000;
/** The longest note of a birthday or a gift idea, and the longest gift address (the schemas' *_MAX_LENGTH). */
const LONGEST_TEXT = 2000;
const RUNS = 5;
const PROBE_EVERY_MS = 50;
const TARGET_MS = 200;
const EMAIL = "limits@example.com";

// Lithuanian and Cyrillic letters (two bytes each in UTF-8), with the commas,
// semicolons and line breaks that CSV, vCard and iCalendar must escape.
const NOTE_TEXT =
  "Ąžuolų giraitėje šnabždėjo vėjas; Šarūnė čiupo žiūronus, o Ėglė įšoko į ūkį.\n" +
  "Съешь же ещё этих мягких французских булок, да выпей чаю; Ёжик, Щука, Эхо, Юла.\n";

async function seedAccountAtLimits(databaseUrl) {
  const cookie = await seedSignedInUser(databaseUrl, { email: EMAIL });
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query("SELECT id FROM users WHERE email = $1", [EMAIL]);
    const userId = rows[0].id;
    const repeats = Math.ceil(LONGEST_TEXT / NOTE_TEXT.length) + 1;
    // Days spread over the year (28 days a month keeps every date real); two in three with a birth year.
    await client.query(
      `INSERT INTO birthdays (user_id, name, date, month, day, birth_year, email, notes, updated_at)
       SELECT $1, (ARRAY['Žygimantas Šimkūnas', 'Анна Кузнецова', 'Gintarė Ąžuolaitė', 'Фёдор Щёголев'])[1 + n % 4] || ' ' || n,
              coalesce(y, 2000) || '-' || lpad(m::text, 2, '0') || '-' || lpad(d::text, 2, '0'), m, d, y,
              'draugas' || n || '@example.com', left('Nr. ' || n || ': ' || repeat($3, $4), $5), now()
       FROM generate_series(1, $2::int) AS n,
            LATERAL (SELECT 1 + n % 12 AS m, 1 + n % 28 AS d, CASE WHEN n % 3 = 0 THEN NULL ELSE 1950 + n % 60 END AS y) AS parts`,
      [userId, MAX_BIRTHDAYS_PER_USER, NOTE_TEXT, repeats, LONGEST_TEXT],
    );
    // Spread in turn over the birthdays: the first 2,000 get two, the others one.
    await client.query(
      `INSERT INTO gift_ideas (birthday_id, title, url, price, notes, status, given_year, updated_at)
       SELECT b.id, 'Dovana / подарок Nr. ' || g,
              left('https://parduotuve.example.lt/prekes/' || g || '?paieska=' || repeat('%C5%BEaislas+%D0%BF%D0%BE%D0%B4%D0%B0%D1%80%D0%BE%D0%BA+', 40), $5),
              (g % 500) + 0.99, left('Dovana ' || g || ': ' || repeat($3, $4), $5),
              (ARRAY['idea', 'bought', 'given'])[1 + g % 3]::gift_status, CASE WHEN g % 3 = 2 THEN 2020 + g % 5 END, now()
       FROM generate_series(1, $2::int) AS g
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS position FROM birthdays WHERE user_id = $1) AS b
         ON b.position = 1 + (g - 1) % $6`,
      [userId, MAX_GIFT_IDEAS_PER_USER, NOTE_TEXT, repeats, LONGEST_TEXT, MAX_BIRTHDAYS_PER_USER],
    );
    const [counts] = (await client.query(STORED, [userId])).rows;
    if (counts.birthdays !== MAX_BIRTHDAYS_PER_USER || counts.gifts !== MAX_GIFT_IDEAS_PER_USER) {
      throw new Error(`Seeded ${counts.birthdays} birthdays and ${counts.gifts} gift ideas`);
    }
    if (counts.shortest_note !== LONGEST_TEXT || counts.longest_note !== LONGEST_TEXT) throw new Error("The notes are not all 2,000 characters");
    const { rows: first } = await client.query("SELECT id FROM birthdays WHERE user_id = $1 ORDER BY id LIMIT 1", [userId]);
    return { cookie, userId, firstBirthdayId: first[0].id };
  });
}

const STORED = `
  SELECT (SELECT count(*)::int FROM birthdays WHERE user_id = $1) AS birthdays,
         (SELECT count(*)::int FROM gift_ideas JOIN birthdays ON birthdays.id = gift_ideas.birthday_id WHERE user_id = $1) AS gifts,
         (SELECT min(char_length(notes)) FROM birthdays WHERE user_id = $1) AS shortest_note,
         (SELECT max(char_length(notes)) FROM birthdays WHERE user_id = $1) AS longest_note`;

async function post(url, cookie, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** `RUNS` requests one after another (`before` runs ahead of each), while health is probed. */
async function measure(url, cookie, before) {
  const requests = [];
  const sending = (async () => {
    for (let run = 0; run < RUNS; run++) {
      await before?.();
      const start = performance.now();
      try {
        const response = await fetch(url, { headers: cookie ? { cookie } : {} });
        const body = Buffer.from(await response.arrayBuffer());
        // Only the first answer is kept, to be checked once the probes have stopped.
        requests.push({ status: response.status, ms: performance.now() - start, bytes: body.length, body: run === 0 ? body : undefined });
      } catch (error) {
        requests.push({ status: `failed (${error.cause?.code ?? error.message})`, ms: performance.now() - start, bytes: 0 });
      }
    }
  })();
  const probes = await probeHealth(baseUrlOf(url), sending, PROBE_EVERY_MS);
  return { requests, probes: probes.map((probe) => probe.ms) };
}

const baseUrlOf = (url) => new URL(url).origin;
const count = (text, needle) => text.split(needle).length - 1;

const port = Number(process.env.BENCH_PORT ?? 3260);
const databaseUrl = process.env.DATABASE_URL
  ? await recreateDatabase(process.env.DATABASE_URL, "confetti_bench_limits")
  : undefined;
const loadAtStart = loadavg()[0];
const server = await startAppServer({ port, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
try {
  const { baseUrl } = server;
  const { cookie, userId, firstBirthdayId } = await seedAccountAtLimits(server.databaseUrl);
  const problems = [];

  // The limits, through the API.
  const oneMoreBirthday = await post(`${baseUrl}/api/birthdays`, cookie, { name: "Vienas per daug", date: "1990-05-05" });
  const oneMoreGift = await post(`${baseUrl}/api/birthdays/${firstBirthdayId}/gifts`, cookie, { title: "Dar viena dovana" });
  const stored = await withClient(server.databaseUrl, async (client) => (await client.query(STORED, [userId])).rows[0]);
  if (oneMoreBirthday.status !== 409) problems.push(`one more birthday answered ${oneMoreBirthday.status} ${oneMoreBirthday.text.slice(0, 200)}`);
  if (oneMoreGift.status !== 409) problems.push(`one more gift idea answered ${oneMoreGift.status} ${oneMoreGift.text.slice(0, 200)}`);
  if (stored.birthdays !== MAX_BIRTHDAYS_PER_USER || stored.gifts !== MAX_GIFT_IDEAS_PER_USER) {
    problems.push(`after the two requests the account keeps ${stored.birthdays} birthdays and ${stored.gifts} gift ideas`);
  }

  const feed = await post(`${baseUrl}/api/auth/calendar-feed`, cookie);
  if (feed.status !== 200) throw new Error(`POST /api/auth/calendar-feed answered ${feed.status} ${feed.text}`);
  const feedPath = new URL(JSON.parse(feed.text).url).pathname;

  // Warm-up: each route's code loads on its first request. These are refused
  // (no session, a bad format, an unknown feed) before any work is done, so
  // the birthday list's cache stays empty.
  for (const path of ["/api/health", "/api/birthdays", "/api/birthdays/export?format=csv", "/api/auth/data-export", `/api/calendar/${"x".repeat(43)}.ics`]) {
    await fetch(`${baseUrl}${path}`).then((response) => response.arrayBuffer());
  }
  await fetch(`${baseUrl}/api/birthdays/export?format=none`, { headers: { cookie } }).then((response) => response.arrayBuffer());

  const quiet = (await probeHealth(baseUrl, new Promise((resolve) => setTimeout(resolve, 5_000)), PROBE_EVERY_MS)).map((probe) => probe.ms);

  // Each app instance caches a user's list until their birthdays change: the
  // list is measured rebuilt (one birthday changed before each request, as
  // an edit does) and then served from the cache.
  const touch = () =>
    withClient(server.databaseUrl, (client) => client.query("UPDATE birthdays SET updated_at = now() WHERE id = $1", [firstBirthdayId]));
  const checks = {
    list: (text) => JSON.parse(text).length === MAX_BIRTHDAYS_PER_USER,
    csv: (text) => text.replace(/^\uFEFF/, "").startsWith("Name,Birthday") && count(text, "@example.com") === MAX_BIRTHDAYS_PER_USER,
    vcard: (text) => count(text, "BEGIN:VCARD") === MAX_BIRTHDAYS_PER_USER,
    data: (text) => {
      const data = JSON.parse(text);
      const gifts = data.birthdays.reduce((sum, birthday) => sum + birthday.giftIdeas.length, 0);
      return data.birthdays.length === MAX_BIRTHDAYS_PER_USER && gifts === MAX_GIFT_IDEAS_PER_USER;
    },
    feed: (text) => text.startsWith("BEGIN:VCALENDAR") && text.trimEnd().endsWith("END:VCALENDAR") && count(text, "BEGIN:VEVENT") >= MAX_BIRTHDAYS_PER_USER,
  };
  const targets = [
    { label: "GET /api/birthdays, list rebuilt (a birthday changed before each)", path: "/api/birthdays", before: touch, check: checks.list },
    { label: "GET /api/birthdays, from the instance's cache", path: "/api/birthdays", check: checks.list },
    { label: "GET /api/birthdays/export?format=csv", path: "/api/birthdays/export?format=csv", check: checks.csv },
    { label: "GET /api/birthdays/export?format=vcard", path: "/api/birthdays/export?format=vcard", check: checks.vcard },
    { label: "GET /api/auth/data-export", path: "/api/auth/data-export", check: checks.data },
    { label: "GET /api/calendar/{token}.ics", path: feedPath, check: checks.feed, anonymous: true },
  ];
  const rows = [];
  for (const target of targets) {
    const { requests, probes } = await measure(`${baseUrl}${target.path}`, target.anonymous ? undefined : cookie, target.before);
    const statuses = [...new Set(requests.map((request) => request.status))];
    if (statuses.some((status) => status !== 200)) problems.push(`${target.label} answered ${statuses.join(", ")}`);
    else if (!target.check(requests[0].body.toString("utf8"))) problems.push(`${target.label}: the answer does not hold the whole account`);
    rows.push({ ...target, requests, probes, statuses });
    console.log(`${target.label}: ${statuses.join(", ")}, ${requests.map((request) => Math.round(request.ms)).join(" / ")} ms, health max ${Math.round(Math.max(...probes))} ms`);
  }

  const ms = (value) => Math.round(value).toLocaleString("en");
  const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const worst = Math.max(...rows.flatMap((row) => row.probes));
  const table = rows
    .map(({ label, requests, probes, statuses }) => {
      const times = requests.map((request) => request.ms);
      const max = Math.max(...probes);
      return `| ${label} | ${statuses.join(", ")} | ${megabytes(requests[0].bytes)} | ${ms(percentile(times, 50))} | ${ms(Math.max(...times))} | ${probes.length} | ${ms(percentile(probes, 50))} | ${ms(percentile(probes, 99))} | ${ms(max)} ${max <= TARGET_MS ? "✓" : "✗"} |`;
    })
    .join("\n");
  const database = databaseUrl ? "PostgreSQL 15 on this machine" : "the embedded PGlite (one connection)";
  const markdown = `## Account limits: 3,000 birthdays and 5,000 gift ideas against a production server

Measured by \`npm run bench:account-limits\` on ${new Date().toISOString().slice(0, 10)}: one production server on ${database}, on this 2-core machine (the bench runs on it too; machine load, 1-minute average, ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end). One signed-in user at both limits of decision 048: ${MAX_BIRTHDAYS_PER_USER.toLocaleString("en")} birthdays, each with a note of ${LONGEST_TEXT.toLocaleString("en")} characters of Lithuanian and Cyrillic letters with commas, semicolons and line breaks, and ${MAX_GIFT_IDEAS_PER_USER.toLocaleString("en")} gift ideas over them with addresses and notes of ${LONGEST_TEXT.toLocaleString("en")} characters, written straight into the database. Each request below is sent ${RUNS} times one after another (the whole answer read each time), after a warm-up that loads each route's code, while GET /api/health is asked every ${PROBE_EVERY_MS} ms from a thread of its own.

- The limits through the API: one more POST /api/birthdays answered **${oneMoreBirthday.status}**, one more POST /api/birthdays/{id}/gifts **${oneMoreGift.status}** (expected 409 and 409); the account then kept ${stored.birthdays.toLocaleString("en")} birthdays and ${stored.gifts.toLocaleString("en")} gift ideas ${oneMoreBirthday.status === 409 && oneMoreGift.status === 409 && stored.birthdays === MAX_BIRTHDAYS_PER_USER && stored.gifts === MAX_GIFT_IDEAS_PER_USER ? "✓" : "✗"}.
- GET /api/health before these requests: ${quiet.length} answers, p50 ${ms(percentile(quiet, 50))} ms, p99 ${ms(percentile(quiet, 99))} ms, max ${ms(Math.max(...quiet))} ms.

| request | answer | size | time p50 (ms) | time max (ms) | health answers | health p50 (ms) | health p99 (ms) | health max (ms) |
|---|---|---|---|---|---|---|---|---|
${table}

Slowest health answer during these requests: **${ms(worst)} ms** (target ≤ ${TARGET_MS} ms) ${worst <= TARGET_MS ? "✓" : "✗"}. Before decision 048 (session 12's probe: 20,000 birthdays with 2,000-character notes, the exports made whole before sending) other requests waited up to 1.25 s behind the list, 3.9 s behind the CSV export, 6.1 s behind the vCard export and 2.9 s behind the data export.${problems.length ? `\n\nProblems: ${problems.join("; ")}.` : ""}`;
  writeReportSection("account-limits", markdown);
  console.log(markdown);
  if (worst > TARGET_MS || problems.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
