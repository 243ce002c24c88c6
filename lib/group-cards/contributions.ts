import "server-only";
import { enforceRateLimits } from "@/lib/auth/rate-limit";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { GroupCardInvitation, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { imageKeyOfUrl } from "@/lib/images/urls";
import { authorize, cardAccess, hasPass, isAuthorOf, writingAs, type CardPassSource } from "./access";
import { toContributionDto } from "./dto";
import { removeImagesOf } from "./images";
import { admitGuest } from "./guests";
import { LINK_MESSAGES_PER_IP_PER_HOUR, MAX_LINK_MESSAGES_PER_CARD } from "./limits";
import { checkRoomForMessage } from "./message-room";
import type { ContributionData, ContributionDto, ContributionType, UpdateContributionData } from "./schema";

// Messages on a card. Who may write is lib/group-cards/access.ts's; what a
// message carries comes from the server: the card, the author's account and
// address (the session's or the invitation's, whatever the body says), its
// place at the end.

/** What a message added through the contributor link also answers with: the guest's own pass for their browser. */
export type AddedContribution = { contribution: ContributionDto; guestPass: { slug: string; token: string } | null };

/**
 * POST /api/group-cards/{id}/contributions: the creator, a signed-in invitee
 * or the holder of a card pass adds a message (401 with neither session nor
 * pass, 403 otherwise, nothing written). The invitation becomes
 * "contributed". Through the contributor link, the message makes its author
 * a guest (an invitation without an address, docs/decisions/051) whose own
 * token the answer carries; such messages are limited per IP and per card
 * too. The address stored is the session's or the invitation's; only a
 * guest's is the one they gave (or none). A picture message takes
 * its picture in the same transaction, and only a picture stored for this
 * card by this author, of the message's kind, that no message has shown
 * yet: any other address is refused (400 on imageUrl) with nothing written,
 * so a card never shows a picture from elsewhere. 409 once the card holds
 * MAX_MESSAGES_PER_CARD, or an invitee has added MAX_MESSAGES_PER_AUTHOR.
 */
export async function addContribution(
  visitor: { actor: SessionUser | null; pass: CardPassSource; clientIp: string },
  cardId: number,
  input: ContributionData,
  now = new Date(),
): Promise<AddedContribution> {
  const access = await cardAccess({ id: cardId }, visitor.actor, visitor.pass);
  authorize(access, "contribute");
  const { user, invitation } = writingAs(access);
  // The contributor link's holder, a guest from their first message on.
  const viaLink = user === null && invitation === null;
  if (viaLink || invitation?.viaLink) {
    await enforceRateLimits([
      {
        key: `card-link-message:ip:${visitor.clientIp}`,
        limit: LINK_MESSAGES_PER_IP_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        messageKey: "linkMessagesRateLimited",
      },
    ]);
  }
  let guestPass: AddedContribution["guestPass"] = null;
  const contribution = await db().$transaction(async (tx) => {
    // The card's row is locked while its messages are counted and the new one
    // placed, so parallel messages neither pass the limits nor share a place.
    await tx.$queryRaw`SELECT id FROM group_cards WHERE id = ${cardId} FOR UPDATE`;
    await checkRoomForMessage(tx, { cardId, author: { userId: user?.id ?? null, invitationId: invitation?.id ?? null }, isCreator: access.isCreator });
    let through = invitation;
    if (viaLink || invitation?.viaLink) await checkRoomForLinkMessage(tx, cardId);
    if (viaLink) {
      const guest = await admitGuest(tx, cardId, input.contributorName, now);
      guestPass = { slug: access.card.slug, token: guest.token };
      through = guest.invitation;
    }
    const last = await tx.groupCardContribution.aggregate({ where: { groupCardId: cardId }, _max: { position: true } });
    const created = await tx.groupCardContribution.create({
      data: {
        groupCardId: cardId,
        contributorUserId: user?.id ?? null,
        contributorEmail: user?.email ?? through?.inviteeEmail ?? input.contributorEmail,
        invitationId: through?.id ?? null,
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
            ...(user ? { uploaderId: user.id } : { uploaderInvitationId: through?.id ?? -1 }),
            source: IMAGE_SOURCE[input.type],
            contributionId: null,
            attachedAt: null,
          },
          data: { contributionId: created.id, attachedAt: now },
        })
      : [];
    if (key && !image) throw new AppError("validation_failed", undefined, { fields: { imageUrl: "imageUrlInvalid" } });
    if (through) await markContributed(tx, through, now);
    return { ...created, image: image ?? null, invitation: through };
  });
  return { contribution: { ...toContributionDto(contribution, null), mine: true }, guestPass };
}

/** The invitation a message was written through has answered. */
async function markContributed(tx: Prisma.TransactionClient, invitation: GroupCardInvitation, now: Date): Promise<void> {
  await tx.groupCardInvitation.updateMany({
    where: { id: invitation.id, status: { in: ["pending", "accepted"] } },
    data: { status: "contributed", respondedAt: invitation.respondedAt ?? now },
  });
}

/** 409 once the contributor link's guests have written MAX_LINK_MESSAGES_PER_CARD messages on the card. */
async function checkRoomForLinkMessage(tx: Prisma.TransactionClient, cardId: number): Promise<void> {
  const count = await tx.groupCardContribution.count({ where: { groupCardId: cardId, invitation: { viaLink: true } } });
  if (count >= MAX_LINK_MESSAGES_PER_CARD) {
    throw new AppError("conflict", "linkMessagesLimitReached", { values: { max: MAX_LINK_MESSAGES_PER_CARD } });
  }
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
  pass: CardPassSource,
  cardId: number,
  contributionId: number,
  input: UpdateContributionData,
): Promise<ContributionDto> {
  const { access, contribution } = await findContribution(actor, pass, cardId, contributionId);
  if (input.position !== undefined) authorize(access, "manage");
  if (input.content !== undefined || input.contributorName !== undefined || input.imageAlt !== undefined) {
    if (!isAuthorOf(access, contribution)) throw editForbidden();
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
  return { ...toContributionDto(updated, null), mine: isAuthorOf(access, updated) };
}

/**
 * DELETE /api/group-cards/{id}/contributions/{contributionId}: the author
 * removes their own message (signed in, also after being revoked; with a
 * pass, while it works), the creator any.
 */
export async function deleteContribution(actor: SessionUser | null, pass: CardPassSource, cardId: number, contributionId: number) {
  await findContribution(actor, pass, cardId, contributionId);
  const images = await db().cardImage.findMany({ where: { contributionId }, select: { key: true } });
  await db().groupCardContribution.deleteMany({ where: { id: contributionId } });
  // Its picture is an orphan now (the foreign key let go of it).
  await removeImagesOf(images.map(({ key }) => key));
}

/**
 * The card's access and one of its messages, which only the card's creator and
 * the message's author may change or remove: 404 for either missing, 401 for
 * neither session nor pass, 403 for anyone else, whatever the request holds
 * (an answer carries the message, so no one else may get one, not even for
 * an empty change).
 */
async function findContribution(actor: SessionUser | null, pass: CardPassSource, cardId: number, contributionId: number) {
  const access = await cardAccess({ id: cardId }, actor, pass);
  if (!access.actor && !hasPass(access)) {
    throw access.invalidPass ? new AppError("forbidden", "inviteTokenInvalid") : new AppError("unauthorized");
  }
  const contribution = await db().groupCardContribution.findFirst({ where: { id: contributionId, groupCardId: cardId } });
  if (!contribution) throw new AppError("not_found", "contributionNotFound");
  if (!access.isCreator && !isAuthorOf(access, contribution)) throw editForbidden();
  return { access, contribution };
}

function editForbidden(): AppError {
  return new AppError("forbidden", "contributionEditForbidden");
}
