import { defineEmail, type EmailRenderContext } from "@/lib/email/define";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRawLink, EmailRule, EmailText } from "./layout";

/**
 * The sign-in link. `purpose`:
 * - "login": sign in to an existing account;
 * - "register": confirm the address to finish creating a new account;
 * - "existing-account": someone asked to register an address that already
 *   has an account. The sign-up form answers the same either way (so it
 *   reveals nothing about who is registered); the mail tells the owner the
 *   truth and signs them in.
 */
export type MagicLinkEmailProps = {
  /** The full sign-in URL, built from APP_URL. */
  url: string;
  /** The address the link was requested for. */
  email: string;
  purpose: "login" | "register" | "existing-account";
  expiresInMinutes: number;
};

/** Purpose → its key in emails.magicLink.* (message keys are camelCase). */
const purposeKey = {
  login: "login",
  register: "register",
  "existing-account": "existingAccount",
} as const;

export const magicLinkEmail = defineEmail<MagicLinkEmailProps>({
  subject: ({ purpose }, { t }) => t(`magicLink.subject.${purposeKey[purpose]}`),
  render: (props, context) => <MagicLinkEmail {...props} context={context} />,
});

export function MagicLinkEmail({
  url,
  email,
  purpose,
  expiresInMinutes,
  context,
}: MagicLinkEmailProps & { context: EmailRenderContext }) {
  const { t } = context;
  const key = purposeKey[purpose];
  return (
    <EmailLayout
      context={context}
      preview={t(`magicLink.preview.${key}`, { minutes: expiresInMinutes })}
      reason={t("magicLink.reason", { email, site: context.site })}
    >
      <EmailHeading>{t(`magicLink.heading.${key}`)}</EmailHeading>
      <EmailText>{t.rich(`magicLink.intro.${key}`, { email, b: (chunks) => <strong>{chunks}</strong> })}</EmailText>
      <EmailButton href={url}>{t(`magicLink.button.${key}`)}</EmailButton>
      <EmailNote skipInText>{t("magicLink.linkFallback")}</EmailNote>
      <EmailRawLink href={url} />
      <EmailRule />
      <EmailNote>{t("magicLink.expiry", { minutes: expiresInMinutes })}</EmailNote>
      <EmailNote>{t(`magicLink.ignore.${key}`)}</EmailNote>
    </EmailLayout>
  );
}
