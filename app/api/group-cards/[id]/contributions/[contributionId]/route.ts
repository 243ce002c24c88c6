import { deleteContribution, updateContribution } from "@/lib/group-cards/contributions";
import { contributionParams } from "@/lib/group-cards/params";
import { updateContributionSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The author edits their message; the creator moves it (position). Answers with the ContributionDto. */
export const PATCH = apiRoute(
  { auth: true, params: contributionParams, body: updateContributionSchema },
  ({ user, params, body }) =>
    updateContribution(
      user,
      existingId(params.id, "cardNotFound"),
      existingId(params.contributionId, "contributionNotFound"),
      body,
    ),
);

/** The author or the creator removes a message; `{ ok: true }`. */
export const DELETE = apiRoute({ auth: true, params: contributionParams }, async ({ user, params }) => {
  await deleteContribution(
    user,
    existingId(params.id, "cardNotFound"),
    existingId(params.contributionId, "contributionNotFound"),
  );
  return { ok: true };
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
