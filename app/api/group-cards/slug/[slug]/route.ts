import { z } from "zod";
import { getCardBySlugJson } from "@/lib/group-cards/cards";
import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { slugParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { jsonText } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const query = z.object({ invite: z.string().max(200).optional() });

/** The card with its messages for anyone with the link, and what this viewer may do (CardViewDto). */
export const GET = apiRoute({ optionalSession: true, params: slugParams, query }, async ({ user, params, query }) =>
  jsonText(await getCardBySlugJson(cardNotFoundUnlessSlug(params.slug), user, query.invite ?? null)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
