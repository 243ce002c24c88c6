import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LocalizedLink } from "@/components/site/localized-link";
import { SlimSiteHeader } from "@/components/site/slim-site-header";

// The frame of the card pages, which anyone with a link may open: a slim
// header (the brand, language, theme) and a footer line inviting visitors to
// make cards of their own. Server-rendered, like the public pages' chrome.

/** The page between the card pages' header and footer. */
export async function CardPageFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const t = await getTranslations("groupCards.card");
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Printed, the page is the card alone (a print view of the keepsake, decision 041). */}
      <div className="print:hidden">
        <SlimSiteHeader signedIn={signedIn} />
      </div>
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t border-border/60 print:hidden">
        <p className="mx-auto max-w-4xl px-4 py-6 text-center text-sm text-muted-foreground">
          {t("makeYourOwn")}{" "}
          <LocalizedLink
            href={signedIn ? "/create-group-card" : "/"}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("makeYourOwnLink")}
          </LocalizedLink>
        </p>
      </footer>
    </div>
  );
}
