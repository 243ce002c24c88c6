import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { MAX_MESSAGES_PER_AUTHOR, MAX_MESSAGES_PER_CARD, messageLimitReached } from "./limits";

/**
 * 409 when the card is full, or when this author (not its creator) has added
 * as many messages as one person may (docs/decisions/048). Checked when a
 * message is added, under the card's row lock, and before a photo is read or
 * an AI image drawn for one, so that nobody uploads or waits for a picture
 * that cannot go on the card.
 */
export async function checkRoomForMessage(
  client: Prisma.TransactionClient,
  { cardId, author, isCreator }: { cardId: number; author: MessageAuthor; isCreator: boolean },
): Promise<void> {
  // One after the other: inside a transaction its queries share one connection anyway.
  const onCard = await client.groupCardContribution.count({ where: { groupCardId: cardId } });
  const byAuthor = isCreator ? 0 : await client.groupCardContribution.count({ where: { groupCardId: cardId, ...byAuthorWhere(author) } });
  const reached = messageLimitReached({ onCard, byAuthor, isCreator });
  if (reached === "card") throw new AppError("conflict", "cardMessagesLimitReached", { values: { max: MAX_MESSAGES_PER_CARD } });
  if (reached === "author") throw new AppError("conflict", "authorMessagesLimitReached", { values: { max: MAX_MESSAGES_PER_AUTHOR } });
}

/** Who writes: a user, an invitation (a personal link or a contributor-link guest), or both (a signed-in invitee). */
export type MessageAuthor = { userId: number | null; invitationId: number | null };

/** The messages of an author: by their account or through their invitation; none for nobody (a new guest). */
export function byAuthorWhere({ userId, invitationId }: MessageAuthor): Prisma.GroupCardContributionWhereInput {
  const ways = [...(userId !== null ? [{ contributorUserId: userId }] : []), ...(invitationId !== null ? [{ invitationId }] : [])];
  return ways.length > 0 ? { OR: ways } : { id: -1 };
}
