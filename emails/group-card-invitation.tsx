import { Fragment } from "react";
import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailRule, EmailText } from "./layout";

/** An invitation to add a message to a group card, in the creator's language. */
export type GroupCardInvitationEmailProps = {
  /** /group-cards/{slug}?invite={token}, built from APP_URL. */
  url: string;
  /** The invited address (the footer says why this mail came). */
  email: string;
  /** The name the creator signed the card with. */
  inviterName: string;
  recipientName: string;
  /** The birthday as people read it ("March 5"), or null when the card has none. */
  birthday: string | null;
  title: string;
  /** The creator's words to the contributors, line breaks kept. */
  description: string | null;
};

export const groupCardInvitationEmail = defineEmail<GroupCardInvitationEmailProps>({
  subject: ({ inviterName, recipientName }, { t }) =>
    t("groupCardInvitation.subject", { inviter: inviterName, recipient: recipientName }),
  render: (props, context) => <GroupCardInvitationEmail {...props} context={context} />,
});

export function GroupCardInvitationEmail({
  url,
  email,
  inviterName,
  recipientName,
  birthday,
  title,
  description,
  context,
}: GroupCardInvitationEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardInvitation.preview", { inviter: inviterName, recipient: recipientName })}
      reason={t("groupCardInvitation.reason", { email, inviter: inviterName, site: context.site })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>
        {birthday
          ? t.rich("groupCardInvitation.introWithDate", { inviter: inviterName, recipient: recipientName, birthday, b })
          : t.rich("groupCardInvitation.intro", { inviter: inviterName, recipient: recipientName, b })}
      </EmailText>
      {description && (
        <EmailText>
          {description.split(/\r?\n/).map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </EmailText>
      )}
      <EmailButton href={url}>{t("groupCardInvitation.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
      <EmailRule />
      <EmailNote>{t("groupCardInvitation.privacy")}</EmailNote>
    </EmailLayout>
  );
}
