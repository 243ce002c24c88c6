import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/site/query-provider";
import type { Locale } from "@/lib/i18n/locales";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

/** The message namespaces the client components of the dashboard and its settings page translate with. */
const clientNamespaces = [
  "common",
  "profile",
  "validation",
  "birthdays",
  // The error boundary of every dashboard view.
  "dashboardStates",
  "gifts",
  "importExport",
  "calendarFeed",
  "reminders",
  // The profile's "delete account" dialog says what goes, as the confirm page does.
  "account",
  // The settings page's error state.
  "settings",
] as const;

/**
 * The dashboard's client context: its messages (only the namespaces above,
 * not the whole catalogue), the query cache and tooltip timing. On phones
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
  const clientMessages = pickMessages((await getMessages({ locale })) as Messages, clientNamespaces);
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <QueryProvider>
        <div className="max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]">{children}</div>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
