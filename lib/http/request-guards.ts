import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that another site could forge: the browser's
 * Sec-Fetch-Site (or, from older browsers, Origin) must say same-origin, and a
 * body must be JSON, which a plain HTML form cannot send.
 */
export function rejectUnsafeRequest(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;

  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw new AppError("cross_site");

  const origin = request.headers.get("origin");
  if (origin && hostOf(origin) !== requestHost(request)) throw new AppError("cross_site");

  // Any body a browser sends carries a Content-Type; forms and text/plain are
  // what cross-site forgeries use, so only JSON gets through.
  const contentType = request.headers.get("content-type");
  if (contentType !== null && !isJson(contentType)) throw new AppError("unsupported_media_type");
}

function requestHost(request: Request): string {
  return request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
}

function isJson(contentType: string): boolean {
  return /^application\/([a-z.+-]*\+)?json\s*(;|$)/i.test(contentType);
}

/** Host of an Origin header; "null" and malformed values have none. */
function hostOf(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}
