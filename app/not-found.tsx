import { AppDocument } from "@/components/site/app-document";
import { NotFoundContent } from "@/components/site/not-found-content";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

// Paths outside app/[locale] (group-card URLs that match nothing, for one)
// land here, in the visitor's chosen language.
export default function GlobalNotFound() {
  return (
    <AppDocument>
      <main id="main">
        <NotFoundContent />
      </main>
    </AppDocument>
  );
}
