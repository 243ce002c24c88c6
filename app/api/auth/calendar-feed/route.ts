import { disableCalendarFeed, enableCalendarFeed } from "@/lib/calendar-feed/feed";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Creates the signed-in user's private calendar feed or gives it a new secret
 * (the old URL stops working). Answers `{ url }`, the only time the URL is
 * shown: the database keeps just the token's hash.
 */
export const POST = apiRoute({ auth: true }, ({ user }) => enableCalendarFeed(user.id));

/** Turns the signed-in user's calendar feed off; `{ ok: true }` (also when there was none). */
export const DELETE = apiRoute({ auth: true }, async ({ user }) => {
  await disableCalendarFeed(user.id);
  return { ok: true };
});

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
