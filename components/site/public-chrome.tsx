import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-context";
import type { Locale } from "@/lib/i18n/locales";
import { pickMessages, type Messages } from "@/lib/i18n/messages";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public header and footer around a page: landing, legal pages, unsubscribe and every 404. */
export async function PublicChrome({ children }: { children: ReactNode }) {
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
