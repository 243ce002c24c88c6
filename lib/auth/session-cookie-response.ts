import "server-only";
import type { NextResponse } from "next/server";
import { sessionCookieOptions } from "./session";
import { SESSION_COOKIE } from "./session-cookie";

type CookieJar = Pick<NextResponse["cookies"], "set">;

/** Puts a new session's token in the browser (a response's or Next's cookie jar). */
export function setSessionCookie(cookies: CookieJar, token: string): void {
  cookies.set(SESSION_COOKIE, token, sessionCookieOptions());
}

export function clearSessionCookie(cookies: CookieJar): void {
  cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions(), maxAge: 0 });
}
