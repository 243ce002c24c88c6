// The confirm page of the e-mailed deletion link and its button, as a browser
// uses them: the link's token authorises deleting the account it names, and
// whoever is signed in in that browser keeps their session unless it is that
// account's. The page is rendered to HTML with the real messages.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { POST as requestDeletion } from "@/app/api/auth/account-deletion/route";
import { confirmAccountDeletion } from "@/app/[locale]/(public)/account/delete/actions";
import DeleteAccountPage from "@/app/[locale]/(public)/account/delete/page";
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { mailThroughFakeResend } from "../support/fake-resend";

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
// The browser's cookies, as Next's cookie jar shows them to the page and its action.
const browser = new Map<string, string>();
const cookieJar = {
  get: (name: string) => (browser.has(name) ? { name, value: browser.get(name)! } : undefined),
  set: (name: string, value: string, options: { maxAge?: number } = {}) => {
    if (options.maxAge === 0) browser.delete(name);
    else browser.set(name, value);
  },
};
jest.mock("next/headers", () => ({ cookies: async () => cookieJar }));

const resend = mailThroughFakeResend();
// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);
beforeEach(() => browser.clear());

const texts = en.account;

/** Bob asks for deletion in his settings; answers the token of the link he is mailed. */
async function bobsDeletionLink() {
  const bob = await signedInUser("bob@example.com");
  await requestDeletion(jsonRequest("POST", "/api/auth/account-deletion", undefined, { cookie: bob.cookie }), noParams);
  return { bob, token: resend.tokenMailed("bob@example.com", "/account/delete") };
}

/** The page as HTML, for a GET of /account/delete?token=… in `locale`, with the browser's cookies. */
async function openPage(token: string | undefined, locale: Locale = "en") {
  const searchParams = Promise.resolve({ token });
  const page = await DeleteAccountPage({ params: Promise.resolve({ locale }), searchParams });
  return renderToStaticMarkup(page as ReactElement);
}

/** Presses "Delete my account"; answers where the action redirects to. */
async function pressDelete(token: string, locale: Locale = "en") {
  const form = new FormData();
  form.set("token", token);
  form.set("locale", locale);
  try {
    await confirmAccountDeletion(form);
  } catch (error) {
    // Next's redirect() throws; its digest reads "NEXT_REDIRECT;<type>;<url>;<status>;".
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2];
    throw error;
  }
  throw new Error("The action did not redirect");
}

const userCount = (email: string) => db().user.count({ where: { email } });

describe("the account deletion page", () => {
  it("deletes the owner's account from the owner's own browser, which forgets its session", async () => {
    const { bob, token } = await bobsDeletionLink();
    browser.set("confetti_session", bob.token);
    const page = await openPage(token);
    expect(page).toContain(texts.deleteIntro.replace("{email}", "bob@example.com"));
    expect(page).not.toContain(texts.deleteOtherAccountNotice.split("{")[0]!);

    expect(await pressDelete(token)).toBe("/?account=deleted");

    expect(await userCount("bob@example.com")).toBe(0);
    expect(browser.size).toBe(0);
  });

  it("deletes the account from a browser nobody is signed in on, and lands on the home page", async () => {
    const { token } = await bobsDeletionLink();

    expect(await pressDelete(token, "lt")).toBe("/lt?account=deleted");

    expect(await userCount("bob@example.com")).toBe(0);
    expect(browser.size).toBe(0);
  });

  it("keeps another signed-in user's session, warns them first and then says whose account went", async () => {
    const { token } = await bobsDeletionLink();
    const alice = await signedInUser("alice@example.com");
    browser.set("confetti_session", alice.token);
    expect(await openPage(token)).toContain(
      texts.deleteOtherAccountNotice.replace("{you}", "alice@example.com").replace("{email}", "bob@example.com"),
    );

    const landing = await pressDelete(token);

    expect(await userCount("bob@example.com")).toBe(0);
    expect(browser.get("confetti_session")).toBe(alice.token);
    expect(await getSessionUser(alice.token)).toMatchObject({ id: alice.user.id, email: "alice@example.com" });
    // Not the home page's "your account has been deleted": the page names the account that went.
    expect(landing).toBe("/account/delete");
    const page = await openPage(undefined);
    expect(page).toContain(texts.deletedOtherTitle);
    expect(page).toContain(texts.deletedOther.replace("{email}", "bob@example.com"));
    expect(page).toContain('href="/dashboard"');
    expect(page).not.toContain(en.flags.accountDeletedTitle);
    expect(page).not.toContain(texts.deleteLinkInvalidTitle);
  });

  it("says so in the page's language", async () => {
    const { token } = await bobsDeletionLink();
    const alice = await signedInUser("alice@example.com");
    browser.set("confetti_session", alice.token);
    expect(await openPage(token, "lt")).toContain(
      lt.account.deleteOtherAccountNotice.replace("{you}", "alice@example.com").replace("{email}", "bob@example.com"),
    );
    expect(await pressDelete(token, "lt")).toBe("/lt/account/delete");
    expect(await openPage(undefined, "lt")).toContain(lt.account.deletedOther.replace("{email}", "bob@example.com"));
  });

  it("says nothing of a deletion to a browser that did not make one", async () => {
    const alice = await signedInUser("alice@example.com");
    browser.set("confetti_session", alice.token);
    const page = await openPage(undefined);
    expect(page).toContain(texts.deleteLinkInvalidTitle);
    expect(page).not.toContain(texts.deletedOtherTitle);
  });
});
