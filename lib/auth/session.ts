import "server-only";
import { db } from "@/lib/db";
import { SERVED_OVER_HTTPS } from "./session-cookie";
import { newToken, hashToken } from "./tokens";

// Sessions live in the database; the browser holds only a random token in an
// HttpOnly cookie, and the database only its hash. A session expires after
// 30 idle days and, however active, 90 days after sign-in.
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** Extending on every request would write on every read; once an hour is plenty. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = {
  id: number;
  email: string;
  /** users.birthdays_version as the session was read: lets the birthday list cache skip its own lookup. */
  birthdaysVersion: number;
};

/** Starts a session for a user; returns the token for the cookie. */
export async function createSession(userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db().session.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    },
  });
  return token;
}

/** The user of an unexpired session, extending the session while it is in use. */
export async function getSessionUser(token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token) return null;
  // Every signed-in request runs this: one plain indexed join, without the
  // ORM's query planning (docs/performance.md).
  const [session] = await db().$queryRaw<SessionRow[]>`
    SELECT s.id, s.created_at AS "createdAt", s.expires_at AS "expiresAt", s.last_used_at AS "lastUsedAt",
           u.id AS "userId", u.email, u.birthdays_version AS "birthdaysVersion"
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${hashToken(token)}`;
  if (!session || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastUsedAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    const absoluteEnd = session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
    await db().session.update({
      where: { id: session.id },
      data: { lastUsedAt: now, expiresAt: new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd)) },
    });
  }
  return { id: session.userId, email: session.email, birthdaysVersion: session.birthdaysVersion };
}

type SessionRow = {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date;
  userId: number;
  email: string;
  birthdaysVersion: number;
};

/** Ends a session on the server; a token that matches nothing is fine. */
export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return;
  await db().session.deleteMany({ where: { tokenHash: hashToken(token) } });
}

/** Ends every session of a user, on every device ("sign out everywhere"); returns how many there were. */
export async function deleteAllSessions(userId: number): Promise<number> {
  return (await db().session.deleteMany({ where: { userId } })).count;
}

/**
 * Cookie attributes: HttpOnly and SameSite=Lax always; Secure whenever the
 * app is served over https (on plain http, e.g. trying out `npm start`,
 * browsers would drop a Secure cookie).
 */
export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: SERVED_OVER_HTTPS,
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
}
