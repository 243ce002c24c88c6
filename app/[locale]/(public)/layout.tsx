import { getTranslations } from "next-intl/server";
import { Suspense, type ReactNode } from "react";
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
      {/* Header and footer hydrate as tasks of their own, so the browser can
          paint and respond between them. The page itself stays outside any
          boundary: a 404 must be known before the first byte is sent. */}
      <div className="flex min-h-dvh flex-col">
        <Suspense>
          <SiteHeader />
        </Suspense>
        <main id="main" className="flex-1">
          {children}
        </main>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </div>
    </AuthDialogProvider>
  );
}
