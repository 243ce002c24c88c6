import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { imageKeyOfUrl } from "@/lib/images/urls";
import { authorize, cardAccess } from "./access";
import { toContributionDto } from "./dto";
import { removeImagesOf } from "./images";
import { checkRoomForMessage } from "./message-room";
import type { ContributionData, ContributionDto, ContributionType, UpdateContributionData } from "./schema";

// Messages on a card. Who may write is lib/group-cards/access.ts's; what a
// message carries comes from the server: the card, the author's account and
// address (the session's, whatever the body says), its place at the end.

/**
 * POST /api/group-cards/{id}/contributions: the creator or a signed-in
 * invitee adds a message (401 signed out, 403 otherwise, nothing written).
 * The invitee's invitation becomes "contributed". A picture message takes
 * its picture in the same transaction, and only a picture stored for this
 * card by this author, of the message's kind, that no message has shown
 * yet: any other address is refused (400 on imageUrl) with nothing written,
 * so a card never shows a picture from elsewhere. 409 once the card holds
 * MAX_MESSAGES_PER_CARD, or an invitee has added MAX_MESSAGES_PER_AUTHOR.
 */
export async function addContribution(
  actor: SessionUser | null,
  cardId: number,
  input: ContributionData,
  now = new Date(),
): Promise<ContributionDto> {
  const access = await cardAccess({ id: cardId }, actor);
  authorize(access, "contribute");
  const author = access.actor!;
  const contribution = await db().$transaction(async (tx) => {
    // The card's row is locked while its messages are counted and the new one
    // placed, so parallel messages neither pass the limits nor share a place.
    await tx.$queryRaw`SELECT id FROM group_cards WHERE id = ${cardId} FOR UPDATE`;
    await checkRoomForMessage(tx, { cardId, authorId: author.id, isCreator: access.isCreator });
    const last = await tx.groupCardContribution.aggregate({ where: { groupCardId: cardId }, _max: { position: true } });
    const created = await tx.groupCardContribution.create({
      data: {
        groupCardId: cardId,
        contributorUserId: author.id,
        contributorEmail: author.email,
        contributorName: input.contributorName,
        type: input.type,
        content: input.content,
        imageUrl: input.imageUrl,
        imageAlt: input.imageAlt,
        // New messages go to the end, also after the creator reordered.
        position: (last._max.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      },
    });
    const key = input.imageUrl && imageKeyOfUrl(input.imageUrl);
    // One UPDATE both checks and takes the picture: a second message naming it, even at the same moment, finds it taken.
    const [image] = key
      ? await tx.cardImage.updateManyAndReturn({
          where: {
            key,
            groupCardId: cardId,
            uploaderId: author.id,
            source: IMAGE_SOURCE[input.type],
            contributionId: null,
            attachedAt: null,
          },
          data: { contributionId: created.id, attachedAt: now },
        })
      : [];
    if (key && !image) throw new AppError("validation_failed", undefined, { fields: { imageUrl: "imageUrlInvalid" } });
    if (access.ownInvitation) {
      await tx.groupCardInvitation.updateMany({
        where: { id: access.ownInvitation.id, status: { in: ["pending", "accepted"] } },
        data: { status: "contributed", respondedAt: access.ownInvitation.respondedAt ?? now },
      });
    }
    return { ...created, image: image ?? null };
  });
  return toContributionDto(contribution, author);
}

/** Which pictures a message of each type may show. */
const IMAGE_SOURCE = { text: undefined, image: "upload", ai_image: "ai" } as const satisfies Record<ContributionType, string | undefined>;

/**
 * PATCH /api/group-cards/{id}/contributions/{contributionId}: the author
 * changes their name, text or photo description while they may contribute;
 * only the creator moves a message (position).
 */
export async function updateContribution(
  actor: SessionUser | null,
  cardId: number,
  contributionId: number,
  input: UpdateContributionData,
): Promise<ContributionDto> {
  const { access, contribution } = await findContribution(actor, cardId, contributionId);
  if (input.position !== undefined) authorize(access, "manage");
  if (input.content !== undefined || input.contributorName !== undefined || input.imageAlt !== undefined) {
    if (contribution.contributorUserId !== access.actor!.id) throw editForbidden();
    authorize(access, "contribute");
  }
  // Only the message beside a picture may go: a text message without its text would be an empty tile.
  if (input.content === null && contribution.type === "text") {
    throw new AppError("validation_failed", undefined, { fields: { content: "messageRequired" } });
  }
  const updated = await db().groupCardContribution.update({
    where: { id: contributionId },
    data: {
      content: input.content,
      contributorName: input.contributorName,
      // A text message has no photo to describe.
      imageAlt: contribution.type === "text" ? undefined : input.imageAlt,
      position: input.position,
    },
    // The answer shows the message as the card does, picture included.
    include: { image: true },
  });
  return toContributionDto(updated, access.actor);
}

/**
 * DELETE /api/group-cards/{id}/contributions/{contributionId}: the author
 * removes their own message (also after being revoked), the creator any.
 */
export async function deleteContribution(actor: SessionUser | null, cardId: number, contributionId: number) {
  await findContribution(actor, cardId, contributionId);
  const images = await db().cardImage.findMany({ where: { contributionId }, select: { key: true } });
  await db().groupCardContribution.deleteMany({ where: { id: contributionId } });
  // Its picture is an orphan now (the foreign key let go of it).
  await removeImagesOf(images.map(({ key }) => key));
}

/**
 * The card's access and one of its messages, which only the card's creator and
 * the message's author may change or remove: 404 for either missing, 401 for
 * nobody signed in, 403 for anyone else, whatever the request holds (an
 * answer carries the message, so no one else may get one, not even for an
 * empty change).
 */
async function findContribution(actor: SessionUser | null, cardId: number, contributionId: number) {
  const access = await cardAccess({ id: cardId }, actor);
  if (!access.actor) throw new AppError("unauthorized");
  const contribution = await db().groupCardContribution.findFirst({ where: { id: contributionId, groupCardId: cardId } });
  if (!contribution) throw new AppError("not_found", "contributionNotFound");
  if (!access.isCreator && contribution.contributorUserId !== access.actor.id) throw editForbidden();
  return { access, contribution };
}

function editForbidden(): AppError {
  return new AppError("forbidden", "contributionEditForbidden");
}
