import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCallback } from "@/components/import-export/auth-callback";
import { QueryProvider } from "@/components/site/query-provider";
import { requireCurrentUser } from "@/lib/auth/current-user";
import type { Locale } from "@/lib/i18n/locales";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[]; error?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "googleImport" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * Where the Google import's popup ends (spec sections 2 and 4): the callback
 * route sends it here with a ticket of ours as `token`, or with an `error`.
 * Signed-out visitors go home. The page sends no Referer (next.config.ts),
 * and drops the ticket from its address as soon as it runs.
 */
export default async function AuthCallbackPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireCurrentUser(locale);
  const { token, error } = await searchParams;
  const messages = pickMessages((await getMessages({ locale })) as Messages, ["googleImport", "common"]);
  return (
    <NextIntlClientProvider messages={messages}>
      <QueryProvider>
        <AuthCallback token={typeof token === "string" ? token : null} error={typeof error === "string" ? error : null} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
