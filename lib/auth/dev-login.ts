import "server-only";
import { isDevelopment } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { createSession } from "./session";

/**
 * Development only: signs in as any address without an e-mail round trip
 * (docs/decisions/007-test-login-only-in-development.md). Anywhere else the
 * endpoint does not exist.
 */
export async function devLogin(email: string): Promise<{ sessionToken: string; user: { id: number; email: string } }> {
  if (!isDevelopment()) throw new AppError("not_found");
  const user = await db().user.upsert({
    where: { email },
    create: { email, isVerified: true },
    update: { isVerified: true },
    select: { id: true, email: true },
  });
  return { sessionToken: await createSession(user.id), user };
}
