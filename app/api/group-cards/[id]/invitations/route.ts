import { inviteMore } from "@/lib/group-cards/invitations";
import { cardParams } from "@/lib/group-cards/params";
import { inviteSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Invites more addresses or resends (creator only); InviteResultDto with each address's outcome. */
export const POST = apiRoute({ auth: true, params: cardParams, body: inviteSchema }, ({ user, params, body }) =>
  inviteMore(user, existingId(params.id, "cardNotFound"), body.emails),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
