// npm run bench:card-delivery — the scheduler's card-delivery planning at
// scale (issue 15): 10,000 cards due for delivery among 1,000,000 scheduled
// cards, in PostgreSQL, each pass run by `npm run reminders -- --now …` as
// operators would (the same pass as the cron route). Measures:
// - the planning time of one pass (target ≤ 2 s for 10,000 due among
//   1,000,000), and that it follows the number due, not the number scheduled:
//   the same number due among a tenth of the cards, and a tenth due among all;
// - the sending rate of the delivery e-mails to a local fake Resend.
// Sizes: BENCH_CARDS (default 1,000,000) and BENCH_CARDS_DUE (default 10,000);
// run smaller to check the script works, e.g. BENCH_CARDS=100000 BENCH_CARDS_DUE=1000.
// Needs PostgreSQL: DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres);
// it works in its own database. Figures go to docs/performance.md.
import { applyPendingMigrations } from "../scripts/lib/migrations.mjs";
import { dropDatabase, recreateDatabase } from "../scripts/lib/test-database.mjs";
import { createFakeResend, serveFakeResend } from "../tests/support/fake-resend-server.mjs";
import { runSchedulerPass, seconds, withClient } from "./lib/database.mjs";
import { writeReportSection } from "./lib/report.mjs";

const SERVER_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const CARDS = Number(process.env.BENCH_CARDS ?? 1_000_000);
const DUE = Number(process.env.BENCH_CARDS_DUE ?? 10_000);
const CARDS_PER_CREATOR = 10;
const PASS_AT = new Date("2027-06-15T09:00:30Z");
// The day before: every due card's 09:00 has passed in every zone below.
const DUE_BIRTHDAY = "2027-06-14";
const ZONES = ["Europe/Vilnius", "Europe/London", "America/New_York", "America/Los_Angeles", "Asia/Tokyo", "Australia/Sydney"];
const DATABASE = "confetti_bench_card_delivery";

const fake = createFakeResend();
const resend = await serveFakeResend(fake);
const rows = [];
try {
  rows.push(await measure(CARDS, DUE));
  rows.push(await measure(CARDS, Math.max(1, Math.round(DUE / 10))));
  rows.push(await measure(Math.round(CARDS / 10), DUE));
} finally {
  await resend.close();
  // A million cards are not worth keeping on the machine.
  await dropDatabase(SERVER_URL, DATABASE);
}
report(rows);

/**
 * A fresh database with `cards` cards whose delivery is planned (check time
 * at their moment, as a planned card has it), `due` of them with the moment
 * passed; then one pass as of PASS_AT.
 */
async function measure(cards, due) {
  const url = await recreateDatabase(SERVER_URL, DATABASE);
  await applyPendingMigrations(url, { log: () => {} });
  const started = performance.now();
  const creators = Math.ceil(cards / CARDS_PER_CREATOR);
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO users (email, name, is_verified, time_zone, updated_at)
       SELECT 'creator' || n || '@example.com', 'Creator ' || n, true, ($2::text[])[1 + n % array_length($2::text[], 1)], now()
       FROM generate_series(1, $1::int) AS n`,
      [creators, ZONES],
    );
    // Cards not due have their birthdays spread over the next year and are checked at about their moment.
    await client.query(
      `INSERT INTO group_cards (creator_id, creator_name, recipient_name, recipient_birthday, title, slug, locale,
                                delivery_owed_from, delivery_check_at, updated_at)
       SELECT 1 + (n - 1) / $3, 'Creator', 'Friend ' || n, birthday, 'Card ' || n, 'card-' || n || '-bench0000000',
              (ARRAY['en', 'lt', 'ru'])[1 + n % 3], '2027-01-01', check_at, now()
       FROM generate_series(1, $1::int) AS n,
       LATERAL (SELECT CASE WHEN n <= $2 THEN $4::date ELSE $4::date + 2 + (n % 360) END AS birthday) AS b,
       LATERAL (SELECT CASE WHEN n <= $2 THEN $5::timestamptz - interval '1 minute' * (n % 600)
                            ELSE b.birthday + interval '9 hours' END AS check_at) AS c`,
      [cards, due, CARDS_PER_CREATOR, DUE_BIRTHDAY, PASS_AT],
    );
    await client.query("ANALYZE");
  });
  console.log(`Seeded ${cards} cards (${due} due) for ${creators} creators in ${seconds(started)} s`);

  fake.clear();
  const result = await runSchedulerPass(url, resend.url, PASS_AT);
  const emails = result.kinds["card-delivery-copy"]?.sent ?? 0;
  const row = {
    cards,
    due,
    checked: result.cardDelivery.checked,
    delivered: result.cardDelivery.delivered,
    planningMs: result.cardDelivery.ms,
    emails,
    received: fake.messages.length,
    sendingMs: result.sending.ms,
    emailsPerSecond: emails / (result.sending.ms / 1000),
    peakMemoryMb: result.peakMemoryMb,
  };
  console.log(row);
  return row;
}

function report(results) {
  const verdict = (ok) => (ok ? "✓" : "✗");
  const [target] = results;
  const number = (value) => value.toLocaleString("en");
  const table = results
    .map(
      (each) =>
        `| ${number(each.cards)} | ${number(each.due)} | ${number(each.delivered)} | ${each.planningMs} | ` +
        `${number(each.emails)} | ${each.emailsPerSecond.toFixed(0)} | ${each.peakMemoryMb} |`,
    )
    .join("\n");
  const markdown = `## Card delivery: ${number(target.due)} cards due among ${number(target.cards)}

Measured by \`npm run bench:card-delivery\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL on this machine, one pass per row run by \`npm run reminders -- --now ${PASS_AT.toISOString()}\` (the same pass as the cron route), e-mails to a local fake Resend. ${CARDS_PER_CREATOR} cards per creator, creators in ${ZONES.length} time zones; the cards not due are planned for their moments over the next year.

| cards scheduled | due | delivered | planning (ms) | e-mails sent | e-mails/s | peak memory (MB) |
|---|---|---|---|---|---|---|
${table}

- Planning ${number(target.due)} due among ${number(target.cards)}: **${target.planningMs} ms** (target ≤ 2,000 ms) ${verdict(target.planningMs <= 2000)}. A pass reads only the cards whose check time has passed (an index range on \`group_cards.delivery_check_at\`), so its time follows the number due (${results.map((each) => `${number(each.due)} of ${number(each.cards)} → ${each.planningMs} ms`).join(", ")}), not the number scheduled.
- Sending stops at the pass's 50-second budget; the next pass goes on with what is left (each delivery is queued once, in the planning's transaction).`;
  writeReportSection("card-delivery", markdown);
  console.log(markdown);
}
