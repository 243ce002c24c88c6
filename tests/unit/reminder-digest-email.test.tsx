/** @jest-environment node */
// The reminder digest e-mail: the subject names the people, the birthdays are
// grouped by day with the date, the age, the notes and the gift ideas, in
// every language with correct plurals, and the only links are the dashboard
// and the unsubscribe page, in the HTML and in the plain-text part.
import type { ReminderDigestEmailProps } from "@/emails/reminder-digest";
import { extractHrefs, extractLinks, isAppLink } from "@/lib/email/links";
import { renderEmail } from "@/lib/email/render";
import { locales, type Locale } from "@/lib/i18n/locales";
import { failOnConsoleError } from "../support/console";

const appUrl = "https://confetti.example";
const dashboardUrl = `${appUrl}/lt/dashboard`;
const settingsUrl = `${appUrl}/lt/dashboard/settings#reminders`;
const unsubscribeUrl = `${appUrl}/reminders/unsubscribe?token=u_N5u-b&lang=lt`;

type Birthday = ReminderDigestEmailProps["birthdays"][number];

function birthday(name: string, overrides: Partial<Birthday> = {}): Birthday {
  return { name, daysUntil: 7, celebrationDate: "2025-07-19", turning: null, notes: null, gifts: [], ...overrides };
}

/** Today Ana (30, notes, gifts), tomorrow Jonas (no year), in 7 days Petras (21) and Ona (22). */
const week: Birthday[] = [
  birthday("Ana", {
    daysUntil: 0,
    celebrationDate: "2025-07-12",
    turning: 30,
    notes: "Loves green tea\nNo lilies, please",
    gifts: [
      { title: "A book about birds", price: "1234.5", status: "idea" },
      { title: "Silk scarf", price: null, status: "bought" },
    ],
  }),
  birthday("Jonas", { daysUntil: 1, celebrationDate: "2025-07-13" }),
  birthday("Petras", { turning: 21 }),
  birthday("Ona", { turning: 22 }),
];

function digestIn(locale: Locale, birthdays: Birthday[], overrides: Partial<ReminderDigestEmailProps> = {}) {
  return renderEmail(
    {
      name: "reminder-digest",
      props: { recipientName: "Ieva", date: "2025-07-12", birthdays, dashboardUrl, settingsUrl, unsubscribeUrl, ...overrides },
    },
    locale,
    { appUrl },
  );
}

function digest(birthdays: Birthday[], overrides: Partial<ReminderDigestEmailProps> = {}) {
  return digestIn("en", birthdays, overrides);
}

/** n people: Ana, Jonas, Petras, then Person 4, Person 5, ... */
function people(count: number): Birthday[] {
  const names = ["Ana", "Jonas", "Petras"];
  return Array.from({ length: count }, (_, index) => birthday(names[index] ?? `Person ${index + 1}`));
}

/** Strings next-intl puts in place of a missing or broken message. */
const fallbackPattern = /\bemails\.|reminderDigest\.|layout\.|\{[a-z]+\}|<\/?link>/;

// next-intl reports a missing message or argument through console.error.
failOnConsoleError();

const expected = {
  en: {
    greeting: "Hello, Ieva!",
    headings: ["Today", "Tomorrow", "In 7 days"],
    dates: [
      "Saturday, July 12 · turns 30 today",
      "Sunday, July 13",
      "Saturday, July 19 · turns 21",
      "Saturday, July 19 · turns 22",
    ],
    notes: "Notes:",
    gifts: ["A book about birds · €1,234.50", "Silk scarf · bought"],
    button: "Open your dashboard",
    unsubscribe: "Turn off reminders",
  },
  lt: {
    greeting: "Sveiki, Ieva!",
    headings: ["Šiandien", "Rytoj", "Po 7 dienų"],
    dates: [
      "Liepos 12 d., šeštadienis · šiandien sukanka 30 metų",
      "Liepos 13 d., sekmadienis",
      "Liepos 19 d., šeštadienis · sukaks 21 metai",
      "Liepos 19 d., šeštadienis · sukaks 22 metai",
    ],
    notes: "Pastabos:",
    gifts: ["A book about birds · 1 234,50 €", "Silk scarf · nupirkta"],
    button: "Atidaryti skydelį",
    unsubscribe: "Išjungti priminimus",
  },
  ru: {
    greeting: "Здравствуйте, Ieva!",
    headings: ["Сегодня", "Завтра", "Через 7 дней"],
    dates: [
      "Суббота, 12 июля · сегодня исполняется 30 лет",
      "Воскресенье, 13 июля",
      "Суббота, 19 июля · исполнится 21 год",
      "Суббота, 19 июля · исполнится 22 года",
    ],
    notes: "Заметки:",
    gifts: ["A book about birds · 1 234,50 €", "Silk scarf · куплено"],
    button: "Открыть личный кабинет",
    unsubscribe: "Отключить напоминания",
  },
} satisfies Record<Locale, unknown>;

/** The plain-text part with non-breaking spaces (in numbers) made plain, to compare with readable strings. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe.each(locales)("the reminder digest in %s", (locale) => {
  const want = expected[locale];

  it("groups the birthdays under Today, Tomorrow and In 7 days, with dates, ages, notes and gifts", async () => {
    const email = await digestIn(locale, week);
    expect(email.html).toContain(`<html dir="ltr" lang="${locale}">`);
    expect(email.html).toContain(`<title>${email.subject}</title>`);
    expect(email.html).toContain(`>${want.greeting}</h1>`);
    expect(email.text).toContain(want.greeting);

    // Each heading once, in order, each followed by its people.
    const headings = [...email.html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(want.headings);
    const text = plain(email.text);
    const order = [
      want.headings[0]!.toLocaleUpperCase(locale),
      "Ana",
      want.dates[0]!,
      want.headings[1]!.toLocaleUpperCase(locale),
      "Jonas",
      want.dates[1]!,
      want.headings[2]!.toLocaleUpperCase(locale),
      "Petras",
      want.dates[2]!,
      "Ona",
      want.dates[3]!,
    ];
    const positions = order.map((part) => text.indexOf(`${part}\n`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    expect(text).toContain(`${want.notes} Loves green tea\nNo lilies, please`);
    expect(email.html).toContain("Loves green tea<br/>No lilies, please");
    for (const gift of want.gifts) expect(text).toContain(` * ${gift}\n`);
    expect(email.html).toContain(want.button);

    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(fallbackPattern);
  });

  it("links only to the dashboard, the reminder settings and the unsubscribe page, in the HTML and the text", async () => {
    const birthdays = [
      birthday("Ana", {
        daysUntil: 0,
        gifts: [{ title: "Headphones", price: "99.00", status: "idea" }],
        notes: "Wish list: https://shop.example/list",
      }),
    ];
    const email = await digestIn(locale, birthdays);
    const hrefs = extractHrefs(email.html);
    // The brand link of the header, the button and the settings hint, and the unsubscribe link.
    expect(hrefs.sort()).toEqual([appUrl, dashboardUrl, settingsUrl, unsubscribeUrl].sort());
    expect(hrefs.every((href) => isAppLink(href, appUrl))).toBe(true);
    expect(email.html).toContain(`>${want.unsubscribe}</a>`);
    // Notes are text: a URL someone typed in them is shown, never made a link.
    expect(email.html).not.toContain('href="https://shop.example');
    // The text part leaves out the button: the settings hint is its way in.
    expect(extractLinks(email.text).sort()).toEqual([settingsUrl, unsubscribeUrl, "https://shop.example/list"].sort());
    expect(email.text).toContain(`${want.unsubscribe} ${unsubscribeUrl}`);
  });
});

describe("the reminder digest subject", () => {
  it.each([
    ["en", 1, "Birthday reminder: Ana"],
    ["en", 2, "Birthday reminders: Ana and Jonas"],
    ["en", 3, "Birthday reminders: Ana, Jonas, and Petras"],
    ["en", 4, "Birthday reminders: Ana, Jonas, and 2 more"],
    ["en", 5, "Birthday reminders: Ana, Jonas, and 3 more"],
    ["lt", 1, "Gimtadienio priminimas: Ana"],
    ["lt", 3, "Gimtadienių priminimas: Ana, Jonas ir Petras"],
    ["lt", 4, "Gimtadienių priminimas: Ana, Jonas ir dar 2 žmonės"],
    ["lt", 5, "Gimtadienių priminimas: Ana, Jonas ir dar 3 žmonės"],
    ["lt", 7, "Gimtadienių priminimas: Ana, Jonas ir dar 5 žmonės"],
    ["lt", 12, "Gimtadienių priminimas: Ana, Jonas ir dar 10 žmonių"],
    ["lt", 23, "Gimtadienių priminimas: Ana, Jonas ir dar 21 žmogus"],
    ["ru", 1, "Напоминание о дне рождения: Ana"],
    ["ru", 3, "Напоминание о днях рождения: Ana, Jonas и Petras"],
    ["ru", 4, "Напоминание о днях рождения: Ana, Jonas и ещё 2 человека"],
    ["ru", 5, "Напоминание о днях рождения: Ana, Jonas и ещё 3 человека"],
    ["ru", 7, "Напоминание о днях рождения: Ana, Jonas и ещё 5 человек"],
    ["ru", 23, "Напоминание о днях рождения: Ana, Jonas и ещё 21 человек"],
  ] as const)("in %s with %i people is “%s”", async (locale, count, subject) => {
    const email = await digestIn(locale, people(count));
    expect(email.subject).toBe(subject);
  });

  it("keeps names as written, in any script", async () => {
    const email = await digestIn("ru", [birthday("Анна-Мария"), birthday("Žydrūnė"), birthday("李小龍")]);
    expect(email.subject).toBe("Напоминание о днях рождения: Анна-Мария, Žydrūnė и 李小龍");
  });
});

describe("the reminder digest", () => {
  it.each([
    ["en", 1, "turns 1"],
    ["en", 30, "turns 30"],
    ["lt", 1, "sukaks 1 metai"],
    ["lt", 21, "sukaks 21 metai"],
    ["lt", 22, "sukaks 22 metai"],
    ["lt", 30, "sukaks 30 metų"],
    ["lt", 15, "sukaks 15 metų"],
    ["ru", 21, "исполнится 21 год"],
    ["ru", 22, "исполнится 22 года"],
    ["ru", 25, "исполнится 25 лет"],
    ["ru", 11, "исполнится 11 лет"],
  ] as const)("in %s words the age %i as “%s”", async (locale, turning, phrase) => {
    const { text } = await digestIn(locale, [birthday("Ana", { turning })]);
    expect(text).toContain(` · ${phrase}\n`);
  });

  it.each([
    ["en", 0, 30, "turns 30 today"],
    ["lt", 0, 21, "šiandien sukanka 21 metai"],
    ["ru", 0, 25, "сегодня исполняется 25 лет"],
  ] as const)("in %s on the day itself says “%s”", async (locale, daysUntil, turning, phrase) => {
    const { text } = await digestIn(locale, [birthday("Ana", { daysUntil, turning })]);
    expect(text).toContain(` · ${phrase}\n`);
  });

  it.each([
    ["en", 2, "In 2 days"],
    ["en", 30, "In 30 days"],
    ["lt", 2, "Po 2 dienų"],
    ["lt", 14, "Po 14 dienų"],
    ["lt", 21, "Po 21 dienos"],
    ["ru", 2, "Через 2 дня"],
    ["ru", 14, "Через 14 дней"],
    ["ru", 21, "Через 21 день"],
  ] as const)("in %s heads a birthday %i days away “%s”", async (locale, daysUntil, heading) => {
    const { html } = await digestIn(locale, [birthday("Ana", { daysUntil })]);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
  });

  it("leaves out the age without a birth year, and empty notes and gifts; shows a leap-day birthday on the 28th", async () => {
    const { text } = await digest([birthday("Ana", { daysUntil: 1, celebrationDate: "2025-02-28", notes: " \n " })], {
      date: "2025-02-27",
    });
    expect(text).toContain("Ana\n\nFriday, February 28\n");
    expect(text).not.toContain("turns");
    expect(text).not.toContain("Notes:");
    expect(text).not.toContain("Gift ideas:");
  });

  it("greets without a name when there is none", async () => {
    for (const recipientName of [null, "  "]) {
      const email = await digest(week, { recipientName });
      expect(email.html).toContain(">Hello!</h1>");
    }
    const lt = await digestIn("lt", week, { recipientName: null });
    expect(lt.text).toMatch(/^Sveiki!\n/);
    const ru = await digestIn("ru", week, { recipientName: null });
    expect(ru.text).toMatch(/^Здравствуйте!\n/);
  });

  it("escapes names, notes and gift titles", async () => {
    const { html, subject } = await digest([
      birthday('<img src=x onerror="alert(1)">', {
        notes: "<script>alert(2)</script>",
        gifts: [{ title: "<a href=https://evil.example>x</a>", price: null, status: "idea" }],
      }),
    ]);
    expect(subject).toBe('Birthday reminder: <img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<img|<script|evil\.example>/);
    expect(html).toContain("&lt;img src=x");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(extractHrefs(html).every((href) => isAppLink(href, appUrl))).toBe(true);
  });

  it("puts the people of the same day under one heading and previews the day", async () => {
    const { html } = await digest(week);
    expect(html.match(/<h2/g)).toHaveLength(3);
    expect(html).toContain(">Today: Ana · Tomorrow: Jonas · In 7 days: Petras and Ona<");
  });

  it("has a plain-text part with every birthday, the settings and the unsubscribe link", async () => {
    const { text } = await digest(week);
    expect(text).toBe(
      [
        "Hello, Ieva!",
        "",
        "Saturday, July 12",
        "",
        "Don’t forget these birthdays from your list:",
        "",
        "TODAY",
        "",
        "Ana",
        "",
        "Saturday, July 12 · turns 30 today",
        "",
        "Notes: Loves green tea",
        "No lilies, please",
        "",
        "Gift ideas:",
        "",
        " * A book about birds · €1,234.50",
        " * Silk scarf · bought",
        "",
        "TOMORROW",
        "",
        "Jonas",
        "",
        "Sunday, July 13",
        "",
        "IN 7 DAYS",
        "",
        "Petras",
        "",
        "Saturday, July 19 · turns 21",
        "",
        "Ona",
        "",
        "Saturday, July 19 · turns 22",
        "",
        `Want reminders on other days or at another time? Change your reminder settings ${settingsUrl}`,
        "",
        `Don’t want these e-mails? Turn off reminders ${unsubscribeUrl}`,
        "",
        "You received this e-mail because birthday reminders are on for your account on confetti.example.",
        "",
        "Confetti · Free, no ads, no spam.",
        "",
      ].join("\n"),
    );
  });

  it("with one birthday says so in the subject and the intro", async () => {
    const { subject, text } = await digestIn("lt", [birthday("Ona", { daysUntil: 1, turning: 40 })]);
    expect(subject).toBe("Gimtadienio priminimas: Ona");
    expect(text).toContain("Nepamirškite šio gimtadienio iš savo sąrašo:");
    expect(text).toContain("RYTOJ\n\nOna\n\nLiepos 19 d., šeštadienis · sukaks 40 metų\n");
  });
});
