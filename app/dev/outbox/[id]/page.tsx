import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { isDevelopment } from "@/lib/config";
import { extractLinks } from "@/lib/email/links";
import { readOutboxMessage } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const message = isDevelopment() ? await readOutboxMessage((await params).id) : null;
  return { title: message?.subject ?? "" };
}

/**
 * One kept e-mail: its envelope, the HTML as a mail client would show it,
 * its links (to click a sign-in link straight away), and the plain-text
 * part. The HTML goes into a sandboxed srcdoc frame: no scripts, a unique
 * origin, so nothing in a message can touch this page; only its links may
 * open, in a new tab.
 */
export default async function OutboxMessagePage({ params }: Props) {
  if (!isDevelopment()) notFound();
  const message = await readOutboxMessage((await params).id);
  if (!message) notFound();
  const [t, format] = await Promise.all([getTranslations("emails.devOutbox"), getFormatter()]);
  const links = extractLinks(message.text);
  const details: [string, string][] = [
    [t("from"), message.from],
    [t("to"), message.to],
    [t("sent"), format.dateTime(new Date(message.createdAt), { dateStyle: "medium", timeStyle: "medium" })],
    [t("idempotencyKey"), message.idempotencyKey],
    ...Object.entries(message.headers).map(([name, value]): [string, string] => [name, value]),
  ];
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <Link href="/dev/outbox" className="text-sm text-primary hover:underline">
        ← {t("back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words">{message.subject}</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 mb-2 text-lg font-semibold">{t("html")}</h2>
      <iframe
        title={t("previewTitle")}
        srcDoc={message.html}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        className="h-[720px] w-full rounded-lg border"
      />

      {links.length > 0 && (
        <>
          <h2 className="mt-8 mb-2 text-lg font-semibold">{t("links")}</h2>
          <ul className="space-y-1 text-sm">
            {links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} className="text-primary hover:underline">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 className="mt-8 mb-2 text-lg font-semibold">{t("text")}</h2>
      <pre className="overflow-x-auto rounded-lg border bg-muted p-4 text-sm whitespace-pre-wrap">{message.text}</pre>
    </main>
  );
}
