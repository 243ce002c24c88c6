import { z } from "zod";
import { getCardBySlugJson } from "@/lib/group-cards/cards";
import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { slugParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { jsonText } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { cardPassOf } from "@/lib/group-cards/card-pass";

export const dynamic = "force-dynamic";

const query = z.object({ invite: z.string().max(200).optional() });

/** The card with its messages for anyone with the link, and what this viewer (session, card pass) may do (CardViewDto). */
export const GET = apiRoute({ optionalSession: true, params: slugParams, query }, async ({ user, params, query, request }) =>
  jsonText(await getCardBySlugJson(cardNotFoundUnlessSlug(params.slug), user, cardPassOf(request.cookies, query.invite))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
