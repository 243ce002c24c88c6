import { notFound } from "next/navigation";

// Any path no page claims renders the localized 404 of this segment.
export default function UnknownPage() {
  notFound();
}
