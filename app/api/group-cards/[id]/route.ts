import { deleteCard, getCardById, updateCard } from "@/lib/group-cards/cards";
import { cardParams } from "@/lib/group-cards/params";
import { updateCardSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The card (CardViewDto) for its creator and invited contributors; 404 'Card not found' for everyone else. */
export const GET = apiRoute({ optionalSession: true, params: cardParams }, ({ user, params }) =>
  getCardById(existingId(params.id, "cardNotFound"), user),
);

/** Changes the card (creator only); answers with the GroupCardDto. */
export const PATCH = apiRoute({ auth: true, params: cardParams, body: updateCardSchema }, ({ user, params, body }) =>
  updateCard(user, existingId(params.id, "cardNotFound"), body),
);

/** Deletes the card with its invitations and messages (creator only); `{ ok: true }`. */
export const DELETE = apiRoute({ auth: true, params: cardParams }, async ({ user, params }) => {
  await deleteCard(user, existingId(params.id, "cardNotFound"));
  return { ok: true };
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
