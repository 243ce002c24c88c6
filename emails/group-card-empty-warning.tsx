import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailText } from "./layout";

/** To a card's creator a day before delivery, when the card has fewer than two messages. */
export type GroupCardEmptyWarningEmailProps = {
  /** The card's page, built from APP_URL. */
  url: string;
  recipientName: string;
  title: string;
  /** Messages on the card now. */
  count: number;
  /** The delivery moment as people read it, in the creator's zone. */
  when: string;
};

export const groupCardEmptyWarningEmail = defineEmail<GroupCardEmptyWarningEmailProps>({
  subject: ({ recipientName, title, count }, { t }) =>
    t("groupCardEmptyWarning.subject", { recipient: recipientName, title, count }),
  render: (props, context) => <GroupCardEmptyWarningEmail {...props} context={context} />,
});

export function GroupCardEmptyWarningEmail({
  url,
  recipientName,
  title,
  count,
  when,
  context,
}: GroupCardEmptyWarningEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardEmptyWarning.preview", { recipient: recipientName, title })}
      reason={t("groupCardDeliveryCopy.reason", { site: context.site })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>{t.rich("groupCardEmptyWarning.intro", { when, count, b })}</EmailText>
      <EmailButton href={url}>{t("groupCardEmptyWarning.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
    </EmailLayout>
  );
}
