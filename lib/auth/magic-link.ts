import "server-only";
import { db } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { markInvitationAccepted } from "@/lib/group-cards/invitations";
import { enforceRateLimits, type RateLimitRule } from "./rate-limit";
import { safeReturnPath } from "./return-path";
import { createSession } from "./session";
import { hashToken, newToken } from "./tokens";

// Passwordless sign-in: an e-mailed link carries a 256-bit token, valid 15
// minutes and once, bound to the address it was sent to. The database keeps
// only the token's hash. Opening the link shows a confirm page; only its
// button (a POST) uses the token up, so mail scanners that fetch links
// cannot sign anyone in or spend the link.

export const MAGIC_LINK_TTL_MINUTES = 15;
/** Unused links of one address that work at the same time; a newer one retires the oldest. */
export const VALID_LINKS_PER_ADDRESS = 3;
const MINUTE_MS = 60_000;

/**
 * Who may ask for how many links (docs/decisions/020-sign-in-and-security-hardening.md),
 * checked in this order; a request refused by one rule is not counted by the
 * rules after it.
 * - One client (address) asks for at most 30 links an hour, whatever the addresses.
 * - One client asks for at most 3 links for one address in 15 minutes and 10 a
 *   day: a single source cannot flood an inbox, nor use up the address's budget.
 * - One address gets at most 5 links in 15 minutes from everywhere together,
 *   so no number of sources can flood it. This one could lock its owner out,
 *   except that the window is no longer than a link lives and the newest
 *   VALID_LINKS_PER_ADDRESS links stay valid: whenever it refuses, a link sent
 *   in the same window is in the inbox and still works. The answer says so.
 */
function limitsFor(email: string, clientIp: string): RateLimitRule[] {
  return [
    { key: `magic-link:ip:${clientIp}`, limit: 30, windowMs: 60 * MINUTE_MS },
    { key: `magic-link:email-ip:${email}:${clientIp}`, limit: 3, windowMs: MAGIC_LINK_TTL_MINUTES * MINUTE_MS },
    { key: `magic-link:email-ip-day:${email}:${clientIp}`, limit: 10, windowMs: 24 * 60 * MINUTE_MS },
    {
      key: `magic-link:email:${email}`,
      limit: 5,
      windowMs: MAGIC_LINK_TTL_MINUTES * MINUTE_MS,
      messageKey: "recentLinksStillValid",
    },
  ];
}

export type TokenType = "login" | "register";

/**
 * Sends a sign-in link. Known and unknown addresses take the same path, so
 * the answer, its timing and the e-mail flow reveal nothing about who is
 * registered. No account is made here: the link carries the address and the
 * language, and using it creates the account of a new address.
 */
export async function requestMagicLink(
  request: {
    email: string;
    intent: TokenType;
    locale: Locale;
    clientIp: string;
    /** Where to land after signing in (a path on this site; anything else is ignored). */
    returnPath?: string;
    /** The group-card invitation the link is for: using it accepts the invitation. */
    groupCardInvitationId?: number;
  },
  now = new Date(),
): Promise<void> {
  const { email, intent, locale, clientIp } = request;
  const returnPath = safeReturnPath(request.returnPath);
  await enforceRateLimits(limitsFor(email, clientIp), now);

  const token = newToken();
  const tokenHash = hashToken(token);
  const type = await db().$transaction(async (tx) => {
    const known = await tx.user.findUnique({ where: { email }, select: { id: true } });
    const type: TokenType = known ? "login" : "register";
    await tx.verificationToken.create({
      data: {
        tokenHash,
        type,
        email,
        locale,
        returnPath,
        groupCardInvitationId: request.groupCardInvitationId,
        expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * MINUTE_MS),
      },
    });
    // Older unused links keep working, up to a few: a link someone else asks
    // for does not cancel the one the owner is about to click.
    const newest = await tx.verificationToken.findMany({
      where: { email, consumedAt: null },
      orderBy: { id: "desc" },
      take: VALID_LINKS_PER_ADDRESS,
      select: { id: true },
    });
    await tx.verificationToken.deleteMany({
      where: { email, consumedAt: null, id: { notIn: newest.map((row) => row.id) } },
    });
    return type;
  });

  const purpose = type === "register" ? "register" : intent === "register" ? "existing-account" : "login";
  const url = appLink(localizedPath(locale, "/auth/confirm"), { token });
  try {
    await sendEmail({
      to: email,
      locale,
      template: { name: "magic-link", props: { url, email, purpose, expiresInMinutes: MAGIC_LINK_TTL_MINUTES } },
      idempotencyKey: `magic-link/${tokenHash}`,
    });
  } catch (error) {
    console.error("Sending a sign-in link failed", error);
    throw new AppError("email_failed");
  }
}

export type MagicLinkState =
  | { status: "valid"; email: string; type: TokenType }
  | { status: "invalid"; type: TokenType | null };

/** What a link is, without using it up (for the confirm page). */
export async function inspectMagicLink(token: string, now = new Date()): Promise<MagicLinkState> {
  const row = await db().verificationToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row) return { status: "invalid", type: null };
  if (row.consumedAt || row.expiresAt <= now) return { status: "invalid", type: row.type };
  return { status: "valid", email: row.email, type: row.type };
}

export type ConsumeResult =
  | {
      ok: true;
      sessionToken: string;
      type: TokenType;
      /** A path on this site to land on instead of the greeting. */
      returnPath: string | null;
    }
  | { ok: false; type: TokenType | null };

/**
 * Uses a link up and starts a session. The claim is one conditional UPDATE,
 * so of any number of parallel attempts exactly one succeeds. The first
 * sign-in of an address creates its account, with the link's language and
 * the browser's time zone.
 */
export async function consumeMagicLink(
  token: string,
  options: { timeZone?: string } = {},
  now = new Date(),
): Promise<ConsumeResult> {
  const tokenHash = hashToken(token);
  const claimed = await db().verificationToken.updateMany({
    where: { tokenHash, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  const row = await db().verificationToken.findUnique({ where: { tokenHash } });
  if (claimed.count !== 1 || !row) return { ok: false, type: row?.type ?? null };

  // Two register links of one new address may be used at once: the insert
  // that loses finds the account the other made.
  await db().user.createMany({
    data: { email: row.email, locale: row.locale, isVerified: true, ...(options.timeZone && { timeZone: options.timeZone }) },
    skipDuplicates: true,
  });
  const user = await db().user.findUniqueOrThrow({ where: { email: row.email }, select: { id: true } });
  if (row.groupCardInvitationId !== null) await markInvitationAccepted(row.groupCardInvitationId, row.email, now);
  return {
    ok: true,
    sessionToken: await createSession(user.id, now),
    type: row.type,
    returnPath: safeReturnPath(row.returnPath),
  };
}

/** Where a bad, expired or used link lands: the landing page with the spec's error flag. */
export function signInFailurePath(locale: Locale, type: TokenType | null): string {
  const error = type === "register" ? "verification-failed" : "authentication-failed";
  return `${localizedPath(locale, "/")}?error=${error}`;
}
