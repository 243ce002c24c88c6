import { z } from "zod";
import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { requestInviteSignInLink } from "@/lib/group-cards/invitations";
import { slugParams } from "@/lib/group-cards/params";
import { clientIpOf } from "@/lib/http/client-ip";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const body = z.object({ inviteToken: z.string("inviteTokenInvalid").min(1, "inviteTokenInvalid").max(200, "inviteTokenInvalid") });

/**
 * For an invited visitor who is not signed in: one sign-in link per invite
 * token, to the invited address, leading back to the card. SignInLinkResultDto
 * ("sent", or "alreadySent" on a repeat).
 */
export const POST = apiRoute({ params: slugParams, body }, ({ request, params, body, locale }) =>
  requestInviteSignInLink({
    slug: cardNotFoundUnlessSlug(params.slug),
    inviteToken: body.inviteToken,
    locale,
    clientIp: clientIpOf(request),
  }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
