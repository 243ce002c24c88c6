import { uploadCardImage } from "@/lib/group-cards/images";
import { cardParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { existingId } from "@/lib/http/params";
import { created } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";
// A 10 MB photo's decoding and encoding waits for a free slot (lib/images/pipeline.ts).
export const maxDuration = 60;

/**
 * A photo for a message (multipart, field `file`), from someone who may add
 * messages to the card; 201 with `{ url, width, height }`. The body is read
 * only after that check (see uploadCardImage).
 */
export const POST = apiRoute({ auth: true, multipart: true, params: cardParams }, async ({ user, params, request }) =>
  created(await uploadCardImage(user, existingId(params.id, "cardNotFound"), request)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
