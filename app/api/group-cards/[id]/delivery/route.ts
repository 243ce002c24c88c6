import { resendDelivery } from "@/lib/group-cards/delivery";
import { cardParams } from "@/lib/group-cards/params";
import { resendDeliverySchema } from "@/lib/group-cards/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Sends a delivered card to the birthday person again (creator only), to a
 * corrected address when `recipientEmail` is given; answers the DeliveryDto.
 */
export const POST = apiRoute({ auth: true, params: cardParams, body: resendDeliverySchema }, ({ user, params, body }) =>
  resendDelivery(user, existingId(params.id, "cardNotFound"), body),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
