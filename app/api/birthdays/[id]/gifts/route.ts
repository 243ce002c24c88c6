import { giftInputSchema } from "@/lib/birthdays/gift-schema";
import { createGiftIdea, listGiftIdeas } from "@/lib/birthdays/gifts";
import { apiRoute } from "@/lib/http/route";
import { birthdayParams, existingId } from "../../params";

export const dynamic = "force-dynamic";

/** The gift ideas (GiftDto[]) of one of the user's birthdays; 404 when it is not theirs. */
export const GET = apiRoute({ auth: true, params: birthdayParams }, ({ user, params }) =>
  listGiftIdeas(user.id, existingId(params.id, "birthdayNotFound")),
);

/** Adds a gift idea to one of the user's birthdays; 201 with the GiftDto. */
export const POST = apiRoute(
  { auth: true, params: birthdayParams, body: giftInputSchema },
  async ({ user, params, body }) =>
    Response.json(await createGiftIdea(user.id, existingId(params.id, "birthdayNotFound"), body), { status: 201 }),
);
