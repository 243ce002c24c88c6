import { NextResponse } from "next/server";
import { deleteSession } from "@/lib/auth/session";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { clearSessionCookie } from "@/lib/auth/session-cookie-response";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

/** Ends the session on the server and clears the cookie. */
export const POST = apiRoute({}, async ({ request }) => {
  await deleteSession(request.cookies.get(SESSION_COOKIE)?.value);
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response.cookies);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
