import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailText } from "./layout";

/** The card, delivered to the birthday person on the day, in the card's language. */
export type GroupCardDeliveryEmailProps = {
  /** /group-cards/{slug}/present, built from APP_URL. */
  url: string;
  /** The address it goes to (the footer says why this mail came). */
  email: string;
  creatorName: string;
  title: string;
};

export const groupCardDeliveryEmail = defineEmail<GroupCardDeliveryEmailProps>({
  subject: ({ creatorName }, { t }) => t("groupCardDelivery.subject", { creator: creatorName }),
  render: (props, context) => <GroupCardDeliveryEmail {...props} context={context} />,
});

export function GroupCardDeliveryEmail({
  url,
  email,
  creatorName,
  title,
  context,
}: GroupCardDeliveryEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <EmailLayout
      context={context}
      preview={t("groupCardDelivery.preview")}
      reason={t("groupCardDelivery.reason", { email, site: context.site })}
    >
      <EmailHeading>{title}</EmailHeading>
      <EmailText>{t.rich("groupCardDelivery.intro", { creator: creatorName, b })}</EmailText>
      <EmailButton href={url}>{t("groupCardDelivery.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
    </EmailLayout>
  );
}
