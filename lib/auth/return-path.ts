// Where a sign-in link may lead after its confirm button: a path on this
// site, never another site (no open redirect). The database repeats the rule
// as a CHECK constraint on verification_tokens.return_path. Client-safe.

const RETURN_PATH_MAX_LENGTH = 512;

/**
 * The path when it is one on this site: it starts with exactly one "/" (not
 * "//host" or "/\host", which browsers read as another host), has no control
 * characters or spaces, no scheme or host once parsed, and is not too long.
 * Anything else: null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!/^\/(?![/\\])/.test(value) || /[\s\p{Cc}\\]/u.test(value)) return null;
  const base = "http://return-path.invalid";
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Parsing resolves dot segments: "/.//evil.com" comes out as "//evil.com", another host again.
  return /^\/(?![/\\])/.test(path) ? path : null;
}

/**
 * The query parameter that carries a return path to the sign-in: a members'
 * page sends a signed-out visitor home with it (proxy.ts), the sign-in dialog
 * opens at once and its link leads back there.
 */
export const RETURN_PATH_PARAM = "next";

/** The return path in a page's query string (`location.search`), when it is a path on this site. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}
