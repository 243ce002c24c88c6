import "server-only";
import { randomBytes } from "node:crypto";
import { lockAccount } from "@/lib/account/lock";
import type { SessionUser } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { versionedCache } from "@/lib/cache/versioned-cache";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import {
  authorize,
  authorizeReadById,
  cardAccess,
  cardNotFound,
  isAuthorOf,
  may,
  mayThank,
  seesMessages,
  sessionWrites,
  type CardAccess,
  type CardPassSource,
} from "./access";
import { contributorLinkUrl } from "./contributor-link";
import { readsContributorNote } from "./contributor-note";
import { deliverNow, deliveryOf } from "./delivery";
import { removeImagesOf } from "./images";
import { toCardDto, toContributionDto, toInvitationDto } from "./dto";
import { listInvitations, newInviteToken, sendInvitationEmails, spendInvitationBudget } from "./invitations";
import { MAX_GROUP_CARDS_PER_USER, messageLimitReached } from "./limits";
import type {
  CardSummaryDto,
  CardViewDto,
  CardViewerDto,
  ContributionDto,
  CreateCardData,
  MyCardDto,
  UpdateCardData,
  GroupCardDto,
} from "./schema";
import { makeSlug, SLUG_RANDOM_LENGTH } from "./slug";

// Group cards: made by a signed-in user, read by anyone with the slug,
// written to by the creator and the people invited. Every function takes the
// acting user and asks lib/group-cards/access.ts what they may do.

/** Attempts at a fresh slug before giving up; with 65 random bits a second is already unheard of. */
const SLUG_ATTEMPTS = 5;

/**
 * POST /api/group-cards: the card and an invitation per address (the
 * creator's own is dropped), then one e-mail each. 400 when only the
 * creator's address was given; 404 when `birthdayId` is not one of the
 * creator's birthdays; 409 when the creator already keeps
 * MAX_GROUP_CARDS_PER_USER cards; 429 when the invitations would pass the
 * creator's daily budget (nothing is made then).
 */
export async function createCard(
  creator: SessionUser,
  input: CreateCardData,
  locale: Locale,
  now = new Date(),
): Promise<MyCardDto> {
  const invitees = input.invitedContributors.filter((email) => email !== creator.email);
  if (invitees.length === 0) {
    throw new AppError("validation_failed", undefined, { fields: { invitedContributors: "contributorsNotYourself" } });
  }
  if (input.birthdayId !== null) await ownBirthday(creator.id, input.birthdayId);
  // Once before the day's invitation budget is spent on a card that cannot be made...
  await checkRoomForCard(db(), creator.id);
  await spendInvitationBudget(creator.id, invitees.length, now);
  const tokens = invitees.map((email) => ({ email, ...newInviteToken() }));
  const card = await db().$transaction(async (tx) => {
    // ...and again under the lock every addition to the account takes, so
    // that parallel requests count one after the other and never pass it.
    await lockAccount(tx, creator.id);
    await checkRoomForCard(tx, creator.id);
    const slug = await issueSlug(tx, input.title);
    return tx.groupCard.create({
      data: {
        creatorId: creator.id,
        creatorName: input.initiatorName,
        recipientName: input.recipientName,
        recipientBirthday: dateColumn(input.recipientBirthday),
        title: input.title,
        description: input.description,
        greeting: input.greeting,
        theme: input.theme,
        slug,
        locale,
        recipientEmail: input.recipientEmail,
        deliveryDate: input.deliveryDate === null ? null : dateColumn(input.deliveryDate),
        deliveryHour: input.deliveryHour,
        deliveryOwedFrom: now,
        surpriseGuard: input.surpriseGuard,
        dailySummary: input.dailySummary,
        birthdayId: input.birthdayId,
        invitations: {
          create: tokens.map(({ email, tokenHash }) => ({
            inviterUserId: creator.id,
            inviteeEmail: email,
            inviteTokenHash: tokenHash,
            sentAt: now,
          })),
        },
      },
      include: { invitations: true },
    });
  });
  const { invitations, ...cardRow } = card;
  const tokenOf = new Map(tokens.map(({ tokenHash, token }) => [tokenHash, token]));
  await sendInvitationEmails(
    cardRow,
    invitations.map((invitation) => ({ invitation, token: tokenOf.get(invitation.inviteTokenHash)! })),
  );
  return { ...toCardDto(cardRow, 0, CREATORS_OWN), invitations: await listInvitations(card.id) };
}

/**
 * The user keeps MAX_GROUP_CARDS_PER_USER cards already (docs/decisions/048).
 * A deleted card is gone from group_cards, so only the cards still kept count.
 */
export async function keepsMostCards(client: Prisma.TransactionClient, creatorId: number): Promise<boolean> {
  return (await client.groupCard.count({ where: { creatorId } })) >= MAX_GROUP_CARDS_PER_USER;
}

/** 409 once the user keeps MAX_GROUP_CARDS_PER_USER cards. */
async function checkRoomForCard(client: Prisma.TransactionClient, creatorId: number): Promise<void> {
  if (await keepsMostCards(client, creatorId)) {
    throw new AppError("conflict", "groupCardLimitReached", { values: { max: MAX_GROUP_CARDS_PER_USER } });
  }
}

/** 404 as for GET /api/birthdays/{id} unless the birthday is the user's own: another user's id tells nothing. */
async function ownBirthday(userId: number, birthdayId: number): Promise<void> {
  const birthday = await db().birthday.findFirst({ where: { id: birthdayId, userId }, select: { id: true } });
  if (!birthday) throw new AppError("not_found", "birthdayNotFound");
}

/**
 * A slug no card has ever had: recorded (hashed) in issued_group_card_slugs
 * in the card's transaction, so a deleted card's link never opens another.
 */
async function issueSlug(tx: Prisma.TransactionClient, title: string): Promise<string> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = makeSlug(title, randomBytes(SLUG_RANDOM_LENGTH));
    // ON CONFLICT DO NOTHING: a unique violation would abort the transaction.
    const { count } = await tx.issuedGroupCardSlug.createMany({ data: { slugHash: hashToken(slug) }, skipDuplicates: true });
    if (count === 1) return slug;
  }
  throw new Error("No unused group-card slug after several attempts");
}

/** An answer about the creator's own card to the creator: their note to the people invited included. */
const CREATORS_OWN = { withNote: true };

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.GroupCardOrderByWithRelationInput[];

/** GET /api/group-cards: the user's own cards, newest first, with counts and invitations. */
export async function listMyCards(user: SessionUser): Promise<MyCardDto[]> {
  const cards = await db().groupCard.findMany({
    where: { creatorId: user.id },
    orderBy: NEWEST_FIRST,
    include: { invitations: { where: { viaLink: false }, orderBy: { id: "asc" } }, _count: { select: { contributions: true } } },
  });
  return cards.map(({ invitations, _count, ...card }) => ({
    ...toCardDto(card, _count.contributions, CREATORS_OWN),
    invitations: invitations.map(toInvitationDto),
  }));
}

/**
 * My group cards' page: the same cards without their invitations, which the
 * page does not show (up to MAX_INVITATIONS_PER_CARD rows a card).
 */
export async function listMyCardSummaries(user: SessionUser): Promise<GroupCardDto[]> {
  const cards = await db().groupCard.findMany({
    where: { creatorId: user.id },
    orderBy: NEWEST_FIRST,
    include: { _count: { select: { contributions: true } } },
  });
  return cards.map(({ _count, ...card }) => toCardDto(card, _count.contributions, CREATORS_OWN));
}

/**
 * GET /api/group-cards/slug/{slug}: the card for anyone with the link, with
 * what this viewer may do. Addresses only for the creator (the invitation
 * list) and for the viewer's own (the prefill, the invited address of the
 * token they hold).
 */
export async function getCardBySlug(slug: string, viewer: SessionUser | null, pass: CardPassSource): Promise<CardViewDto> {
  return cardView(await cardAccess({ slug }, viewer, pass));
}

/** GET /api/group-cards/{id}: the creator and invited contributors only; 404 for everyone else. */
export async function getCardById(id: number, viewer: SessionUser | null): Promise<CardViewDto> {
  const access = await cardAccess({ id }, viewer);
  authorizeReadById(access);
  return cardView(access);
}

/** The card to present (the slideshow's data, the keepsake PDF): 401 or 403 for anyone who may not (lib/group-cards/access.ts). */
export async function getCardToPresent(slug: string, viewer: SessionUser | null): Promise<CardViewDto> {
  const access = await cardAccess({ slug }, viewer);
  authorize(access, "present");
  return cardView(access);
}

/**
 * The card's sharing preview, for anyone with the link (as the card page
 * is): its title, who it is for, its theme and how many messages it has,
 * the count left out while the surprise guard keeps the messages (and their
 * count) to the card's own people: a pasted link's preview reaches anyone.
 */
export async function getCardSummary(slug: string): Promise<CardSummaryDto> {
  const card = await db().groupCard.findUnique({
    where: { slug },
    select: {
      title: true,
      recipientName: true,
      theme: true,
      surpriseGuard: true,
      deliveredAt: true,
      _count: { select: { contributions: true } },
    },
  });
  if (!card) throw cardNotFound();
  const guarded = card.surpriseGuard && card.deliveredAt === null;
  return {
    title: card.title,
    recipientName: card.recipientName,
    theme: card.theme as CardSummaryDto["theme"],
    contributionsCount: guarded ? null : card._count.contributions,
  };
}

/**
 * GET /api/group-cards/slug/{slug} as JSON text: the same answer as
 * getCardBySlug. A card is read far more than it is written, and by people
 * who wrote none of its messages: for them the messages go out as the cached
 * JSON, not serialised again per request (docs/performance.md, group cards).
 */
export async function getCardBySlugJson(slug: string, viewer: SessionUser | null, pass: CardPassSource): Promise<string> {
  const access = await cardAccess({ slug }, viewer, pass);
  const { view, messages } = await loadCardView(access);
  const wroteOne = messages.list.some((message) => isAuthorOf(access, message));
  const contributions = wroteOne ? JSON.stringify(markOwn(messages.list, access)) : messages.json;
  // (A viewer the surprise guard keeps out got no messages from loadCardView.)
  return `{"card":${JSON.stringify(view.card)},"contributions":${contributions},"viewer":${JSON.stringify(view.viewer)},"invitations":${JSON.stringify(view.invitations)},"delivery":${JSON.stringify(view.delivery)},"contributorLink":${JSON.stringify(view.contributorLink)}}`;
}

/**
 * Each instance keeps the messages of recently read cards, checked against
 * group_cards.contributions_version, which a trigger changes with every change
 * to the card's messages (migration 20261123175929_card_contributions_version):
 * a card opened by many people costs one query per view, the card's own.
 * What it keeps is each message as everyone sees it (`mine` false) with its
 * author, so a view only marks the viewer's own, and that list as JSON.
 */
type CachedMessages = { list: CachedMessage[]; json: string };
type CachedMessage = { dto: ContributionDto; contributorUserId: number | null; invitationId: number | null };
const contributionsCache = versionedCache<number, CachedMessages>(200);
/** What a viewer the surprise guard keeps out gets. */
const NO_MESSAGES: CachedMessages = { list: [], json: "[]" };

async function cardView(access: CardAccess): Promise<CardViewDto> {
  const { view, messages } = await loadCardView(access);
  return { ...view, contributions: markOwn(messages.list, access) };
}

/** The card, the viewer and (for the creator) the invitations, with the card's cached messages. */
async function loadCardView(access: CardAccess): Promise<{ view: Omit<CardViewDto, "contributions">; messages: CachedMessages }> {
  const { card, actor, isCreator } = access;
  const [messages, invitations, profile, delivery] = await Promise.all([
    contributionsCache.get(card.id, card.contributionsVersion, async () => {
      const rows = await db().groupCardContribution.findMany({
        where: { groupCardId: card.id },
        include: { image: true, invitation: { select: { viaLink: true } } },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      });
      const list = rows.map((row) => ({
        dto: toContributionDto(row, null),
        contributorUserId: row.contributorUserId,
        invitationId: row.invitationId,
      }));
      return { list, json: JSON.stringify(list.map(({ dto }) => dto)) };
    }),
    isCreator ? listInvitations(card.id) : null,
    actor ? db().user.findUnique({ where: { id: actor.id }, select: { name: true } }) : null,
    isCreator ? deliveryOf(card, actor!) : null,
  ]);
  const written = messages.list.filter((message) => isAuthorOf(access, message)).length;
  const preparing = !seesMessages(access, written > 0);
  const shown = preparing ? NO_MESSAGES : messages;
  const viewer = viewerOf(access, profile?.name ?? null);
  const messageLimit = viewer.canContribute ? messageLimitReached({ onCard: messages.list.length, byAuthor: written, isCreator }) : null;
  return {
    view: {
      card: toCardDto(card, shown.list.length, { withNote: readsContributorNote(card, viewer) }),
      viewer: { ...viewer, preparing, messageLimit, wroteOne: written > 0 },
      invitations,
      delivery,
      contributorLink: isCreator ? { url: contributorLinkUrl(card) } : null,
    },
    messages: shown,
  };
}

/** The messages as this viewer sees them: their own marked `mine` (they may edit and remove those). */
function markOwn(list: CachedMessage[], access: CardAccess): ContributionDto[] {
  return list.map((message) => (isAuthorOf(access, message) ? { ...message.dto, mine: true } : message.dto));
}

function viewerOf(access: CardAccess, profileName: string | null): Omit<CardViewerDto, "preparing" | "messageLimit" | "wroteOne"> {
  const { actor, isCreator, tokenInvitation, linkPass, card } = access;
  const ownWay = sessionWrites(access);
  // The pass writes only for a viewer whose session may not (docs/decisions/051).
  const pass = ownWay ? null : tokenInvitation && !tokenInvitation.viaLink ? "invitation" : tokenInvitation || linkPass ? "link" : null;
  const invitedEmail = pass === "invitation" ? tokenInvitation!.inviteeEmail : null;
  return {
    isCreator,
    signedIn: actor !== null,
    // Not once the card is closed to new messages (delivered): the API would refuse them.
    canContribute: may(access, "contribute"),
    canPresent: may(access, "present"),
    canThank: mayThank(access, null),
    pass,
    invitedEmail,
    emailMismatch: actor !== null && invitedEmail !== null && invitedEmail !== actor.email,
    loginLinkSent: tokenInvitation?.loginLinkSentAt != null,
    name: (isCreator ? card.creatorName : null) ?? profileName ?? tokenInvitation?.inviteeName ?? null,
    email: actor?.email ?? invitedEmail,
  };
}

/**
 * PATCH /api/group-cards/{id} (creator only): the fields given change, the
 * slug never does. Publishing a card not yet delivered delivers it now
 * (docs/decisions/042): its e-mails go out and it closes to new messages,
 * unless the same request reopens it.
 */
export async function updateCard(actor: SessionUser | null, id: number, input: UpdateCardData): Promise<GroupCardDto> {
  const access = await cardAccess({ id }, actor);
  authorize(access, "manage");
  const optionalDate = (value: string | null | undefined) => (value == null ? value : dateColumn(value));
  await db().groupCard.update({
    where: { id },
    data: {
      recipientName: input.recipientName,
      recipientBirthday: input.recipientBirthday === undefined ? undefined : dateColumn(input.recipientBirthday),
      title: input.title,
      // Each: left out, unchanged; null or '': removed.
      description: input.description,
      greeting: input.greeting,
      theme: input.theme,
      isPublished: input.isPublished,
      recipientEmail: input.recipientEmail,
      deliveryDate: optionalDate(input.deliveryDate),
      deliveryHour: input.deliveryHour,
      surpriseGuard: input.surpriseGuard,
      dailySummary: input.dailySummary,
      nudgesOn: input.nudgesOn,
      // Summaries or nudges switched on or off before delivery: the scheduler plans the card
      // again, so a nudge whose window is still open goes out once they are back on.
      ...((input.dailySummary !== undefined || input.nudgesOn !== undefined) &&
        !access.card.deliveredAt && { deliveryCheckAt: new Date(0) }),
    },
  });
  if (input.isPublished && !access.card.deliveredAt) await deliverNow(id);
  if (input.messagesOpen !== undefined) await db().groupCard.update({ where: { id }, data: { messagesOpen: input.messagesOpen } });
  const card = await db().groupCard.findUniqueOrThrow({ where: { id }, include: { _count: { select: { contributions: true } } } });
  return toCardDto(card, card._count.contributions, CREATORS_OWN);
}

/** DELETE /api/group-cards/{id} (creator only), with its invitations, messages and pictures; its slug stays retired. */
export async function deleteCard(actor: SessionUser | null, id: number): Promise<void> {
  authorize(await cardAccess({ id }, actor), "manage");
  const images = await db().cardImage.findMany({ where: { groupCardId: id }, select: { key: true } });
  await db().groupCard.deleteMany({ where: { id } });
  // Its pictures are orphans now (the foreign key let go of them).
  await removeImagesOf(images.map(({ key }) => key));
}

/** 'YYYY-MM-DD' as a date column (midnight UTC, as Prisma reads @db.Date). */
function dateColumn(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}
