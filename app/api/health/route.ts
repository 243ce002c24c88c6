import { databaseIsReachable } from "@/lib/db";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness for load balancers and uptime checks: 200 when the database answers, else 503. */
export const GET = apiRoute({}, async () => {
  const database = await databaseIsReachable();
  return Response.json({ status: database ? "ok" : "unavailable", database }, { status: database ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
