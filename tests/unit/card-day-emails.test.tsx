/** @jest-environment node */
// The e-mails of a card's day and the days before it (docs/decisions/042)
// render in every language with real texts (no raw keys or missing
// arguments) and carry their links in the HTML and the plain text.
import { extractHrefs } from "@/lib/email/links";
import { renderEmail } from "@/lib/email/render";
import type { EmailTemplate } from "@/lib/email/templates";
import { locales } from "@/lib/i18n/locales";
import { failOnConsoleError } from "../support/console";

const appUrl = "https://confetti.example";
const present = `${appUrl}/group-cards/rita-s-40th-k3m9x2q7v4pa1/present`;
const card = `${appUrl}/group-cards/rita-s-40th-k3m9x2q7v4pa1`;
const stop = `${appUrl}/card-reminders?token=abc123`;
const common = { title: "Rita's 40th", recipientName: "Rita" };

const templates: [string, EmailTemplate, string[]][] = [
  ["delivery", { name: "group-card-delivery", props: { url: present, email: "rita@example.com", creatorName: "Ann", title: "Rita's 40th" } }, [present]],
  ["creator's copy", { name: "group-card-delivery-copy", props: { ...common, url: present, messagesCount: 3, sentTo: "rita@example.com" } }, [present]],
  ["time to present", { name: "group-card-delivery-copy", props: { ...common, url: present, messagesCount: 0, sentTo: null } }, [present]],
  [
    "thank-you note",
    { name: "group-card-thank-you", props: { ...common, url: card, email: "bob@example.com", note: "Thank you all!\nSee you soon.", name: "Rita" } },
    [card],
  ],
  ["nudge", { name: "group-card-nudge", props: { ...common, url: card, stopUrl: stop, email: "bob@example.com", inviterName: "Ann", date: "March 28" } }, [card, stop]],
  ...[1, 3, 22].map(
    (count): [string, EmailTemplate, string[]] => [
      `daily summary of ${count}`,
      { name: "group-card-daily-summary", props: { ...common, url: card, count, names: "Bob, Carol and Dave" } },
      [card],
    ],
  ),
  ...[0, 1, 2, 5, 21].map(
    (count): [string, EmailTemplate, string[]] => [
      `empty-card warning with ${count}`,
      { name: "group-card-empty-warning", props: { ...common, url: card, count, when: "March 28, 2027 at 9:00 AM" } },
      [card],
    ],
  ),
];

/** Strings next-intl puts in place of a missing or broken message. */
const fallbackPattern = /\bemails\.|groupCard\w*\.|\{[a-zA-Z]+\}|<\/?b>/;

failOnConsoleError();

describe.each(locales)("in %s", (locale) => {
  it.each(templates)("the %s e-mail renders with its links", async (_, template, links) => {
    const email = await renderEmail(template, locale, { appUrl });
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(fallbackPattern);
    for (const link of links) {
      expect(extractHrefs(email.html)).toContain(link);
      expect(email.text).toContain(link);
    }
  });
});

it("says in the creator's copy where the card went, and that messages are closed", async () => {
  const { subject, text } = await renderEmail(templates[1]![1], "en", { appUrl });
  expect(subject).toBe("Your card for Rita has been delivered");
  expect(text).toContain("We sent the card to rita@example.com.");
  expect(text).toContain("New messages are closed now");
});

it("gives the thank-you note with its line breaks, who signed it and the card", async () => {
  const template = templates.find(([name]) => name === "thank-you note")![1];
  const { subject, text, html } = await renderEmail(template, "en", { appUrl });
  expect(subject).toBe("Rita says thank you for the birthday card");
  expect(text).toContain("Rita thanks everyone who made the card “Rita's 40th”:");
  expect(text).toMatch(/Thank you all!\s*\n\s*See you soon\./);
  expect(html).toContain("Thank you all!<br/>See you soon.");
  expect(text).toContain("— Rita");
});
