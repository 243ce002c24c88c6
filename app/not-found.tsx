import { headers } from "next/headers";
import { MissingCard } from "@/components/group-cards/card-states";
import { AppDocument } from "@/components/site/app-document";
import { NotFoundContent } from "@/components/site/not-found-content";
import { PublicChrome } from "@/components/site/public-chrome";
import { SlimFooter } from "@/components/site/site-footer";
import { SlimSiteHeader } from "@/components/site/slim-site-header";
import { cardSlugOfPath, isGroupCardPage } from "@/lib/group-cards/links";
import { isDashboardView } from "@/lib/site/dashboard-page";
import { PAGE_PATH_HEADER } from "@/lib/site/page-path";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

// Every path no page claims lands here, rendered on the server. The language
// is the path's prefix (the proxy passes it on), else the visitor's stored
// or browser language (lib/i18n/request.ts).
//
// Next also renders this page into the payload of every page, whose
// JavaScript then includes every client component it uses. Under the
// group-card pages it therefore draws only what those load anyway (the slim
// header with language and theme): the public header's sign-in dialog and
// the footer's language buttons would be 7.5 KB more on every card. The
// dashboard's views carry it the same way, for nothing (none of them calls
// notFound()), and draw it slim too: the public chrome's scripts were 6.7 KB
// of each (decision 047). A miss below /dashboard keeps the public chrome.
export default async function GlobalNotFound() {
  const path = (await headers()).get(PAGE_PATH_HEADER) ?? "";
  return (
    <AppDocument>
      {cardSlugOfPath(path) !== null ? (
        // A card that does not exist (proxy.ts sends its address here).
        <MissingCard />
      ) : isGroupCardPage(path) || isDashboardView(path) ? (
        <div className="flex min-h-dvh flex-col">
          <SlimSiteHeader signedIn={false} />
          <main id="main" className="flex-1">
            <NotFoundContent />
          </main>
          <SlimFooter />
        </div>
      ) : (
        <PublicChrome>
          <NotFoundContent />
        </PublicChrome>
      )}
    </AppDocument>
  );
}
