"use client";

import type { CardViewDto } from "@/lib/group-cards/schema";
import { CardClientProviders, type CardIntl } from "./card-client-providers";
import { CreatorPanel } from "./creator-panel";

/** The creator's panel with the translations and query client it works with (loaded for the creator only). */
export function CreatorPanelHost({ view, intl }: { view: CardViewDto; intl: CardIntl }) {
  return (
    <CardClientProviders intl={intl}>
      <CreatorPanel view={view} />
    </CardClientProviders>
  );
}
