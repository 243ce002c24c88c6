import { notFound } from "next/navigation";

// Nested not-found files cannot set metadata, so the 404's title comes from here.
export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

// Any path no page claims renders the localized 404 of this segment.
export default function UnknownPage() {
  notFound();
}
