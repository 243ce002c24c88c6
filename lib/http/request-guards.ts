import { getConfig } from "@/lib/config";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a route's body may be: JSON, or a multipart/form-data upload. */
export type BodyKind = "json" | "multipart";

/**
 * Refuses state-changing requests that another site could forge: the
 * browser's Sec-Fetch-Site (or, from older browsers, Origin) must say
 * same-origin, and a body must be of the kind the route reads (JSON, or
 * multipart where it takes uploads), never missing its Content-Type.
 */
export function rejectUnsafeRequest(request: Request, accepts: BodyKind = "json"): void {
  if (SAFE_METHODS.has(request.method)) return;

  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw new AppError("cross_site");

  // Scheme, host and port, against the configured address: the Host and
  // X-Forwarded-Host headers are the client's to choose.
  const origin = request.headers.get("origin");
  if (origin !== null && originOf(origin) !== new URL(getConfig().APP_URL).origin) throw new AppError("cross_site");

  // Forms and text/plain are what cross-site forgeries send, and a Blob body
  // goes out without any Content-Type: a body must name its type, and the
  // type must be the route's.
  const contentType = request.headers.get("content-type");
  if (contentType === null ? hasBody(request) : !isOfKind(contentType, accepts)) {
    throw new AppError("unsupported_media_type");
  }
}

/** Whether the request carries a body (RFC 9112 section 6.3: a length, or a transfer coding). */
function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return (length !== null && length.trim() !== "0") || request.headers.has("transfer-encoding");
}

function isOfKind(contentType: string, kind: BodyKind): boolean {
  return kind === "json"
    ? /^application\/([a-z.+-]*\+)?json\s*(;|$)/i.test(contentType)
    : /^multipart\/form-data\s*;/i.test(contentType);
}

/** The origin (scheme, host, port) of an Origin header; "null" and malformed values have none. */
function originOf(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).origin : null;
}
