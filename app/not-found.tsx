import { AppDocument } from "@/components/site/app-document";
import { NotFoundContent } from "@/components/site/not-found-content";
import { PublicChrome } from "@/components/site/public-chrome";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

// Every path no page claims lands here, rendered on the server with the
// public header and footer. The language is the path's prefix (the proxy
// passes it on), else the visitor's stored or browser language
// (lib/i18n/request.ts).
export default function GlobalNotFound() {
  return (
    <AppDocument>
      <PublicChrome>
        <NotFoundContent />
      </PublicChrome>
    </AppDocument>
  );
}
