import "server-only";
import { plainTextSelectors } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { emailTranslator, type EmailContext } from "./define";
import { definitionOf, type EmailTemplate } from "./templates";

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * One template in one language: subject, HTML, and the plain-text part made
 * from that HTML by react-email's converter (so the two never disagree;
 * elements marked `data-skip-in-text` are left out of the text).
 */
export async function renderEmail(
  template: EmailTemplate,
  locale: Locale,
  options: { appUrl: string },
): Promise<RenderedEmail> {
  const appUrl = options.appUrl.replace(/\/+$/, "");
  const context: EmailContext = { locale, t: emailTranslator(locale), appUrl, site: new URL(appUrl).host };
  const definition = definitionOf(template);
  const subject = definition.subject(template.props, context);
  const markup = await renderMarkup(definition.render(template.props, { ...context, subject }));
  return { subject, html: `${XHTML_DOCTYPE}${markup}`, text: plainText(markup) };
}

// react-email's toPlainText() with our options, compiled once: compiling the
// selectors took as long as converting (it matters for reminder digests,
// which go out by the thousand).
const htmlToText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, { selector: "h1", options: { uppercase: false } }],
});

function plainText(markup: string): string {
  const text = htmlToText(markup);
  // Empty layout tables leave runs of blank lines behind.
  return `${text.replace(/\n{3,}/g, "\n\n").trim()}\n`;
}

// The doctype react-email's own render() writes: mail clients are tuned for it.
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Static markup of an e-mail element. Why not @react-email/render's render():
 * it loads react-dom/server with import() from inside node_modules, which Jest
 * (CommonJS, no --experimental-vm-modules) cannot run, so every test that
 * sends an e-mail would fail. The same import() in our own source is compiled
 * by Jest's transform and resolved by Next.js exactly like react-email's.
 */
async function renderMarkup(element: ReactElement): Promise<string> {
  const { renderToStaticMarkup } = await import("react-dom/server");
  // React adds <link rel="preload" as="image"> to <head> for every <img>; in
  // an e-mail that is noise at best.
  return renderToStaticMarkup(element).replace(/<link rel="preload" as="image"[^>]*>/g, "");
}
