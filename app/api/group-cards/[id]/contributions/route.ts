import { addContribution } from "@/lib/group-cards/contributions";
import { cardParams } from "@/lib/group-cards/params";
import { contributionSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { created } from "@/lib/http/responses";
import { clientIpOf } from "@/lib/http/client-ip";
import { cardPassOf, withCardPass } from "@/lib/group-cards/card-pass";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Adds a message (the creator, a signed-in invitee, or a card pass's holder);
 * 201 with the ContributionDto. A contributor-link guest's first message
 * also gives their browser its own pass (docs/decisions/051).
 */
export const POST = apiRoute(
  { optionalSession: true, params: cardParams, body: contributionSchema },
  async ({ user, params, body, request }) => {
    const { contribution, guestPass } = await addContribution(
      { actor: user, pass: cardPassOf(request.cookies, body.inviteToken), clientIp: clientIpOf(request) },
      existingId(params.id, "cardNotFound"),
      body,
    );
    return withCardPass(created(contribution), guestPass);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
