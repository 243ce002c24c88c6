import "server-only";
import { toBirthdayDto } from "@/lib/birthdays/birthdays";
import { toGiftDto } from "@/lib/birthdays/gifts";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

/**
 * Everything the product keeps about one user, as they would want to read it
 * (issue 10, "your data is yours"): the profile, birthdays with their gift
 * ideas, reminder settings and history, the group cards they made (with the
 * invitations they sent and every message on them) and the messages they
 * wrote on other people's cards. Secrets are left out: session and link
 * tokens, the calendar-feed and unsubscribe secrets (only whether a feed
 * exists), invitation tokens. Other people's addresses appear only
 * where this user entered them (their birthdays, the people they invited).
 */
export async function exportUserData(userId: number, now: Date = new Date()) {
  const user = await db().user.findUnique({ where: { id: userId } });
  // The account was removed while its session was still in use.
  if (!user) throw new AppError("unauthorized");

  return {
    exportedAt: now.toISOString(),
    profile: {
      email: user.email,
      name: user.name,
      birthday: user.birthday && dateOnly(user.birthday),
      birthYear: user.birthYear,
      locale: user.locale,
      timeZone: user.timeZone,
      googleContactsImported: user.googleContactsImported,
      hasCalendarFeed: user.calendarTokenHash !== null,
      createdAt: user.createdAt.toISOString(),
    },
    reminderSettings: {
      enabled: user.remindersEnabled,
      daysBefore: user.reminderOffsets,
      hour: user.reminderHour,
    },
    // The lists, read a page at a time as the download is written.
    birthdays: inPages(
      (page) =>
        db().birthday.findMany({
          where: { userId },
          orderBy: [{ month: "asc" }, { day: "asc" }, { id: "asc" }],
          include: { giftIdeas: { orderBy: { id: "asc" } } },
          ...page,
        }),
      (birthday) => ({ ...toBirthdayDto(birthday), giftIdeas: birthday.giftIdeas.map(toGiftDto) }),
    ),
    reminderHistory: inPages(
      (page) =>
        db().reminderLog.findMany({
          where: { userId },
          orderBy: [{ reminderDate: "asc" }, { id: "asc" }],
          include: { birthday: { select: { name: true } } },
          ...page,
        }),
      (log) => ({
        birthday: log.birthday.name,
        birthdayOn: dateOnly(log.occurrenceDate),
        daysBefore: log.offsetDays,
        status: log.status,
        sentAt: log.emailSentAt?.toISOString() ?? null,
      }),
    ),
    groupCardsCreated: inPages(
      (page) =>
        db().groupCard.findMany({
          where: { creatorId: userId },
          orderBy: { id: "asc" },
          include: { invitations: { orderBy: { id: "asc" } }, contributions: { orderBy: { id: "asc" } } },
          ...page,
        }),
      (card) => ({
        title: card.title,
        description: card.description,
        greeting: card.greeting,
        signedAs: card.creatorName,
        recipientName: card.recipientName,
        recipientBirthday: card.recipientBirthday && dateOnly(card.recipientBirthday),
        theme: card.theme,
        slug: card.slug,
        isPublished: card.isPublished,
        recipientEmail: card.recipientEmail,
        deliveryDate: card.deliveryDate && dateOnly(card.deliveryDate),
        deliveryHour: card.deliveryHour,
        deliveredAt: card.deliveredAt?.toISOString() ?? null,
        createdAt: card.createdAt.toISOString(),
        invitations: card.invitations.map((invitation) => ({
          email: invitation.inviteeEmail,
          name: invitation.inviteeName,
          status: invitation.status,
          sentAt: invitation.sentAt?.toISOString() ?? null,
        })),
        messages: card.contributions.map((contribution) => ({
          from: contribution.contributorName,
          type: contribution.type,
          content: contribution.content,
          imageUrl: contribution.imageUrl,
          createdAt: contribution.createdAt.toISOString(),
        })),
      }),
      // A card holds up to 500 messages of up to 2,000 characters: a few cards at a time.
      CARDS_PER_PAGE,
    ),
    messagesOnOtherCards: inPages(
      (page) =>
        db().groupCardContribution.findMany({
          where: { contributorUserId: userId, groupCard: { creatorId: { not: userId } } },
          orderBy: { id: "asc" },
          include: { groupCard: { select: { title: true, recipientName: true, slug: true } } },
          ...page,
        }),
      (contribution) => ({
        card: contribution.groupCard.title,
        for: contribution.groupCard.recipientName,
        slug: contribution.groupCard.slug,
        name: contribution.contributorName,
        type: contribution.type,
        content: contribution.content,
        imageUrl: contribution.imageUrl,
        createdAt: contribution.createdAt.toISOString(),
      }),
    ),
  };
}

/** Rows read at a time: a few hundred kilobytes, however long the user's notes. */
const PAGE_SIZE = 200;
/** Cards read at a time, each with its invitations and messages: a few megabytes at most. */
const CARDS_PER_PAGE = 4;

/** Which rows a query reads next, in Prisma's terms: the first `take`, or the `take` after the row `cursor` names (`skip: 1` leaves that row out). */
type Page = { take: number; cursor?: { id: number }; skip?: number };

/**
 * The rows of a query, read PAGE_SIZE at a time after the last row read
 * (Prisma's cursor keeps the query's order), each mapped as it is needed. An
 * account at its limits has megabytes of notes; read at once, mapping them
 * held up every other request on the instance. A row changed while the
 * download runs may show as it was or as it is.
 */
async function* inPages<Row extends { id: number }, Out>(
  read: (page: Page) => Promise<Row[]>,
  map: (row: Row) => Out,
  pageSize = PAGE_SIZE,
): AsyncGenerator<Out> {
  let page: Page = { take: pageSize };
  for (;;) {
    const rows = await read(page);
    for (const row of rows) yield map(row);
    if (rows.length < pageSize) return;
    page = { take: pageSize, cursor: { id: rows.at(-1)!.id }, skip: 1 };
  }
}

function dateOnly(value: Date): string {
  return value.toISOString().slice(0, 10);
}
