/** @jest-environment node */
// E-mail templates render in every language with real texts (no raw message
// keys), carry the link in both the HTML and the plain-text part, and keep
// to the mail-client rules of emails/layout.tsx.
import { extractHrefs, extractLinks, isAppLink, joinAppUrl } from "@/lib/email/links";
import { renderEmail } from "@/lib/email/render";
import type { EmailTemplate } from "@/lib/email/templates";
import { locales, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { failOnConsoleError } from "../support/console";

const appUrl = "https://confetti.example";
const url = `${appUrl}/auth/verify?token=Zm9v_YmFy-123&next=%2Fdashboard`;
const purposes = ["login", "register", "existing-account"] as const;
const purposeKey = { login: "login", register: "register", "existing-account": "existingAccount" } as const;

function magicLink(
  purpose: (typeof purposes)[number],
  overrides: Partial<{ email: string; expiresInMinutes: number }> = {},
): EmailTemplate {
  return { name: "magic-link", props: { url, email: "ann@example.com", purpose, expiresInMinutes: 15, ...overrides } };
}

/** Strings next-intl puts in place of a missing or broken message. */
const fallbackPattern = /\bemails\.|magicLink\.|layout\.|\{[a-z]+\}|<\/?b>/;

// next-intl reports a missing message or argument through console.error.
failOnConsoleError();

describe.each(locales)("the magic-link e-mail in %s", (locale: Locale) => {
  const texts = messagesFor(locale).emails;

  it.each(purposes)("renders for %s with a translated subject and the link in HTML and text", async (purpose) => {
    const email = await renderEmail(magicLink(purpose), locale, { appUrl });

    expect(email.subject).toBe(texts.magicLink.subject[purposeKey[purpose]]);
    expect(email.html).toContain(`<html dir="ltr" lang="${locale}">`);
    expect(email.html).toContain(`<title>${email.subject}</title>`);
    // The button and the raw link below it; the header links to the site.
    expect(extractHrefs(email.html).filter((href) => href === url)).toHaveLength(2);
    expect(extractHrefs(email.html)).toContain(appUrl);
    expect(email.html).toContain(texts.magicLink.button[purposeKey[purpose]]);
    expect(email.html).toContain(texts.layout.tagline);
    expect(email.text).toContain(url);
    expect(email.text).toContain("ann@example.com");
    expect(email.text).toContain("confetti.example");

    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(fallbackPattern);
  });

  it("gives each purpose its own subject, heading and button", async () => {
    const rendered = await Promise.all(purposes.map((purpose) => renderEmail(magicLink(purpose), locale, { appUrl })));
    expect(new Set(rendered.map((email) => email.subject)).size).toBe(3);
    for (const [index, purpose] of purposes.entries()) {
      expect(rendered[index]!.html).toContain(texts.magicLink.heading[purposeKey[purpose]]);
    }
  });
});

describe("the magic-link e-mail", () => {
  it("has a plain-text part without the button, with the link once", async () => {
    const { text } = await renderEmail(magicLink("login"), "en", { appUrl });
    expect(text).toBe(
      [
        "Sign in to Confetti",
        "",
        "Here is your link to sign in to Confetti as ann@example.com.",
        "",
        url,
        "",
        "The link is valid for 15 minutes and works only once.",
        "",
        "If you did not ask to sign in, ignore this e-mail: nobody can sign in without this link.",
        "",
        "You received this e-mail because ann@example.com was entered on confetti.example.",
        "",
        "Confetti · Free, no ads, no spam.",
        "",
      ].join("\n"),
    );
    expect(extractLinks(text)).toEqual([url]);
  });

  it.each([
    ["lt", 1, "1 minutę"],
    ["lt", 2, "2 minutes"],
    ["lt", 10, "10 minučių"],
    ["lt", 15, "15 minučių"],
    ["lt", 21, "21 minutę"],
    ["ru", 1, "1 минуту"],
    ["ru", 3, "3 минуты"],
    ["ru", 15, "15 минут"],
    ["ru", 21, "21 минуту"],
    ["en", 1, "1 minute "],
    ["en", 15, "15 minutes"],
  ] as const)("in %s words %i minute(s) as “%s”", async (locale, minutes, phrase) => {
    const { text } = await renderEmail(magicLink("login", { expiresInMinutes: minutes }), locale, { appUrl });
    expect(text).toContain(phrase);
  });

  it("escapes the address it was asked for", async () => {
    const { html } = await renderEmail(magicLink("login", { email: '"<img src=x>"@example.com' }), "en", { appUrl });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x&gt;");
  });

  it("is built for mail clients: 560px wide, light and dark, no images or scripts", async () => {
    const { html } = await renderEmail(magicLink("register"), "en", { appUrl });
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN"/);
    expect(html).toContain("max-width:560px");
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(html).not.toMatch(/<img|<script|<link/);
  });
});

describe("e-mail links", () => {
  it("count as the app's only under APP_URL itself", () => {
    const app = "http://localhost:3000";
    expect(isAppLink("http://localhost:3000", app)).toBe(true);
    expect(isAppLink("http://localhost:3000/auth?token=1", app)).toBe(true);
    expect(isAppLink("mailto:hello@confetti.example", app)).toBe(true);
    expect(isAppLink("http://localhost:30000/x", app)).toBe(false);
    expect(isAppLink("http://localhost:3000.evil.example/x", app)).toBe(false);
    expect(isAppLink("http://localhost:3000@evil.example/x", app)).toBe(false);
    expect(isAppLink("https://evil.example/?http://localhost:3000/", app)).toBe(false);
  });

  it("are joined onto APP_URL, keeping its path", () => {
    expect(joinAppUrl("https://example.com/confetti", "/auth/verify", { token: "a+b/c" })).toBe(
      "https://example.com/confetti/auth/verify?token=a%2Bb%2Fc",
    );
    expect(joinAppUrl("http://localhost:3000/", "dashboard")).toBe("http://localhost:3000/dashboard");
  });

  it("are read back from HTML with React's escaping undone", () => {
    expect(extractHrefs('<a href="https://x.example/?a=1&amp;b=&quot;2&quot;">x</a>')).toEqual([
      'https://x.example/?a=1&b="2"',
    ]);
  });
});
