import "server-only";
import { db } from "@/lib/db";
import { hashToken } from "./tokens";

export type SessionUser = {
  id: number;
  email: string;
};

/** The signed-in user of a request, or null: the session cookie must match an unexpired session. */
export async function getSessionUser(cookieValue: string | undefined): Promise<SessionUser | null> {
  if (!cookieValue) return null;
  const session = await db().session.findUnique({
    where: { tokenHash: hashToken(cookieValue) },
    select: { expiresAt: true, user: { select: { id: true, email: true } } },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  return session.user;
}

