import "server-only";
import { createHash } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { Prisma, ScheduledEmail } from "@/lib/db/generated/client";
import { appLink, sendEmail, type OutgoingEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { localeOr } from "@/lib/i18n/locales";
import type { EmailLocaleOf } from "@/lib/users/email-locales";
import { queueEmails, sendScheduledEmails, type EmailWriter } from "@/lib/scheduler/scheduled-emails";
import { cardAccess, isCardRecipient, isThankYouToken } from "./access";
import { cardPath } from "./links";
import type { ThankYouData, ThankYouDto } from "./schema";

// The birthday person's thank-you note (issue 15 item 4, docs/decisions/043):
// one per card, after delivery, written by whoever holds the delivery
// e-mail's link or by the birthday person signed in; every contributor and
// the creator get it by e-mail once, through the scheduler's queue.

/** The thank-you e-mails' kind in scheduled_emails. */
export const THANK_YOU_EMAIL_KIND = "card-thank-you";

/**
 * POST /api/group-cards/slug/{slug}/thank-you. 404 for no such card; 401
 * signed out without the link's secret, 403 with a wrong one or as someone
 * else, 403 before delivery, 409 once the card has its note. Writing the note
 * and queueing its e-mails is one transaction whose conditional update lets
 * only the first of two submissions through; the e-mails go out at once, and
 * what fails stays queued for the scheduler's retries.
 */
export async function writeThankYou(
  actor: SessionUser | null,
  slug: string,
  input: ThankYouData,
  now = Date.now(),
): Promise<ThankYouDto> {
  const access = await cardAccess({ slug }, actor);
  const { card } = access;
  if (!isThankYouToken(card, input.token) && !isCardRecipient(access)) {
    if (!actor && !input.token) throw new AppError("unauthorized");
    throw new AppError("forbidden", input.token ? "thankYouLinkInvalid" : "thankYouForbidden");
  }
  if (card.deliveredAt === null) throw new AppError("forbidden", "thankYouNotDelivered");
  if (card.thankYouAt !== null) throw alreadyWritten();

  const note = { thankYouNote: input.message, thankYouName: input.name ?? card.recipientName, thankYouAt: new Date(now) };
  const emailIds = await db().$transaction(async (tx) => {
    // Two submissions at once: the second waits for the first's row lock, then finds the note written.
    const { count } = await tx.groupCard.updateMany({ where: { id: card.id, thankYouAt: null, deliveredAt: { not: null } }, data: note });
    if (count === 0) throw alreadyWritten();
    const addresses = await thankYouAddresses(tx, card.id, actor?.email ?? null);
    return queueEmails(
      tx,
      addresses.map((address) => ({
        kind: THANK_YOU_EMAIL_KIND,
        idempotencyKey: thankYouKey(card.id, address),
        groupCardId: card.id,
        toEmail: address,
      })),
      now,
    );
  });
  if (emailIds.length > 0) {
    await sendScheduledEmails(now, { writers: thankYouEmailWriters, deliver: sendEmail, deadline: Date.now() + 30_000, ids: emailIds });
  }
  return { message: note.thankYouNote, name: note.thankYouName, at: note.thankYouAt.toISOString() };
}

function alreadyWritten(): AppError {
  return new AppError("conflict", "thankYouAlreadyWritten");
}

/**
 * Who gets the note: every address that wrote a message on the card and the
 * creator (who made the card, whether or not they wrote on it), each once,
 * never the birthday person's own address nor the writer's.
 */
async function thankYouAddresses(tx: Prisma.TransactionClient, cardId: number, writer: string | null): Promise<string[]> {
  const rows = await tx.$queryRaw<{ address: string }[]>`
    SELECT DISTINCT lower(a.address) AS address
    FROM (
      SELECT contributor_email AS address FROM group_card_contributions WHERE group_card_id = ${cardId}
      UNION ALL
      SELECT u.email FROM group_cards c JOIN users u ON u.id = c.creator_id WHERE c.id = ${cardId}
    ) a
    JOIN group_cards c ON c.id = ${cardId}
    WHERE lower(a.address) <> lower(coalesce(c.recipient_email, ''))
      AND lower(a.address) <> lower(coalesce(${writer}::text, ''))
    ORDER BY 1`;
  return rows.map((row) => row.address);
}

/**
 * One e-mail per card and address, whatever happens: the address hashed,
 * so the key (which the provider keeps and logs) names nobody.
 */
function thankYouKey(cardId: number, address: string): string {
  return `card-thank-you/${cardId}/${createHash("sha256").update(address).digest("hex").slice(0, 32)}`;
}

/** A contributor's copy of the note, written when sent; none when the card (or its note) is gone. */
async function writeThankYouEmail(row: ScheduledEmail, localeOf: EmailLocaleOf): Promise<OutgoingEmail | null> {
  if (row.groupCardId === null) return null;
  const card = await db().groupCard.findUnique({ where: { id: row.groupCardId } });
  if (!card || card.thankYouNote === null || card.thankYouName === null) return null;
  return {
    to: row.toEmail,
    locale: localeOf(row.toEmail, localeOr(card.locale)),
    idempotencyKey: row.idempotencyKey,
    template: {
      name: "group-card-thank-you",
      props: {
        url: appLink(cardPath(card.slug)),
        email: row.toEmail,
        note: card.thankYouNote,
        name: card.thankYouName,
        recipientName: card.recipientName,
        title: card.title,
      },
    },
  };
}

/** The thank-you e-mails' writer, for the scheduler (lib/scheduler/pass.ts). */
export const thankYouEmailWriters: Record<typeof THANK_YOU_EMAIL_KIND, EmailWriter> = {
  [THANK_YOU_EMAIL_KIND]: writeThankYouEmail,
};

/**
 * Whether `token` is the thank-you secret of the card with this slug: present
 * mode offers the form to whoever opened the delivery e-mail's link.
 */
export async function isThankYouLink(slug: string, token: string | null): Promise<boolean> {
  if (!token) return false;
  const card = await db().groupCard.findUnique({ where: { slug }, select: { thankYouToken: true } });
  return card !== null && isThankYouToken(card, token);
}
