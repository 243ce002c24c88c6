import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailText } from "./layout";

/** To a card's creator once a day while the card waits for its day, when others added messages. */
export type GroupCardDailySummaryEmailProps = {
  /** The card's page, built from APP_URL. */
  url: string;
  recipientName: string;
  title: string;
  /** New messages since the last summary. */
  count: number;
  /** Who wrote them, as a list in the card's language ("Bob, Carol and Dave"). */
  names: string;
};

export const groupCardDailySummaryEmail = defineEmail<GroupCardDailySummaryEmailProps>({
  subject: ({ recipientName, title, count }, { t }) =>
    t("groupCardDailySummary.subject", { recipient: recipientName, title, count }),
  render: (props, context) => <GroupCardDailySummaryEmail {...props} context={context} />,
});

export function GroupCardDailySummaryEmail({
  url,
  recipientName,
  title,
  count,
  names,
  context,
}: GroupCardDailySummaryEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardDailySummary.preview", { recipient: recipientName, title })}
      reason={t("groupCardDeliveryCopy.reason", { site: context.site })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>{t("groupCardDailySummary.intro", { title, count, names })}</EmailText>
      <EmailButton href={url}>{t("groupCardEmptyWarning.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
      <EmailNote>{t("groupCardDailySummary.note")}</EmailNote>
    </EmailLayout>
  );
}
