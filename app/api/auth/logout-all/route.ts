import { NextResponse } from "next/server";
import { deleteAllSessions } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/session-cookie-response";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

/** "Sign out everywhere": ends every session of the signed-in user, this one included, and clears the cookie. */
export const POST = apiRoute({ auth: true }, async ({ user }) => {
  const sessions = await deleteAllSessions(user.id);
  const response = NextResponse.json({ ok: true, sessions });
  clearSessionCookie(response.cookies);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
