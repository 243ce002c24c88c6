import { uploadCardImage } from "@/lib/group-cards/images";
import { cardParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { created } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";
import { clientIpOf } from "@/lib/http/client-ip";
import { cardPassOf, withCardPass } from "@/lib/group-cards/card-pass";

export const dynamic = "force-dynamic";
// A 10 MB photo's decoding and encoding waits for a free slot (lib/images/pipeline.ts).
export const maxDuration = 60;

/**
 * A photo for a message (multipart, field `file`), from someone who may add
 * messages to the card (signed in, or by the card's cookie); 201 with `{ url, width, height }`. The body is read
 * only after that check (see uploadCardImage).
 */
export const POST = apiRoute({ optionalSession: true, multipart: true, params: cardParams }, async ({ user, params, request }) => {
  const { guestPass, ...image } = await uploadCardImage(
    { actor: user, pass: cardPassOf(request.cookies), clientIp: clientIpOf(request) },
    existingId(params.id, "cardNotFound"),
    request,
  );
  return withCardPass(created(image), guestPass);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
