import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { isDevelopment } from "@/lib/config";
import { listOutbox } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("emails.devOutbox");
  return { title: t("title") };
}

/** Every e-mail the outbox provider kept, newest first. */
export default async function OutboxPage() {
  if (!isDevelopment()) notFound();
  const [t, format, messages] = await Promise.all([
    getTranslations("emails.devOutbox"),
    getFormatter(),
    listOutbox(),
  ]);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t("description")}</p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("to")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("subject")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                  {t("sent")}
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} className="border-t hover:bg-muted/50">
                  <td className="px-4 py-2 whitespace-nowrap">{message.to}</td>
                  <td className="px-4 py-2">
                    <Link href={`/dev/outbox/${message.id}`} className="font-medium text-primary hover:underline">
                      {message.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap text-muted-foreground">
                    <time dateTime={message.createdAt}>
                      {format.dateTime(new Date(message.createdAt), { dateStyle: "medium", timeStyle: "medium" })}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
