import { NextResponse } from "next/server";
import { SERVED_OVER_HTTPS } from "@/lib/auth/session-cookie";

// A card pass (docs/decisions/051-card-passes.md): the token of an invitation
// or of the card's contributor link, kept in the visitor's browser in a cookie
// of that card alone. The proxy puts it there when the link is opened
// (/group-cards/{slug}?invite={token}) and sends the visitor on to the clean
// address, so the token leaves the address bar, the history and any Referer.
// The proxy, the pages and the API agree on it.

/** The query parameter of an invitation's or the contributor link's address. */
export const INVITE_PARAM = "invite";

/** A pass is for one card: its cookie is named after the card's slug. */
export function cardPassCookie(slug: string): string {
  return `${SERVED_OVER_HTTPS ? "__Host-" : ""}card-pass-${slug}`;
}

const PASS_COOKIE = new RegExp(`^${SERVED_OVER_HTTPS ? "__Host-" : ""}card-pass-([a-z0-9-]+)$`);

/** The card passes among a browser's cookies, by the slug of their card. */
export function cardPassesOf(cookies: { getAll(): { name: string; value: string }[] }): { slug: string; token: string }[] {
  return cookies.getAll().flatMap(({ name, value }) => {
    const slug = PASS_COOKIE.exec(name)?.[1];
    return slug && value ? [{ slug, token: value }] : [];
  });
}

/** How long the browser keeps a pass; the server checks it on every use, so an old one only stops working. */
const PASS_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The cookie's settings: HttpOnly (no script reads it), SameSite=Lax (sent
 * when the card is opened from another site, as a link in a chat is, but not
 * with another site's writes), for the whole site, so the card's API routes
 * (by id) get it too.
 */
export function cardPassCookieOptions() {
  return { httpOnly: true, sameSite: "lax", secure: SERVED_OVER_HTTPS, path: "/", maxAge: PASS_MAX_AGE_S } as const;
}

/** The pass a request holds for a card: the body's `inviteToken`, else the card's cookie. */
export function cardPassOf(
  cookies: { get(name: string): { value: string } | undefined },
  bodyToken?: string | null,
): (card: { slug: string }) => string | null {
  return (card) => bodyToken || cookies.get(cardPassCookie(card.slug))?.value || null;
}

/** A contributor-link guest's own pass, set on the answer that made them a guest (none: the answer as it is). */
export function withCardPass(response: Response, pass: { slug: string; token: string } | null): Response {
  if (!pass) return response;
  const answer = new NextResponse(response.body, response);
  answer.cookies.set(cardPassCookie(pass.slug), pass.token, cardPassCookieOptions());
  return answer;
}
