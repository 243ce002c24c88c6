import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailRule, EmailText } from "./layout";

/** The link that confirms deleting an account, sent to the account's own address. */
export type AccountDeletionEmailProps = {
  /** The confirm page's URL, built from APP_URL. */
  url: string;
  email: string;
  expiresInMinutes: number;
};

export const accountDeletionEmail = defineEmail<AccountDeletionEmailProps>({
  subject: (_props, { t }) => t("accountDeletion.subject"),
  render: (props, context) => <AccountDeletionEmail {...props} context={context} />,
});

export function AccountDeletionEmail({
  url,
  email,
  expiresInMinutes,
  context,
}: AccountDeletionEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  return (
    <EmailLayout
      context={context}
      preview={t("accountDeletion.preview")}
      reason={t("accountDeletion.reason", { email, site: context.site })}
    >
      <EmailHeading>{t("accountDeletion.heading")}</EmailHeading>
      <EmailText>{t.rich("accountDeletion.intro", { email, b: (chunks) => <strong>{chunks}</strong> })}</EmailText>
      <EmailButton href={url}>{t("accountDeletion.button")}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
      <EmailRule />
      <EmailNote>{t("accountDeletion.expiry", { minutes: expiresInMinutes })}</EmailNote>
      <EmailNote>{t("accountDeletion.ignore")}</EmailNote>
    </EmailLayout>
  );
}
