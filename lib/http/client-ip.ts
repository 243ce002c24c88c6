/**
 * The client's address for rate limits. Next.js and the proxies in front of
 * it (Vercel, nginx) put it first in X-Forwarded-For.
 */
export function clientIpOf(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
