import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-context";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import type { Locale } from "@/lib/i18n/locales";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

/** Landing, legal pages and the 404 share the public header and footer. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  // The sign-in dialog translates on the client: it gets just its own texts.
  const dialogIntl = {
    locale: (await getLocale()) as Locale,
    messages: pickMessages((await getMessages()) as Messages, ["authDialog", "validation", "common"]),
  };
  return (
    <AuthDialogProvider intl={dialogIntl}>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </AuthDialogProvider>
  );
}
