import { z } from "zod";
import { giftInputSchema } from "@/lib/birthdays/gift-schema";
import { createGiftIdea, listGiftIdeas } from "@/lib/birthdays/gifts";
import { otherMethods } from "@/lib/http/methods";
import { existingId, recordId } from "@/lib/http/params";
import { created } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const idParams = z.object({ id: recordId });

/** The gift ideas (GiftDto[]) of one of the user's birthdays; 404 when it is not theirs. */
export const GET = apiRoute({ auth: true, params: idParams }, ({ user, params }) =>
  listGiftIdeas(user.id, existingId(params.id, "birthdayNotFound")),
);

/** Adds a gift idea to one of the user's birthdays; 201 with the GiftDto. */
export const POST = apiRoute({ auth: true, params: idParams, body: giftInputSchema }, async ({ user, params, body }) =>
  created(await createGiftIdea(user.id, existingId(params.id, "birthdayNotFound"), body)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
