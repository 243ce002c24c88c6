import { myBirthdayCards } from "@/lib/group-cards/birthday-cards";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Each of the signed-in user's birthdays' card (BirthdayCardsDto, decision 044), for the birthdays view. */
export const GET = apiRoute({ auth: true }, ({ user }) => myBirthdayCards(user));

export const { PUT, PATCH, POST, DELETE, OPTIONS } = otherMethods({ GET });
