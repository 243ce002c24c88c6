import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailRule, EmailText } from "./layout";

/** To an invitee who has not written yet, three days and one day before the card is delivered, in the card's language. */
export type GroupCardNudgeEmailProps = {
  /** The card's page, built from APP_URL. */
  url: string;
  /** The page that stops these nudges for this card. */
  stopUrl: string;
  /** The invited address. */
  email: string;
  inviterName: string;
  recipientName: string;
  title: string;
  /** The delivery date as people read it ("March 28"). */
  date: string;
};

export const groupCardNudgeEmail = defineEmail<GroupCardNudgeEmailProps>({
  subject: ({ recipientName, title }, { t }) => t("groupCardNudge.subject", { recipient: recipientName, title }),
  render: (props, context) => <GroupCardNudgeEmail {...props} context={context} />,
});

export function GroupCardNudgeEmail({
  url,
  stopUrl,
  email,
  inviterName,
  recipientName,
  title,
  date,
  context,
}: GroupCardNudgeEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardNudge.preview", { recipient: recipientName, title })}
      reason={t("groupCardInvitation.reason", { email, inviter: inviterName, site: context.site })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>{t.rich("groupCardNudge.intro", { inviter: inviterName, recipient: recipientName, title, date, b })}</EmailText>
      <EmailButton href={url}>{t("groupCardInvitation.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
      <EmailNote>{t("groupCardNudge.signIn", { email })}</EmailNote>
      <EmailRule />
      <EmailNote>{t("groupCardNudge.stop")}</EmailNote>
      <EmailRawLink href={stopUrl} />
    </EmailLayout>
  );
}
