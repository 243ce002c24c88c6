import "server-only";
import type { GroupCardInvitation, Prisma } from "@/lib/db/generated/client";
import { newInviteToken } from "./invitations";

// A guest of the contributor link (docs/decisions/051-card-passes.md):
// whoever holds the link becomes one with their first message or photo, an
// invitation without an address and with a token of its own. Their browser
// keeps that token in the card's cookie from then on, so they can change
// their own messages, and the link itself can be rotated without locking
// them out of what they wrote.

/** Makes the holder of the contributor link a guest; `token` goes to their browser, only its hash is kept. */
export async function admitGuest(
  client: Prisma.TransactionClient,
  cardId: number,
  name: string | null,
  now = new Date(),
): Promise<{ invitation: GroupCardInvitation; token: string }> {
  const { token, tokenHash } = newInviteToken();
  const invitation = await client.groupCardInvitation.create({
    data: { groupCardId: cardId, viaLink: true, inviteeName: name, inviteTokenHash: tokenHash, sentAt: null, status: "accepted", respondedAt: now },
  });
  return { invitation, token };
}
