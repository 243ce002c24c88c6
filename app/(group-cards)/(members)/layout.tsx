import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

/** The message namespaces the client parts of the create-card and my-cards pages translate with. */
const clientNamespaces = [
  "common",
  // The create form's field messages.
  "validation",
  "groupCards",
  // The error boundary (app/[locale]/dashboard/error.tsx, shared).
  "dashboardStates",
] as const;

/**
 * The signed-in group-card pages (create, my cards): the client messages
 * they translate with and, on phones, room under the page for the sections'
 * tab bar, as the dashboard's layout gives its pages. No query cache: both
 * pages are rendered on the server, and the create form brings its own when
 * it loads (decision 033).
 */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const clientMessages = pickMessages((await getMessages()) as Messages, clientNamespaces);
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <div className="max-md:pb-[calc(4rem+env(safe-area-inset-bottom))]">{children}</div>
    </NextIntlClientProvider>
  );
}
