import { addContribution } from "@/lib/group-cards/contributions";
import { cardParams } from "@/lib/group-cards/params";
import { contributionSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { created } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Adds a message (creator or signed-in invitee); 201 with the ContributionDto. */
export const POST = apiRoute(
  { auth: true, params: cardParams, body: contributionSchema },
  async ({ user, params, body }) => created(await addContribution(user, existingId(params.id, "cardNotFound"), body)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
