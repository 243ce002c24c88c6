import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthDialogProvider } from "@/components/auth/auth-dialog-context";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";

/** Landing, legal pages and the 404 share the public header and footer. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations();
  const dialogTexts = {
    title: t("authDialog.title"),
    description: t("authDialog.description"),
    close: t("common.close"),
  };
  return (
    <AuthDialogProvider texts={dialogTexts}>
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
