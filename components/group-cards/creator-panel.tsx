"use client";

import type { CardViewDto } from "@/lib/group-cards/schema";

// PLACEHOLDER until branch w/manage lands: the creator's tools on the card
// page (invitations with statuses, invite more, resend, revoke, edit the card,
// Draft/Published, arrange messages, delete the card). The card page renders
// it for the creator only: <CreatorPanel view={view} />.
export function CreatorPanel(_props: { view: CardViewDto }) {
  return null;
}
