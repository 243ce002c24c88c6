import { z } from "zod";
import { setNudgesStopped } from "@/lib/group-cards/nudges";
import { AppError } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** ?token=…; a missing token is as unknown as a wrong one (404). */
const stopQuery = z.object({ token: z.string().default("") });

/**
 * One-click stop (RFC 8058): the List-Unsubscribe-Post target of every nudge
 * about a group card. Mail clients POST from their own site without cookies,
 * so cross-site requests are allowed and the body is not read; the secret
 * token in the URL is the key. Stopping that card's nudges is all it can do.
 */
export const POST = apiRoute({ query: stopQuery, allowCrossSite: true }, async ({ query }) => {
  if (!(await setNudgesStopped(query.token, true))) throw new AppError("not_found", "nudgesLinkInvalid");
  return { stopped: true };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
