import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { GoogleImportProvider } from "@/components/import-export";
import { QueryProvider } from "@/components/site/query-provider";
import { isGoogleImportConfigured } from "@/lib/google/config";
import type { Locale } from "@/lib/i18n/locales";
import { pickMessages, type Messages } from "@/lib/i18n/messages";
import { DASHBOARD_CLIENT_NAMESPACES } from "@/lib/site/dashboard-page";

/**
 * The dashboard's client context: its messages (only the namespaces its
 * views translate with, not the whole catalogue; the settings page adds its own), the query cache, tooltip timing
 * and whether the Google Contacts import is configured. On phones
 * the pages end with room for the sections' tab bar fixed to the bottom of
 * the screen (components/dashboard/dashboard-nav.tsx).
 */
export default async function DashboardLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const clientMessages = pickMessages((await getMessages({ locale })) as Messages, DASHBOARD_CLIENT_NAMESPACES);
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <QueryProvider>
        <GoogleImportProvider configured={isGoogleImportConfigured()}>
          <div className="max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]">{children}</div>
        </GoogleImportProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
