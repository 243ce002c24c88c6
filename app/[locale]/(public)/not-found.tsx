import { NotFoundContent } from "@/components/site/not-found-content";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

export default function LocalizedNotFound() {
  return <NotFoundContent />;
}
