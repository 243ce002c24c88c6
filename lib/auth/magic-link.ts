import "server-only";
import { db } from "@/lib/db";
import { appLink, sendEmail } from "@/lib/email/send";
import { AppError } from "@/lib/http/errors";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { enforceRateLimits } from "./rate-limit";
import { createSession } from "./session";
import { hashToken, newToken } from "./tokens";

// Passwordless sign-in: an e-mailed link carries a 256-bit token, valid 15
// minutes and once, bound to the address it was sent to. The database keeps
// only the token's hash. Opening the link shows a confirm page; only its
// button (a POST) uses the token up, so mail scanners that fetch links
// cannot sign anyone in or spend the link.

export const MAGIC_LINK_TTL_MINUTES = 15;
const MINUTE_MS = 60_000;
const LIMITS = {
  perAddress: { limit: 5, windowMs: 15 * MINUTE_MS },
  perClient: { limit: 30, windowMs: 60 * MINUTE_MS },
};

export type TokenType = "login" | "register";

/**
 * Sends a sign-in link. Known and unknown addresses take the same path (an
 * unknown one gets an unverified account and a link that confirms it), so
 * the answer, its timing and the e-mail flow reveal nothing about who is
 * registered.
 */
export async function requestMagicLink(
  request: { email: string; intent: TokenType; locale: Locale; clientIp: string },
  now = new Date(),
): Promise<void> {
  const { email, intent, locale, clientIp } = request;
  await enforceRateLimits(
    [
      { key: `magic-link:email:${email}`, ...LIMITS.perAddress },
      { key: `magic-link:ip:${clientIp}`, ...LIMITS.perClient },
    ],
    now,
  );

  const token = newToken();
  const tokenHash = hashToken(token);
  const type = await db().$transaction(async (tx) => {
    const user = await tx.user.upsert({ where: { email }, create: { email, locale }, update: {} });
    const type: TokenType = user.isVerified ? "login" : "register";
    // A new link replaces every older unused one.
    await tx.verificationToken.deleteMany({ where: { userId: user.id, consumedAt: null } });
    await tx.verificationToken.create({
      data: { userId: user.id, tokenHash, type, email, expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * MINUTE_MS) },
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

export type ConsumeResult = { ok: true; sessionToken: string; type: TokenType } | { ok: false; type: TokenType | null };

/**
 * Uses a link up and starts a session. The claim is one conditional UPDATE,
 * so of any number of parallel attempts exactly one succeeds. The first
 * sign-in also verifies the address and records the browser's time zone.
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
  const row = await db().verificationToken.findUnique({ where: { tokenHash }, include: { user: true } });
  if (claimed.count !== 1 || !row || row.email !== row.user.email) return { ok: false, type: row?.type ?? null };

  if (!row.user.isVerified) {
    await db().user.update({
      where: { id: row.userId },
      data: { isVerified: true, ...(options.timeZone && { timeZone: options.timeZone }) },
    });
  }
  return { ok: true, sessionToken: await createSession(row.userId, now), type: row.type };
}

/** Where a bad, expired or used link lands: the landing page with the spec's error flag. */
export function signInFailurePath(locale: Locale, type: TokenType | null): string {
  const error = type === "register" ? "verification-failed" : "authentication-failed";
  return `${localizedPath(locale, "/")}?error=${error}`;
}
