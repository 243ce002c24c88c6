import { Fragment } from "react";
import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailText } from "./layout";

/**
 * The birthday person's thank-you note, to everyone who wrote on the card
 * and its creator, in the card's language (docs/decisions/043). It names no
 * one's address but the one it goes to.
 */
export type GroupCardThankYouEmailProps = {
  /** The card's page (/group-cards/{slug}), built from APP_URL. */
  url: string;
  /** The address it goes to (the footer says why this mail came). */
  email: string;
  /** The note, as written (line breaks kept). */
  note: string;
  /** Who signed it. */
  name: string;
  recipientName: string;
  title: string;
};

export const groupCardThankYouEmail = defineEmail<GroupCardThankYouEmailProps>({
  subject: ({ name }, { t }) => t("groupCardThankYou.subject", { name }),
  render: (props, context) => <GroupCardThankYouEmail {...props} context={context} />,
});

export function GroupCardThankYouEmail({
  url,
  email,
  note,
  name,
  recipientName,
  title,
  context,
}: GroupCardThankYouEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const lines = note.split(/\r?\n/);
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardThankYou.preview", { name })}
      reason={t("groupCardThankYou.reason", { email, site: context.site, recipient: recipientName })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>{t.rich("groupCardThankYou.intro", { name, title, b })}</EmailText>
      <EmailText>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </EmailText>
      <EmailNote>— {name}</EmailNote>
      <EmailButton href={url}>{t("groupCardThankYou.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
    </EmailLayout>
  );
}
