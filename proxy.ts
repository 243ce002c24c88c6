import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { RETURN_PATH_PARAM } from "@/lib/auth/return-path";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { cardSlugExists } from "@/lib/group-cards/card-exists";
import { cardPassCookie, cardPassCookieOptions, cardPassesOf, INVITE_PARAM } from "@/lib/group-cards/card-pass";
import { ADD_MESSAGE_PARAM, cardPath, cardSlugOfPath, MY_CARDS_PATH } from "@/lib/group-cards/links";
import { defaultLocale, hasLocalePrefix, isUnprefixedPage, localeOfPath, localizedPath, stripLocalePrefix } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { contentSecurityPolicy, newNonce } from "@/lib/security/headers";
import { PAGE_PATH_HEADER } from "@/lib/site/page-path";

// Adds and removes the /lt and /ru prefixes and remembers the visitor's
// language, and gives every page a Content-Security-Policy with its own
// nonce. The other security headers come from next.config.ts; API routes
// guard themselves in lib/http.
const intl = createIntlMiddleware(routing);
// A /lt or /ru link shows its language without making it the visitor's
// choice: only the language picker stores one (lib/i18n/remember-locale.ts).
// next-intl would write its cookie whenever a prefixed page is opened, so
// prefixed paths, whose language the prefix decides, go through a copy
// without the cookie.
const intlKeepingChoice = createIntlMiddleware({ ...routing, localeCookie: false });

/** Pages for signed-in users only. */
const MEMBERS_ONLY = ["/dashboard", "/create-group-card", MY_CARDS_PATH, "/auth-callback"];
/** The Google import's callback: its query is a one-time code, so signing in never leads back to it. */
const NO_RETURN = "/auth-callback";

/**
 * A path no page claims, inside app/[locale] as every unmatched path is once
 * next-intl has routed it: a rewrite to it renders app/not-found.tsx on the
 * server, with a 404 (its language still the visitor's: lib/i18n/request.ts).
 */
const NO_PAGE = `/${defaultLocale}/_no-such-page`;

export default async function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({ nonce: newNonce(), development: process.env.NODE_ENV === "development" });
  // In the request, for Next.js to find the nonce (and pages through nonceOf);
  // the routing below passes the request's headers on to the page.
  request.headers.set("content-security-policy", policy);
  request.headers.set(PAGE_PATH_HEADER, request.nextUrl.pathname);
  const response = (await isMissingCard(request))
    ? NextResponse.rewrite(new URL(NO_PAGE, request.url), { request: { headers: request.headers } })
    : (keepCardPass(request) ?? route(request));
  response.headers.set("content-security-policy", policy);
  return response;
}

/**
 * An address of a card that does not exist. The card's page would say so with
 * notFound(), which Next.js draws in the browser only (vercel/next.js#62228):
 * the 404 page it is sent to instead is rendered on the server, as the card's
 * own 'Group Card Not Found' (app/not-found.tsx).
 */
async function isMissingCard(request: NextRequest): Promise<boolean> {
  const slug = cardSlugOfPath(request.nextUrl.pathname);
  if (slug === null) return false;
  // Unreachable database: the page tries again and shows its own error state.
  return cardSlugExists(slug).then((exists) => !exists, () => false);
}

/**
 * An invitation's or the contributor link's address, /group-cards/{slug}?invite={token}:
 * the token becomes the card's pass in the browser, and the visitor goes on to
 * the clean address with the Add Message dialog open. The token thus leaves
 * the address bar, the history and any Referer; nothing changes on the server
 * (mail scanners open links), and the pass is checked wherever it is used.
 */
function keepCardPass(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const token = searchParams.get(INVITE_PARAM);
  const slug = cardSlugOfPath(pathname);
  if (token === null || slug === null || pathname !== cardPath(slug)) return null;
  const clean = new URL(cardPath(slug), request.url);
  if (token) clean.searchParams.set(ADD_MESSAGE_PARAM, "1");
  const response = NextResponse.redirect(clean, 303);
  if (token) response.cookies.set(cardPassCookie(slug), token, cardPassCookieOptions());
  return response;
}

/** My group cards also lists, without an account, the cards this browser signed with card passes. */
function listsGuestCards(request: NextRequest, path: string): boolean {
  return path === MY_CARDS_PATH && cardPassesOf(request.cookies).length > 0;
}

function route(request: NextRequest): NextResponse {
  // A fast first check without the database: no session cookie, no members'
  // pages. The pages check the session itself again (lib/auth/current-user.ts).
  const path = stripLocalePrefix(request.nextUrl.pathname);
  const membersOnly = MEMBERS_ONLY.some((page) => path === page || path.startsWith(`${page}/`));
  if (membersOnly && !request.cookies.has(SESSION_COOKIE) && !listsGuestCards(request, path)) {
    const home = new URL(localizedPath(localeOfPath(request.nextUrl.pathname), "/"), request.url);
    // Home with the sign-in open, whose link leads back to this page (a reminder's
    // "Start a group card", a bookmark of the birthdays view).
    if (!path.startsWith(NO_RETURN)) home.searchParams.set(RETURN_PATH_PARAM, `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(home);
  }
  if (isUnprefixedPage(request.nextUrl.pathname)) return NextResponse.next({ request: { headers: request.headers } });
  return (hasLocalePrefix(request.nextUrl.pathname) ? intlKeepingChoice : intl)(request);
}

export const config = {
  // Pages only: not the API, Next's own files, or files with an extension.
  matcher: ["/((?!api/|_next/|_vercel/|.*\\..*).*)"],
};
