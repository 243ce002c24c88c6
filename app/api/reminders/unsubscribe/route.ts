import { otherMethods } from "@/lib/http/methods";
import { AppError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/route";
import { setRemindersByUnsubscribeToken } from "@/lib/reminders/settings";
import { unsubscribeQuery } from "./params";

export const dynamic = "force-dynamic";

/**
 * One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post target of every
 * reminder e-mail. Mail clients POST `List-Unsubscribe=One-Click` as a form,
 * from their own site and without cookies, so cross-site requests and form
 * bodies are allowed; the body is not read. The secret token in the URL is
 * the key. Turning reminders off is all it can do.
 */
export const POST = apiRoute({ query: unsubscribeQuery, allowCrossSite: true }, async ({ query }) => {
  const user = await setRemindersByUnsubscribeToken(query.token, false);
  if (!user) throw new AppError("not_found", "unsubscribeLinkInvalid");
  return { enabled: false };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
