import { z } from "zod";
import { giftInputSchema } from "@/lib/birthdays/gift-schema";
import { deleteGiftIdea, updateGiftIdea } from "@/lib/birthdays/gifts";
import { otherMethods } from "@/lib/http/methods";
import { existingId, recordId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const idParams = z.object({ id: recordId, giftId: recordId });

/** Replaces a gift idea of one of the user's birthdays; the GiftDto, 404 when it is not theirs. */
export const PUT = apiRoute({ auth: true, params: idParams, body: giftInputSchema }, ({ user, params, body }) =>
  updateGiftIdea(user.id, existingId(params.id, "birthdayNotFound"), existingId(params.giftId, "giftNotFound"), body),
);

/** Deletes a gift idea; `{ ok: true }`, 404 when it is not theirs. */
export const DELETE = apiRoute({ auth: true, params: idParams }, async ({ user, params }) => {
  await deleteGiftIdea(user.id, existingId(params.id, "birthdayNotFound"), existingId(params.giftId, "giftNotFound"));
  return { ok: true };
});

export const { GET, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
