import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { LOCALE_COOKIE, localizedPath, locales, stripLocalePrefix, type Locale } from "../../lib/i18n/locales";
import { THEME_COOKIE, THEME_STORAGE_KEY, themes, type Theme } from "../../lib/site/theme";
import pg from "pg";
import { appDatabaseUrl } from "./support/database";
import { awaitLink, lastMailTo, signInLink } from "./support/mail";
import { clippedTextProblems, seriousAxeViolations, settleAnimations, sideProblems } from "./support/page-checks";
import { newAddress, signInAsNewUser } from "./support/sign-in";

// Every page, at a phone's and a desktop's width, in every language, without
// sideways scrolling and without text cut off; and in both themes without
// serious or critical axe violations (decision 030).

/** Who opens a page: a visitor, or one of the two users made before the checks. */
type Viewer = "visitor" | "new user" | "user with birthdays";

/** The e-mailed links of the user with birthdays, as paths without a language prefix, and their group card's pages. */
type MailedLinks = { signIn: string; accountDeletion: string; unsubscribe: string; card: string; olderCard: string };

type CheckedPage = {
  name: string;
  /** The path in English; the other languages get their prefix. */
  path: string | ((links: MailedLinks) => string);
  viewer: Viewer;
  /** The answer's status when it is not 200. */
  status?: number;
};

// One line per page.
const PAGES: CheckedPage[] = [
  { name: "landing", path: "/", viewer: "visitor" },
  { name: "privacy policy", path: "/privacy-policy", viewer: "visitor" },
  { name: "terms of service", path: "/terms-of-service", viewer: "visitor" },
  { name: "404", path: "/no-such-page", viewer: "visitor", status: 404 },
  { name: "sign-in confirm", path: (links) => links.signIn, viewer: "visitor" },
  { name: "account deletion confirm", path: (links) => links.accountDeletion, viewer: "visitor" },
  { name: "unsubscribe", path: (links) => links.unsubscribe, viewer: "visitor" },
  // A card's stop-nudges page, as a link that is not valid shows it (a nudge needs days to come due).
  { name: "card reminders link", path: "/card-reminders?token=not-a-token", viewer: "visitor" },
  { name: "empty dashboard", path: "/dashboard", viewer: "new user" },
  { name: "dashboard with birthdays", path: "/dashboard", viewer: "user with birthdays" },
  { name: "all birthdays", path: "/dashboard/birthdays", viewer: "user with birthdays" },
  { name: "settings", path: "/dashboard/settings", viewer: "user with birthdays" },
  { name: "group card", path: (links) => links.card, viewer: "visitor" },
  { name: "group card, its creator", path: (links) => links.card, viewer: "user with birthdays" },
  { name: "group card, present mode", path: (links) => `${links.card}/present`, viewer: "user with birthdays" },
  { name: "group card, older view", path: (links) => links.olderCard, viewer: "user with birthdays" },
  { name: "group card 404", path: "/group-cards/no-such-card-k3m9x2q7v4pa1", viewer: "visitor", status: 404 },
  { name: "create group card", path: "/create-group-card", viewer: "user with birthdays" },
  { name: "my group cards, empty", path: "/my-group-cards", viewer: "new user" },
  { name: "my group cards", path: "/my-group-cards", viewer: "user with birthdays" },
  // Its error state stays put; with a ticket it imports, with nothing it leaves after a second.
  { name: "auth callback, consent denied", path: "/auth-callback?error=access_denied", viewer: "new user" },
];

const WIDTHS = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/**
 * axe runs once per page and theme, the slowest of the checks by far; what
 * it judges (names, roles, contrast, landmarks) is the same at every width
 * and in every language. Which width and language take each page's turn
 * goes round the list, so every language and width is read by axe on some
 * pages.
 */
function axeRunsAt(pageIndex: number, size: (typeof WIDTHS)[number], locale: Locale): boolean {
  return WIDTHS[pageIndex % WIDTHS.length] === size && locales[pageIndex % locales.length] === locale;
}

/**
 * The layout checks (sideways scrolling, cut-off text), which change with the
 * width and the language but not with the colours, read every page at every
 * width in every language in the light theme; the dark theme opens each page
 * once, where axe reads it.
 */
function pageChecked(theme: Theme, axe: boolean): boolean {
  return theme === "light" || axe;
}

const LONG_NAME = "Aleksandra Konstantinovna Vasilyeva-Rimskaya-Korsakova";

/** A date `days` from today (UTC, the users' time zone here) in 1990, as the API takes it. */
function birthdayIn(days: number): string {
  const day = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `1990-${String(day.getUTCMonth() + 1).padStart(2, "0")}-${String(day.getUTCDate()).padStart(2, "0")}`;
}

/** The path and query of a link, without its language prefix. */
function unprefixed(link: string): string {
  const url = new URL(link);
  return `${stripLocalePrefix(url.pathname)}${url.search}`;
}

type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
const sessions = new Map<Viewer, SessionCookies>([["visitor", []]]);
let mailedLinks: MailedLinks;

/**
 * One tab per viewer, opened on first use, with the theme chosen as the
 * toggle stores it (cookie and local storage) and the language as the picker
 * stores it (the group-card pages have no prefix: they speak the chosen one).
 */
function viewerTabs(browser: Browser, baseURL: string, viewport: { width: number; height: number }, theme: Theme, locale: Locale) {
  const tabs = new Map<Viewer, Promise<Page>>();
  const contexts: BrowserContext[] = [];
  const { hostname } = new URL(baseURL);
  return {
    tab(viewer: Viewer): Promise<Page> {
      if (!tabs.has(viewer)) {
        tabs.set(
          viewer,
          (async () => {
            const context = await browser.newContext({
              baseURL,
              viewport,
              timezoneId: "UTC",
              storageState: {
                cookies: [
                  ...sessions.get(viewer)!,
                  ...[
                    { name: THEME_COOKIE, value: theme },
                    { name: LOCALE_COOKIE, value: locale },
                  ].map((cookie) => ({ ...cookie, domain: hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const })),
                ],
                origins: [{ origin: baseURL, localStorage: [{ name: THEME_STORAGE_KEY, value: theme }] }],
              },
            });
            contexts.push(context);
            return context.newPage();
          })(),
        );
      }
      return tabs.get(viewer)!;
    },
    close: () => Promise.all(contexts.map((context) => context.close())),
  };
}

/**
 * Opens a page and runs every check on it. Soft assertions: one run lists
 * every page's problems, not only the first; known ones become annotations.
 */
async function checkPage(
  page: Page,
  checked: CheckedPage,
  { locale, theme, width, axe }: { locale: Locale; theme: Theme; width: number; axe: boolean },
) {
  const path = localizedPath(locale, typeof checked.path === "string" ? checked.path : checked.path(mailedLinks));
  const screen = `${checked.name} (${path}, ${width} px, ${theme})`;
  const response = await page.goto(path);
  // A lost session or a missing page would check the wrong page.
  expect(response?.status(), screen).toBe(checked.status ?? 200);
  expect(new URL(page.url()).pathname, screen).toBe(path.split("?")[0]);
  await expect(page.locator("html"), screen).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await expect(page.locator("html"), screen).toHaveAttribute("lang", locale);
  // What the page shows once its scripts have run (a toast after hydration,
  // a list fetched by the browser) is checked too, where it comes to rest:
  // a toast still fading in failed the contrast check now and then.
  await page.waitForLoadState("networkidle");
  await settleAnimations(page);
  const found = {
    sideways: await sideProblems(page),
    "cut off": await clippedTextProblems(page),
    ...(axe && { axe: await seriousAxeViolations(page) }),
  };
  for (const [check, problems] of Object.entries(found)) expect.soft(problems, `${screen}: ${check}`).toEqual([]);
}

test.describe("every page", () => {
  // The four widths and themes in both workers (each makes its own users first).
  test.describe.configure({ mode: "parallel" });
  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const baseURL = testInfo.project.use.baseURL!;
    // Users in UTC (recorded at sign-in), so "today" here and on the server agree whatever the machine's zone.
    const signIn = async () => {
      const context = await browser.newContext({ baseURL, timezoneId: "UTC" });
      const page = await context.newPage();
      return { context, page, email: await signInAsNewUser(page) };
    };

    const empty = await signIn();
    sessions.set("new user", await empty.context.cookies());
    await empty.context.close();

    // Birthdays in every state the dashboard shows: today, tomorrow, this week,
    // later, without a year, with a long name, notes and a gift.
    const { context, page, email } = await signIn();
    const birthdays = [
      { name: "Ona Petraitienė", date: birthdayIn(0), birthYear: 1990, notes: "Tulips, never roses." },
      { name: "Дмитрий Соколов", date: birthdayIn(1), birthYear: 1985 },
      { name: "Sam Lee", date: birthdayIn(4) },
      { name: LONG_NAME, date: birthdayIn(40), birthYear: 1972, email: "aleksandra.konstantinovna.vasilyeva@example.com", notes: "Likes long walks. ".repeat(12) },
      { name: "Jonas", date: birthdayIn(200), birthYear: 2001 },
    ];
    let longNameId = 0;
    for (const data of birthdays) {
      const response = await page.request.post("/api/birthdays", { data });
      expect(response.status(), data.name).toBe(201);
      if (data.name === LONG_NAME) longNameId = ((await response.json()) as { id: number }).id;
    }
    const gift = await page.request.post(`/api/birthdays/${longNameId}/gifts`, {
      data: { title: "A very thoughtful and rather expensive handmade present", url: "https://www.example.com/gifts/a-very-long-address?ref=confetti", price: 149.99 },
    });
    expect(gift.status()).toBe(201);

    // The unsubscribe link a reminder carries: the account's own token (lib/reminders/digest.ts). Read from
    // the database rather than through a reminder pass, whose housekeeping would end other tests' links.
    const database = new pg.Client({ connectionString: await appDatabaseUrl() });
    await database.connect();
    const { rows } = await database.query("SELECT unsubscribe_token FROM users WHERE email = $1", [email]);
    await database.end();
    const unsubscribe = `${baseURL}/unsubscribe?token=${rows[0].unsubscribe_token}`;
    expect((await page.request.post("/api/auth/account-deletion")).status()).toBe(200);
    const accountDeletion = await awaitLink(page.request, email, (mail) => mail.links.find((link) => link.includes("/account/delete?token=")));
    // A newcomer's link, never followed: "Finish creating your account".
    const newcomer = newAddress("newcomer");
    expect((await page.request.post("/api/auth/register", { data: { email: newcomer } })).status()).toBe(200);
    const signInPage = signInLink(await lastMailTo(page.request, newcomer));
    // A group card with a long title and two messages, one of them long (its page, and My group cards).
    const card = await page.request.post("/api/group-cards", {
      data: {
        recipientName: LONG_NAME,
        recipientBirthday: birthdayIn(10),
        title: `Happy birthday, ${LONG_NAME}!`,
        greeting: "From all of us at the office, with love.",
        description: "Sign before Friday!\nAnd not a word to anyone.",
        theme: "ocean",
        invitedContributors: [newAddress("card-invitee")],
        initiatorName: "Ann",
      },
    });
    expect(card.status()).toBe(201);
    const { id: cardId, slug } = (await card.json()) as { id: number; slug: string };
    for (const content of ["Happy birthday!", `${"Many happy returns of the day! ".repeat(20)}\nSee you soon.`]) {
      const message = await page.request.post(`/api/group-cards/${cardId}/contributions`, {
        data: { contributorName: LONG_NAME, contributorEmail: email, content, type: "text" },
      });
      expect(message.status()).toBe(201);
    }
    mailedLinks = {
      signIn: unprefixed(signInPage),
      unsubscribe: unprefixed(unsubscribe),
      accountDeletion: unprefixed(accountDeletion),
      card: `/group-cards/${slug}`,
      olderCard: `/group-card/${cardId}`,
    };
    sessions.set("user with birthdays", await context.cookies());
    await context.close();
  });

  for (const size of WIDTHS) {
    for (const theme of themes) {
      const which = theme === "light" ? "every page in every language" : "the pages axe reads at this width";
      test(`${which}, at ${size.width} px (${size.name}) in the ${theme} theme`, async ({ browser, baseURL }) => {
        // 2–4 minutes were seen on a 2-core machine shared with four other builds; a limit, not a budget.
        test.setTimeout(600_000);
        // The languages side by side, each in its own tabs: the server renders one page while the browser checks another.
        await Promise.all(
          locales.map(async (locale) => {
            const tabs = viewerTabs(browser, baseURL!, { width: size.width, height: size.height }, theme, locale);
            try {
              for (const [index, checked] of PAGES.entries()) {
                const axe = axeRunsAt(index, size, locale);
                if (!pageChecked(theme, axe)) continue;
                await checkPage(await tabs.tab(checked.viewer), checked, { locale, theme, width: size.width, axe });
              }
            } finally {
              await tabs.close();
            }
          }),
        );
      });
    }
  }
});

// The detectors themselves, on pages made to fail them: a check that cannot fail checks nothing.
test.describe("the checks", () => {
  test("find a button too small for its text, and cut text without a title", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.setContent(`
      <button style="width: 60px; height: 30px; white-space: nowrap">A label far too long</button>
      <div data-slot="button" style="display: inline-block; width: 200px; height: 20px; line-height: 20px">Fits easily</div>
      <p style="width: 100px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Truncated without a title</p>
      <p title="Truncated with a title" style="width: 100px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Truncated with a title</p>
      <p style="width: 100px; overflow: auto; white-space: nowrap">Scrolls rather than cutting</p>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">Only for screen readers</span>
    `);
    const problems = await clippedTextProblems(page);
    expect(problems).toEqual([
      expect.stringMatching(/^<button> "A label far too long" is too small for its content/),
      expect.stringMatching(/^<p> "Truncated without a title" is cut off by <p>/),
    ]);
  });

  test("with a dialog open, read only the dialog", async ({ page }) => {
    await page.setContent(`
      <p style="width: 100px; overflow: hidden; white-space: nowrap">Behind the dialog, cut off</p>
      <div role="dialog"><p style="width: 100px; overflow: hidden; white-space: nowrap">In the dialog, cut off</p></div>
    `);
    expect(await clippedTextProblems(page)).toEqual([expect.stringMatching(/^<p> "In the dialog, cut off" is cut off/)]);
  });

  test("find sideways scrolling and text against the edge", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.setContent(`<body style="margin: 0"><div style="width: 500px; padding-left: 2px">Too wide</div></body>`);
    const problems = await sideProblems(page);
    expect(problems).toContain("the page scrolls sideways: 502 px wide in 360 px");
    expect(problems).toContainEqual(expect.stringMatching(/^<div> "Too wide" sticks out/));
    expect(problems).toContainEqual(expect.stringMatching(/^<div> "Too wide" touches the edge/));
  });

  test("find serious axe violations", async ({ page }) => {
    await page.setContent(`<html lang="en"><head><title>Broken</title></head><body><main><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`);
    expect(await seriousAxeViolations(page)).toEqual([expect.stringMatching(/^button-name \(critical\)/), expect.stringMatching(/^image-alt \(critical\)/)]);
  });
});
