import { listSignedCards } from "@/lib/group-cards/signed-cards";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The cards others made that the signed-in user signed or is invited to
 * (SignedCardsDto): beside GET /api/group-cards, whose list of the user's
 * own cards keeps its shape (docs/decisions/053).
 */
export const GET = apiRoute({ auth: true }, ({ user }) => listSignedCards(user));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
