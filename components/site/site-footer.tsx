import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { TestLogin } from "@/components/landing/test-login";
import { isDevelopment } from "@/lib/config";
import { LocalizedLink } from "@/components/site/localized-link";
import { isDevelopmentHost } from "@/lib/site/dev-host";
import { LanguageSwitcher } from "./language-switcher";

/** Footer of the public pages: language buttons, legal links, and the dev-only test login. */
export async function SiteFooter() {
  const t = await getTranslations("footer");
  const testLogin = await getTranslations("testLogin");
  const showTestLogin = isDevelopment() && isDevelopmentHost((await headers()).get("host"));
  return (
    <FooterFrame languages={<LanguageSwitcher />}>
      {showTestLogin && (
        <TestLogin
          texts={{
            link: t("testLogin"),
            failedTitle: testLogin("failedTitle"),
            failedFallback: testLogin("failedFallback"),
            networkError: testLogin("networkError"),
          }}
        />
      )}
    </FooterFrame>
  );
}

/**
 * The root 404's footer: the legal links and the copyright, no client code.
 * Next puts the root 404 into every page's payload, the card page's too
 * (app/not-found.tsx).
 */
export function SlimFooter() {
  return <FooterFrame />;
}

async function FooterFrame({ languages, children }: { languages?: ReactNode; children?: ReactNode }) {
  const t = await getTranslations("footer");
  return (
    <footer className="border-t border-border/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        {languages}
        <nav aria-label={t("legal")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <LocalizedLink href="/privacy-policy" className="underline-offset-4 hover:underline">
            {t("privacyPolicy")}
          </LocalizedLink>
          <LocalizedLink href="/terms-of-service" className="underline-offset-4 hover:underline">
            {t("termsOfService")}
          </LocalizedLink>
          {children}
        </nav>
      </div>
      <p className="px-4 pb-8 text-center text-sm text-muted-foreground">
        {t("copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
