// The unsubscribe page of every reminder e-mail's link: opening it (as mail
// scanners and link previews do) changes nothing; its button's POST turns
// reminders off, and Undo turns them back on, the page then showing the state
// as it is. The page is rendered to HTML with the real messages; the one-click
// POST of mail clients is in reminder-settings.test.ts.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { turnOffReminders, turnOnReminders } from "@/app/[locale]/(public)/unsubscribe/actions";
import UnsubscribePage from "@/app/[locale]/(public)/unsubscribe/page";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import { signedInUser } from "../support/auth";

// The page's server-side translations, as next-intl's request config would give them.
jest.mock("next-intl/server", () => {
  const { createTranslator } = jest.requireActual("next-intl");
  const catalogues = { en: jest.requireActual("@/messages/en.json"), lt: jest.requireActual("@/messages/lt.json") };
  let requestLocale: "en" | "lt" = "en";
  return {
    setRequestLocale: (locale: "en" | "lt") => {
      requestLocale = locale;
    },
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: requestLocale, messages: catalogues[requestLocale], namespace }),
  };
});
// The dashboard link needs the app's router; a plain link stands in for it.
jest.mock("@/components/site/localized-link", () => ({
  LocalizedLink: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

/** The page as HTML, for a GET of /unsubscribe?token=… in `locale`. */
async function openPage(token: string | undefined, locale: Locale = "en") {
  const page = await UnsubscribePage({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({ token }) });
  return renderToStaticMarkup(page as ReactElement);
}

/** Submits one of the page's forms as the browser would; answers where the action redirects to. */
async function submit(action: (formData: FormData) => Promise<never>, token: string, locale: Locale = "en") {
  const form = new FormData();
  form.set("token", token);
  form.set("locale", locale);
  try {
    await action(form);
  } catch (error) {
    // Next's redirect() throws; its digest reads "NEXT_REDIRECT;<type>;<url>;<status>;".
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2];
    throw error;
  }
  throw new Error("The action did not redirect");
}

const enabled = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).remindersEnabled;
const tokenOf = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).unsubscribeToken;
const texts = en.reminders.unsubscribe;

describe("the unsubscribe page", () => {
  it("changes nothing when opened, and offers to turn reminders off", async () => {
    const ann = await signedInUser("ann@example.com");
    const token = await tokenOf(ann.user.id);

    for (let opened = 0; opened < 3; opened++) {
      const html = await openPage(token);
      expect(html).toContain(texts.onTitle);
      expect(html).toContain(texts.onDescription.replace("{email}", "ann@example.com"));
      expect(html).toContain(texts.turnOff);
      expect(html).not.toContain(texts.title);
    }
    expect(await enabled(ann.user.id)).toBe(true);
  });

  it("turns reminders off with its button's POST, and back on with Undo, showing the state after each", async () => {
    const ann = await signedInUser("ann@example.com");
    const bob = await signedInUser("bob@example.com");
    const token = await tokenOf(ann.user.id);

    expect(await submit(turnOffReminders, token)).toBe(`/unsubscribe?token=${token}`);
    expect(await enabled(ann.user.id)).toBe(false);
    expect(await enabled(bob.user.id)).toBe(true);
    const off = await openPage(token);
    expect(off).toContain(texts.title);
    expect(off).toContain(texts.done.replace("{email}", "ann@example.com"));
    expect(off).toContain(texts.undo);
    // Opening it again leaves them off.
    expect(await enabled(ann.user.id)).toBe(false);

    expect(await submit(turnOnReminders, token)).toBe(`/unsubscribe?token=${token}`);
    expect(await enabled(ann.user.id)).toBe(true);
    const on = await openPage(token);
    expect(on).not.toContain(texts.title);
    expect(on).toContain(texts.onTitle);
    expect(on).toContain(texts.turnOff);
  });

  it("speaks the link's language and lands back on it", async () => {
    const ann = await signedInUser("ann@example.com");
    const token = await tokenOf(ann.user.id);
    expect(await openPage(token, "lt")).toContain(lt.reminders.unsubscribe.turnOff);
    expect(await submit(turnOffReminders, token, "lt")).toBe(`/lt/unsubscribe?token=${token}`);
    expect(await openPage(token, "lt")).toContain(lt.reminders.unsubscribe.title);
  });

  it.each([
    ["an unknown token", "0123456789abcdef0123456789abcdef"],
    ["a malformed token", "' OR 1=1 --"],
    ["no token", undefined],
  ])("says the link is not valid for %s, and its forms change nothing", async (_, token) => {
    const ann = await signedInUser("ann@example.com");
    const html = await openPage(token);
    expect(html).toContain(texts.invalidTitle);
    expect(html).not.toContain(texts.turnOff);

    await submit(turnOffReminders, token ?? "");
    expect(await enabled(ann.user.id)).toBe(true);
    await db().user.update({ where: { id: ann.user.id }, data: { remindersEnabled: false } });
    await submit(turnOnReminders, token ?? "");
    expect(await enabled(ann.user.id)).toBe(false);
  });
});
