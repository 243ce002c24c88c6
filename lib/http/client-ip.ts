import "server-only";
import { isIPv6 } from "node:net";
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

/**
 * One client written one way: an IPv4 client of a dual-stack socket is
 * "::ffff:1.2.3.4"; an IPv6 client is its /64 network, since one home or
 * server holds a whole /64 and could take a new address for every request.
 */
function normalise(address: string | undefined): string {
  const trimmed = address?.trim().toLowerCase();
  if (!trimmed) return "unknown";
  const plain = trimmed.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return isIPv6(plain) ? network64(plain) : plain;
}

/** "2001:db8:a:b:1:2:3:4" and "2001:db8:a:b::9" → "2001:db8:a:b::/64". */
function network64(address: string): string {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const groupsOf = (part: string) => (part ? part.split(":") : []);
  // An IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  const tailGroups = groupsOf(tail ?? "").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const headGroups = groupsOf(head);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
