import { otherMethods } from "@/lib/http/methods";

/**
 * The process answers, without touching the database: a liveness check for
 * load balancers, and the baseline the API benchmarks compare against.
 */
export function GET() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
