import { NextResponse } from "next/server";
import { z } from "zod";
import { devLogin } from "@/lib/auth/dev-login";
import { emailField } from "@/lib/auth/email-address";
import { setSessionCookie } from "@/lib/auth/session-cookie-response";
import { isDevelopment } from "@/lib/config";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

/** Development only (404 otherwise): a session for any address. */
export const POST = apiRoute({ available: isDevelopment, body: z.object({ email: emailField }) }, async ({ body }) => {
  const { sessionToken, user } = await devLogin(body.email);
  const response = NextResponse.json({ user });
  setSessionCookie(response.cookies, sessionToken);
  return response;
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
