import { z } from "zod";
import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { requestInviteSignInLink } from "@/lib/group-cards/invitations";
import { slugParams } from "@/lib/group-cards/params";
import { clientIpOf } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { cardPassOf } from "@/lib/group-cards/card-pass";

export const dynamic = "force-dynamic";

const body = z.object({ inviteToken: z.string("inviteTokenInvalid").max(200, "inviteTokenInvalid").optional() });

/**
 * For an invited visitor who is not signed in (the account offered after
 * writing): one sign-in link per invite token (the body's, or the card's
 * cookie), to the invited address, leading back to the card.
 * SignInLinkResultDto ("sent", or "alreadySent" on a repeat).
 */
export const POST = apiRoute({ params: slugParams, body }, ({ request, params, body, locale }) =>
  requestInviteSignInLink({
    slug: cardNotFoundUnlessSlug(params.slug),
    pass: cardPassOf(request.cookies, body.inviteToken),
    locale,
    clientIp: clientIpOf(request),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
