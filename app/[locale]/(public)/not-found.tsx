import { NotFoundContent } from "@/components/site/not-found-content";

export default function LocalizedNotFound() {
  return <NotFoundContent />;
}
