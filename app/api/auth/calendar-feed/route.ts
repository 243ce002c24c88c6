import { disableCalendarFeed, enableCalendarFeed } from "@/lib/calendar-feed/feed";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Creates the signed-in user's private calendar feed or gives it a new secret
 * (the old URL stops working). Answers `{ url }`, the only time the URL is
 * shown: the database keeps just the token's hash.
 */
export const POST = apiRoute({ auth: true }, async ({ user }) => {
  const { url } = await enableCalendarFeed(user.id);
  return Response.json({ url }, { headers: { "Cache-Control": "no-store" } });
});

/** Turns the signed-in user's calendar feed off; `{ ok: true }` (also when there was none). */
export const DELETE = apiRoute({ auth: true }, async ({ user }) => {
  await disableCalendarFeed(user.id);
  return { ok: true };
});
