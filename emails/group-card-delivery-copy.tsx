import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailText } from "./layout";

/**
 * To the card's creator at the delivery moment: a copy of the link sent to
 * the birthday person (to forward, in case of a spam folder or a typo), or,
 * without a recipient address, "it's time to present your card".
 */
export type GroupCardDeliveryCopyEmailProps = {
  /** /group-cards/{slug}/present, built from APP_URL. */
  url: string;
  recipientName: string;
  title: string;
  messagesCount: number;
  /** The birthday person's address the card went to; null: the creator presents it. */
  sentTo: string | null;
};

export const groupCardDeliveryCopyEmail = defineEmail<GroupCardDeliveryCopyEmailProps>({
  subject: ({ sentTo, recipientName, title }, { t }) =>
    sentTo
      ? t("groupCardDeliveryCopy.sentSubject", { recipient: recipientName, title })
      : t("groupCardDeliveryCopy.presentSubject", { recipient: recipientName, title }),
  render: (props, context) => <GroupCardDeliveryCopyEmail {...props} context={context} />,
});

export function GroupCardDeliveryCopyEmail({
  url,
  recipientName,
  title,
  messagesCount,
  sentTo,
  context,
}: GroupCardDeliveryCopyEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardDeliveryCopy.preview", { recipient: recipientName, title })}
      reason={t("groupCardDeliveryCopy.reason", { site: context.site })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>
        {sentTo
          ? t.rich("groupCardDeliveryCopy.sentIntro", { sentTo, recipient: recipientName, b })
          : t.rich("groupCardDeliveryCopy.presentIntro", { recipient: recipientName, count: messagesCount, b })}
      </EmailText>
      <EmailButton href={url}>{t("groupCardDeliveryCopy.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
      <EmailNote>{t("groupCardDeliveryCopy.closed")}</EmailNote>
    </EmailLayout>
  );
}
