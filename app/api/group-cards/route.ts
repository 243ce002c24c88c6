import { createCard, listMyCards } from "@/lib/group-cards/cards";
import { createCardSchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { created } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The signed-in user's cards (MyCardDto[]), newest first. */
export const GET = apiRoute({ auth: true }, ({ user }) => listMyCards(user));

/** Makes a card and e-mails its invitations; 201 with the MyCardDto (its slug among it). */
export const POST = apiRoute({ auth: true, body: createCardSchema }, async ({ user, body, locale }) =>
  created(await createCard(user, body, locale)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
