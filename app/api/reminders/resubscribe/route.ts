import { otherMethods } from "@/lib/http/methods";
import { AppError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/route";
import { setRemindersByUnsubscribeToken } from "@/lib/reminders/settings";
import { unsubscribeQuery } from "../unsubscribe/params";

export const dynamic = "force-dynamic";

/**
 * The unsubscribe page's Undo button: turns reminders back on for the owner
 * of the token. Unlike unsubscribing, only our own pages may do this (the
 * usual same-site, JSON-only guard), so no other site can switch them on.
 */
export const POST = apiRoute({ query: unsubscribeQuery }, async ({ query }) => {
  const user = await setRemindersByUnsubscribeToken(query.token, true);
  if (!user) throw new AppError("not_found", "unsubscribeLinkInvalid");
  return { enabled: true };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
