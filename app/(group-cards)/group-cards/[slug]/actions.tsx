"use server";

import type { ReactNode } from "react";
import { MessageItems } from "@/components/group-cards/card-preview";
import { laterMessages, loadCardBySlug } from "@/lib/group-cards/pages";
import { shownMessage } from "@/lib/group-cards/slideshow";

/**
 * The card's messages after its first screenful, drawn on the server as the
 * page's own tiles are, for the page's list to take in as the reader nears
 * its end (decision 056). The same load as the page: the same viewer, the
 * same messages (none while the surprise guard keeps them).
 */
export async function drawLaterMessages(slug: string): Promise<ReactNode> {
  const view = await loadCardBySlug(slug);
  return <MessageItems messages={laterMessages(view).map(shownMessage)} firstPictureEager={false} />;
}
