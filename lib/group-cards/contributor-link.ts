import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { newToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { appLink } from "@/lib/email/send";
import { authorize, cardAccess } from "./access";
import { INVITE_PARAM } from "./card-pass";
import { cardPath } from "./links";
import type { ContributorLinkDto } from "./schema";

// The contributor link (docs/decisions/051-card-passes.md): one address for a
// group chat, off until the card's creator turns it on. Its holders write
// with a name through the card pass its opening leaves in their browser.

/** The link's address for its token, or null while it is off. */
export function contributorLinkUrl(card: { slug: string; contributorLinkToken: string | null }): string | null {
  return card.contributorLinkToken && appLink(cardPath(card.slug), { [INVITE_PARAM]: card.contributorLinkToken });
}

/**
 * POST /api/group-cards/{id}/contributor-link (creator only): turns the link
 * on, or makes a new one (the old one stops working; guests who wrote keep
 * their own passes). Answers with its address.
 */
export async function issueContributorLink(actor: SessionUser | null, cardId: number): Promise<ContributorLinkDto> {
  authorize(await cardAccess({ id: cardId }, actor), "manage");
  const card = await db().groupCard.update({ where: { id: cardId }, data: { contributorLinkToken: newToken() } });
  return { url: contributorLinkUrl(card)! };
}

/** DELETE /api/group-cards/{id}/contributor-link (creator only): the link, and its guests' adding, stop. */
export async function turnOffContributorLink(actor: SessionUser | null, cardId: number): Promise<ContributorLinkDto> {
  authorize(await cardAccess({ id: cardId }, actor), "manage");
  await db().groupCard.update({ where: { id: cardId }, data: { contributorLinkToken: null } });
  return { url: null };
}
