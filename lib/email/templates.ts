import { accountDeletionEmail } from "@/emails/account-deletion";
import { groupCardDailySummaryEmail } from "@/emails/group-card-daily-summary";
import { groupCardDeliveryEmail } from "@/emails/group-card-delivery";
import { groupCardDeliveryCopyEmail } from "@/emails/group-card-delivery-copy";
import { groupCardEmptyWarningEmail } from "@/emails/group-card-empty-warning";
import { groupCardInvitationEmail } from "@/emails/group-card-invitation";
import { groupCardNudgeEmail } from "@/emails/group-card-nudge";
import { groupCardThankYouEmail } from "@/emails/group-card-thank-you";
import { magicLinkEmail } from "@/emails/magic-link";
import { reminderDigestEmail } from "@/emails/reminder-digest";
import type { EmailDefinition } from "./define";

// Every e-mail the app sends, by name. To add one: write emails/<name>.tsx
// exporting a `defineEmail<Props>({ subject, render })`, put its texts under
// `emails.<name>` in messages/*.json, and add one line here. EmailTemplate
// (what sendEmail accepts) follows from this table; providers never change.
const templates = {
  "account-deletion": accountDeletionEmail,
  "group-card-daily-summary": groupCardDailySummaryEmail,
  "group-card-delivery": groupCardDeliveryEmail,
  "group-card-delivery-copy": groupCardDeliveryCopyEmail,
  "group-card-empty-warning": groupCardEmptyWarningEmail,
  "group-card-invitation": groupCardInvitationEmail,
  "group-card-nudge": groupCardNudgeEmail,
  "group-card-thank-you": groupCardThankYouEmail,
  "magic-link": magicLinkEmail,
  "reminder-digest": reminderDigestEmail,
} satisfies Record<string, EmailDefinition<never>>;

type Templates = typeof templates;
type PropsOf<D> = D extends EmailDefinition<infer Props> ? Props : never;

/** A template name with its props, e.g. `{ name: "magic-link", props: { url, email, purpose, expiresInMinutes } }`. */
export type EmailTemplate = { [Name in keyof Templates]: { name: Name; props: PropsOf<Templates[Name]> } }[keyof Templates];

export type EmailTemplateName = EmailTemplate["name"];

export function definitionOf<T extends EmailTemplate>(template: T): EmailDefinition<T["props"]> {
  // TypeScript cannot correlate the name with the props of a union member.
  return templates[template.name] as EmailDefinition<T["props"]>;
}
