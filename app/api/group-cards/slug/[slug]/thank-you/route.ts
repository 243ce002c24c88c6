import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { slugParams } from "@/lib/group-cards/params";
import { thankYouSchema } from "@/lib/group-cards/schema";
import { writeThankYou } from "@/lib/group-cards/thank-you";
import { otherMethods } from "@/lib/http/methods";
import { created } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The birthday person's one thank-you note on a delivered card, with the
 * delivery link's secret (`token`) or signed in with the card's address;
 * 201 with the ThankYouDto, and every contributor and the creator are
 * e-mailed it (docs/decisions/043).
 */
export const POST = apiRoute({ optionalSession: true, params: slugParams, body: thankYouSchema }, async ({ user, params, body }) =>
  created(await writeThankYou(user, cardNotFoundUnlessSlug(params.slug), body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
