import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import type { EmailRenderContext } from "@/lib/email/define";

// The frame every Confetti e-mail shares, and the few building blocks
// templates compose their content from, so all e-mails look alike.
//
// Mail clients: layout is tables with inline styles (react-email's
// components), at most 560px wide, system fonts, no images.
// Dark mode: the document declares `color-scheme: light dark`; clients that
// honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac, Thunderbird)
// get the dark palette from the <style> block, Outlook.com through its
// [data-ogsc]/[data-ogsb] hooks, and clients that invert colours themselves
// (Gmail apps, Outlook apps) start from mid-tone colours that survive it.

const palette = {
  light: {
    page: "#f6f3f7",
    card: "#ffffff",
    border: "#e9e1ec",
    text: "#2a2030",
    muted: "#685c70",
    brand: "#a7207b",
  },
  dark: {
    page: "#16121c",
    card: "#211b29",
    border: "#3a3045",
    text: "#f1ebf4",
    muted: "#bcb0c3",
    brand: "#f491cb",
  },
  button: { background: "#a7207b", text: "#ffffff" },
} as const;

const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Helvetica, Arial, sans-serif';

const { dark } = palette;
const darkRules = (prefix: string) =>
  [
    `${prefix}.cf-page, ${prefix}.cf-page > table > tbody > tr > td { background-color: ${dark.page} !important; }`,
    `${prefix}.cf-card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }`,
    `${prefix}.cf-text { color: ${dark.text} !important; }`,
    `${prefix}.cf-muted { color: ${dark.muted} !important; }`,
    `${prefix}.cf-brand { color: ${dark.brand} !important; }`,
    `${prefix}.cf-rule { border-color: ${dark.border} !important; }`,
  ].join("\n");

const css = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
${darkRules("")}
}
${darkRules("[data-ogsc] ")}
[data-ogsb] .cf-page, [data-ogsb] .cf-card { background-color: ${dark.card} !important; }
@media only screen and (max-width: 600px) {
  .cf-card { padding: 24px 20px !important; }
}
`;

const styles = {
  page: { backgroundColor: palette.light.page, margin: 0, padding: "24px 8px", fontFamily },
  container: { maxWidth: "560px", width: "100%", margin: "0 auto" },
  header: { padding: "8px 4px 16px" },
  brand: {
    color: palette.light.brand,
    fontSize: "22px",
    fontWeight: 700,
    lineHeight: "28px",
    textDecoration: "none",
    letterSpacing: "-0.01em",
  },
  card: {
    backgroundColor: palette.light.card,
    border: `1px solid ${palette.light.border}`,
    borderRadius: "12px",
    padding: "32px",
  },
  footer: { padding: "20px 4px 8px" },
  footerText: { color: palette.light.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 6px" },
  heading: { color: palette.light.text, fontSize: "22px", lineHeight: "30px", fontWeight: 700, margin: "0 0 16px" },
  text: { color: palette.light.text, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" },
  note: { color: palette.light.muted, fontSize: "14px", lineHeight: "21px", margin: "0 0 12px" },
  buttonSection: { padding: "8px 0 24px" },
  button: {
    backgroundColor: palette.button.background,
    color: palette.button.text,
    borderRadius: "8px",
    fontSize: "16px",
    fontWeight: 600,
    lineHeight: "20px",
    padding: "14px 28px",
    textDecoration: "none",
    display: "inline-block",
  },
  rawLink: { color: palette.light.brand, fontSize: "14px", lineHeight: "21px", wordBreak: "break-all" },
  rule: { borderTop: `1px solid ${palette.light.border}`, margin: "8px 0 20px" },
} satisfies Record<string, CSSProperties>;

export function EmailLayout({
  context,
  preview,
  reason,
  children,
}: {
  context: EmailRenderContext;
  /** The line inboxes show after the subject. */
  preview: string;
  /** Why this person got this e-mail, shown in the footer. */
  reason: string;
  children: ReactNode;
}) {
  const { t, locale, appUrl, subject } = context;
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no" />
        <title>{subject}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="cf-page" style={styles.page}>
        <Container style={styles.container}>
          <Section style={styles.header} data-skip-in-text="true">
            <Link href={appUrl} className="cf-brand" style={styles.brand}>
              {t("layout.brand")}
            </Link>
          </Section>
          <Section className="cf-card" style={styles.card}>
            {children}
          </Section>
          <Section style={styles.footer}>
            <Text className="cf-muted" style={styles.footerText}>
              {reason}
            </Text>
            <Text className="cf-muted" style={styles.footerText}>
              {t("layout.brand")} · {t("layout.tagline")}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="cf-text" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function EmailText({ children }: { children: ReactNode }) {
  return (
    <Text className="cf-text" style={styles.text}>
      {children}
    </Text>
  );
}

/** Smaller, quieter text: expiry, "ignore this if...", small print. */
export function EmailNote({ children, skipInText }: { children: ReactNode; skipInText?: boolean }) {
  return (
    <Text className="cf-muted" style={styles.note} {...(skipInText && { "data-skip-in-text": "true" })}>
      {children}
    </Text>
  );
}

/**
 * The one call to action. Left out of the plain-text version, where the link
 * is shown by EmailRawLink instead, so it is not printed twice.
 */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={styles.buttonSection} data-skip-in-text="true">
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/** A link written out in full, for clients that hide buttons and for copying. */
export function EmailRawLink({ href }: { href: string }) {
  return (
    <Text style={{ ...styles.note, margin: "0 0 24px" }}>
      <Link href={href} className="cf-brand" style={styles.rawLink}>
        {href}
      </Link>
    </Text>
  );
}

export function EmailRule() {
  return <Section className="cf-rule" style={styles.rule} data-skip-in-text="true" />;
}
