import { databaseIsReachable } from "@/lib/db";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness for load balancers and uptime checks: 200 when the database answers, else 503. */
export const GET = apiRoute({}, async () => {
  const database = await databaseIsReachable();
  return Response.json(
    { status: database ? "ok" : "unavailable", database },
    { status: database ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
