import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { CardImage, GroupCard, GroupCardContribution, GroupCardInvitation } from "@/lib/db/generated/client";
import { imageUrl } from "@/lib/images/urls";
import { localeOr } from "@/lib/i18n/locales";
import { contributionAvatar } from "./avatar";
import type { CardTheme } from "./themes";
import type { CardImageDto, ContributionDto, GroupCardDto, InvitationDto } from "./schema";

// Rows as the API shows them. Only InvitationDto carries an address, and only
// the creator's answers include it (lib/group-cards/cards.ts).

/** An hour between two e-mails of one invitation (issue 12). */
export const RESEND_INTERVAL_MS = 60 * 60 * 1000;

/**
 * `withNote`: whether the answer carries the creator's note to the people
 * invited (lib/group-cards/contributor-note.ts says who reads it; the
 * creator's own lists and writes always do).
 */
export function toCardDto(card: GroupCard, contributionsCount: number, { withNote }: { withNote: boolean }): GroupCardDto {
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    description: withNote ? card.description : null,
    greeting: card.greeting,
    recipientName: card.recipientName,
    recipientBirthday: card.recipientBirthday && card.recipientBirthday.toISOString().slice(0, 10),
    theme: card.theme as CardTheme,
    isPublished: card.isPublished,
    messagesOpen: card.messagesOpen,
    surpriseGuard: card.surpriseGuard,
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    creatorName: card.creatorName,
    locale: localeOr(card.locale),
    contributionsCount,
    thankYou:
      card.thankYouNote !== null && card.thankYouName !== null && card.thankYouAt !== null
        ? { message: card.thankYouNote, name: card.thankYouName, at: card.thankYouAt.toISOString() }
        : null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

export function toInvitationDto(invitation: GroupCardInvitation): InvitationDto {
  const sentAt = invitation.sentAt?.getTime() ?? null;
  return {
    id: invitation.id,
    email: addressOf(invitation),
    status: invitation.status,
    sentAt: sentAt === null ? null : new Date(sentAt).toISOString(),
    respondedAt: invitation.respondedAt?.toISOString() ?? null,
    resendableAt: new Date(sentAt === null ? 0 : sentAt + RESEND_INTERVAL_MS).toISOString(),
  };
}

/**
 * The address of an invitation sent by e-mail. Only a contributor-link guest
 * has none (a CHECK constraint), and no list of invitations shows guests.
 */
export function addressOf(invitation: GroupCardInvitation): string {
  if (invitation.inviteeEmail === null) throw new Error(`Invitation ${invitation.id} is a contributor-link guest's`);
  return invitation.inviteeEmail;
}

/** A message with its picture, when it has one (query it with `include: { image: true }`). */
export type ContributionRow = GroupCardContribution & { image?: CardImage | null; invitation?: { viaLink: boolean } | null };

export function toContributionDto(contribution: ContributionRow, viewer: SessionUser | null): ContributionDto {
  const image = contribution.image ? toCardImageDto(contribution.image, contribution.imageAlt) : null;
  return {
    id: contribution.id,
    type: contribution.type,
    content: contribution.content,
    imageUrl: image?.url ?? null,
    image,
    contributorName: contribution.contributorName,
    // A guest who gave no address keeps one colour through their invitation.
    ...contributionAvatar(contribution.contributorName, contribution.contributorEmail ?? `guest-${contribution.invitationId}`),
    position: contribution.position,
    createdAt: contribution.createdAt.toISOString(),
    updatedAt: contribution.updatedAt.toISOString(),
    mine: viewer !== null && contribution.contributorUserId === viewer.id,
    viaLink: contribution.invitation?.viaLink ?? false,
  };
}

/** A message's picture, with the description its author gave it (kept on the message). */
export function toCardImageDto(image: CardImage, alt: string | null): CardImageDto {
  return {
    alt,
    url: imageUrl(image.key),
    width: image.width,
    height: image.height,
    smallUrl: imageUrl(image.key, "small"),
    smallWidth: image.smallWidth,
    smallHeight: image.smallHeight,
    gridWidths: image.gridWidths,
  };
}
