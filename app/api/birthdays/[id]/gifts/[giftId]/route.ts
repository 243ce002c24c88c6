import { giftInputSchema } from "@/lib/birthdays/gift-schema";
import { deleteGiftIdea, updateGiftIdea } from "@/lib/birthdays/gifts";
import { apiRoute } from "@/lib/http/route";
import { existingId, giftParams } from "../../../params";

export const dynamic = "force-dynamic";

/** Replaces a gift idea of one of the user's birthdays; the GiftDto, 404 when it is not theirs. */
export const PUT = apiRoute({ auth: true, params: giftParams, body: giftInputSchema }, ({ user, params, body }) =>
  updateGiftIdea(user.id, existingId(params.id, "birthdayNotFound"), existingId(params.giftId, "giftNotFound"), body),
);

/** Deletes a gift idea; `{ ok: true }`, 404 when it is not theirs. */
export const DELETE = apiRoute({ auth: true, params: giftParams }, async ({ user, params }) => {
  await deleteGiftIdea(user.id, existingId(params.id, "birthdayNotFound"), existingId(params.giftId, "giftNotFound"));
  return { ok: true };
});
