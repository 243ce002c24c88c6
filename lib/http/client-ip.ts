import "server-only";
import { getConfig } from "@/lib/config";

// The client's address, for rate limits and anything else that keys on it.
// A client can send any X-Forwarded-For it likes, so only entries appended by
// machines we trust count, read from the right:
// - `npm start` (scripts/lib/forwarded-for.mjs) appends the address of the
//   connection itself as the rightmost entry;
// - each of the TRUSTED_PROXY_COUNT reverse proxies in front of the app
//   appends the address it was connected from, one further left.
// So the client is the entry TRUSTED_PROXY_COUNT places from the right;
// anything further left was sent by the client and is ignored. On Vercel,
// its edge sets x-vercel-forwarded-for (and x-real-ip) itself and drops what
// the client sent. docs/decisions/020-sign-in-and-security-hardening.md.

export function clientIpOf(request: Request): string {
  const { VERCEL, TRUSTED_PROXY_COUNT } = getConfig();
  if (VERCEL) {
    const address = request.headers.get("x-vercel-forwarded-for") ?? request.headers.get("x-real-ip");
    return normalise(address?.split(",")[0]);
  }
  const chain = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  // A chain shorter than the proxies configured was appended by trusted machines
  // only (a request that skipped a proxy): its leftmost entry is the best known.
  return normalise(chain[Math.max(0, chain.length - 1 - TRUSTED_PROXY_COUNT)]);
}

/** The same address written one way: an IPv4 client of a dual-stack socket is "::ffff:1.2.3.4". */
function normalise(address: string | undefined): string {
  const trimmed = address?.trim().toLowerCase();
  if (!trimmed) return "unknown";
  return trimmed.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}
