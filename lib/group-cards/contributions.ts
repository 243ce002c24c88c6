import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { authorize, cardAccess } from "./access";
import { toContributionDto } from "./dto";
import type { ContributionData, ContributionDto, UpdateContributionData } from "./schema";

// Messages on a card. Who may write is lib/group-cards/access.ts's; what a
// message carries comes from the server: the card, the author's account and
// address (the session's, whatever the body says), its place at the end.

/**
 * POST /api/group-cards/{id}/contributions: the creator or a signed-in
 * invitee adds a message (401 signed out, 403 otherwise, nothing written).
 * The invitee's invitation becomes "contributed".
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
    const last = await tx.groupCardContribution.aggregate({ where: { groupCardId: cardId }, _max: { position: true } });
    const created = await tx.groupCardContribution.create({
      data: {
        groupCardId: cardId,
        contributorUserId: author.id,
        contributorEmail: author.email,
        contributorName: input.contributorName,
        type: input.type,
        content: input.content,
        // New messages go to the end, also after the creator reordered.
        position: (last._max.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      },
    });
    if (access.ownInvitation) {
      await tx.groupCardInvitation.updateMany({
        where: { id: access.ownInvitation.id, status: { in: ["pending", "accepted"] } },
        data: { status: "contributed", respondedAt: access.ownInvitation.respondedAt ?? now },
      });
    }
    return created;
  });
  return toContributionDto(contribution, author);
}

/**
 * PATCH /api/group-cards/{id}/contributions/{contributionId}: the author
 * changes their name or text while they may contribute; only the creator
 * moves a message (position).
 */
export async function updateContribution(
  actor: SessionUser | null,
  cardId: number,
  contributionId: number,
  input: UpdateContributionData,
): Promise<ContributionDto> {
  const { access, contribution } = await findContribution(actor, cardId, contributionId);
  if (input.position !== undefined) authorize(access, "manage");
  if (input.content !== undefined || input.contributorName !== undefined) {
    if (contribution.contributorUserId !== access.actor!.id) throw editForbidden();
    authorize(access, "contribute");
  }
  const updated = await db().groupCardContribution.update({
    where: { id: contributionId },
    data: { content: input.content, contributorName: input.contributorName, position: input.position },
  });
  return toContributionDto(updated, access.actor);
}

/**
 * DELETE /api/group-cards/{id}/contributions/{contributionId}: the author
 * removes their own message (also after being revoked), the creator any.
 */
export async function deleteContribution(actor: SessionUser | null, cardId: number, contributionId: number) {
  const { access, contribution } = await findContribution(actor, cardId, contributionId);
  if (!access.isCreator && contribution.contributorUserId !== access.actor!.id) throw editForbidden();
  await db().groupCardContribution.deleteMany({ where: { id: contributionId } });
}

/** The card's access and one of its messages: 404 for either missing, 401 for nobody signed in. */
async function findContribution(actor: SessionUser | null, cardId: number, contributionId: number) {
  const access = await cardAccess({ id: cardId }, actor);
  if (!access.actor) throw new AppError("unauthorized");
  const contribution = await db().groupCardContribution.findFirst({ where: { id: contributionId, groupCardId: cardId } });
  if (!contribution) throw new AppError("not_found", "contributionNotFound");
  return { access, contribution };
}

function editForbidden(): AppError {
  return new AppError("forbidden", "contributionEditForbidden");
}
