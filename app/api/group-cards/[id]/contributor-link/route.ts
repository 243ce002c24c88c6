import { issueContributorLink, turnOffContributorLink } from "@/lib/group-cards/contributor-link";
import { cardParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Turns the card's contributor link on, or replaces it (creator only); `{ url }`. */
export const POST = apiRoute({ auth: true, params: cardParams }, ({ user, params }) =>
  issueContributorLink(user, existingId(params.id, "cardNotFound")),
);

/** Turns it off (creator only); `{ url: null }`. */
export const DELETE = apiRoute({ auth: true, params: cardParams }, ({ user, params }) =>
  turnOffContributorLink(user, existingId(params.id, "cardNotFound")),
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
