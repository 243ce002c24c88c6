import type { ReactNode } from "react";
import { loadCardById } from "@/lib/group-cards/pages";

/**
 * Finds the card (for its creator and invitees only) before the loading
 * skeleton is sent, so everyone else gets 'Card not found' with a real 404
 * status (../not-found.tsx). The page reuses the load.
 */
export default async function OlderCardLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  await loadCardById((await params).id);
  return children;
}
