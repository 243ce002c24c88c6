import { deleteContribution, updateContribution } from "@/lib/group-cards/contributions";
import { contributionParams } from "@/lib/group-cards/params";
import { updateContributionSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";
import { cardPassOf } from "@/lib/group-cards/card-pass";

export const dynamic = "force-dynamic";

/** The author (signed in, or by their card pass) edits their message; the creator moves it (position). Answers with the ContributionDto. */
export const PATCH = apiRoute(
  { optionalSession: true, params: contributionParams, body: updateContributionSchema },
  ({ user, params, body, request }) =>
    updateContribution(
      user,
      cardPassOf(request.cookies, body.inviteToken),
      existingId(params.id, "cardNotFound"),
      existingId(params.contributionId, "contributionNotFound"),
      body,
    ),
);

/** The author (signed in, or by the card's cookie) or the creator removes a message; `{ ok: true }`. */
export const DELETE = apiRoute({ optionalSession: true, params: contributionParams }, async ({ user, params, request }) => {
  await deleteContribution(
    user,
    cardPassOf(request.cookies),
    existingId(params.id, "cardNotFound"),
    existingId(params.contributionId, "contributionNotFound"),
  );
  return { ok: true };
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
