import type { ReactNode } from "react";
import { loadCardBySlug } from "@/lib/group-cards/pages";

/**
 * Finds the card before the page's loading skeleton is sent: a card that
 * does not exist answers with a real 404 status (../not-found.tsx), which a
 * notFound() after the skeleton had streamed could no longer set. The page
 * reuses this load when the address has no invite token.
 */
export default async function GroupCardLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ slug: string }>;
}) {
  await loadCardBySlug((await params).slug, null);
  return children;
}
