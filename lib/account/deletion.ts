import "server-only";
import { enforceRateLimits } from "@/lib/auth/rate-limit";
import { sessionCookieOptions } from "@/lib/auth/session";
import { SERVED_OVER_HTTPS } from "@/lib/auth/session-cookie";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email/send";
import { removeImagesOf } from "@/lib/group-cards/images";
import { AppError } from "@/lib/http/errors";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

// Deleting an account takes two steps: the signed-in user asks, and the link
// e-mailed to the account's address confirms. A stolen or forgotten session
// alone cannot delete anyone's data, and the link works from any device.
// Opening the link only shows what will go; the page's button (a POST) deletes.

export const DELETION_LINK_TTL_MINUTES = 60;
const MINUTE_MS = 60_000;
/** Enough to retry a lost e-mail, too few to flood the owner's inbox. */
const REQUESTS_PER_HOUR = 3;

/** E-mails the account's owner a link that deletes the account. */
export async function requestAccountDeletion(userId: number, locale: Locale, now = new Date()): Promise<void> {
  await enforceRateLimits([{ key: `account-deletion:user:${userId}`, limit: REQUESTS_PER_HOUR, windowMs: 60 * MINUTE_MS }], now);
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw new AppError("unauthorized");
  const token = newToken();
  const tokenHash = hashToken(token);
  await db().accountDeletionRequest.create({
    data: { userId, tokenHash, expiresAt: new Date(now.getTime() + DELETION_LINK_TTL_MINUTES * MINUTE_MS) },
  });
  try {
    await sendEmail({
      to: user.email,
      locale,
      template: {
        name: "account-deletion",
        props: {
          url: appLink(localizedPath(locale, "/account/delete"), { token }),
          email: user.email,
          expiresInMinutes: DELETION_LINK_TTL_MINUTES,
        },
      },
      idempotencyKey: `account-deletion/${tokenHash}`,
    });
  } catch (error) {
    console.error("Sending an account deletion link failed", error);
    throw new AppError("email_failed");
  }
}

/** Whose account a deletion link would delete, or null when the link is unknown, used or expired. */
export async function inspectDeletionLink(token: string, now = new Date()): Promise<{ email: string } | null> {
  const request = await db().accountDeletionRequest.findFirst({
    where: { tokenHash: hashToken(token), expiresAt: { gt: now } },
    select: { user: { select: { email: true } } },
  });
  return request && { email: request.user.email };
}

/**
 * Deletes the account a valid link names, with everything that belongs to it:
 * profile, sessions, birthdays and gift ideas, reminder history, the cards the
 * user made with every message on them. Messages the user wrote on other
 * people's cards stay there under the name they signed with and lose their
 * link to the account (spec section 3; the foreign keys set it to null),
 * with their pictures. The pictures of the user's cards and the user's
 * uploads no message shows go with the account, files included.
 * Returns the account deleted, or null when the link is unknown, used or expired.
 */
export async function deleteAccount(token: string, now = new Date()): Promise<{ id: number; email: string } | null> {
  const request = await db().accountDeletionRequest.findFirst({
    where: { tokenHash: hashToken(token), expiresAt: { gt: now } },
    select: { userId: true, user: { select: { email: true } } },
  });
  if (!request) return null;
  const images = await db().cardImage.findMany({
    where: { OR: [{ groupCard: { creatorId: request.userId } }, { uploaderId: request.userId, attachedAt: null }] },
    select: { key: true },
  });
  const [, , deleted] = await db().$transaction([
    // Unused sign-in links belong to the address, not the account: one would make a new account.
    db().verificationToken.deleteMany({ where: { email: request.user.email } }),
    // Uploads no message shows yet become orphans now, not in a day; the cards' pictures do by the cascade.
    db().cardImage.updateMany({ where: { uploaderId: request.userId, attachedAt: null }, data: { groupCardId: null } }),
    // Also removes the request itself (cascade); a second click finds nothing.
    db().user.deleteMany({ where: { id: request.userId } }),
  ]);
  await removeImagesOf(images.map(({ key }) => key), now);
  return deleted.count > 0 ? { id: request.userId, email: request.user.email } : null;
}

// Whose account this browser just deleted while someone else stayed signed in
// in it, for the confirm page to say so. A short-lived cookie rather than the
// address in the URL: a crafted link cannot make the page claim a deletion,
// and the deleted address stays out of the history and server logs. Named
// like the session cookie, so no sibling subdomain can plant it.
export const DELETED_ACCOUNT_COOKIE = `${SERVED_OVER_HTTPS ? "__Host-" : ""}confetti_account_deleted`;

export function deletedAccountCookieOptions() {
  return { ...sessionCookieOptions(), maxAge: 60 };
}
