import { revokeInvitation } from "@/lib/group-cards/invitations";
import { invitationParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Revokes an invitation (creator only): its token stops working; answers with the InvitationDto. */
export const DELETE = apiRoute({ auth: true, params: invitationParams }, ({ user, params }) =>
  revokeInvitation(
    user,
    existingId(params.id, "cardNotFound"),
    existingId(params.invitationId, "invitationNotFound"),
  ),
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
