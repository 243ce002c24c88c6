import { generateCardImage } from "@/lib/ai/images";
import { generateImageSchema } from "@/lib/ai/schema";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";
// A generation takes tens of seconds (AI_IMAGE_TIMEOUT_MS, 90 s by default); hosts that cut
// functions short (Vercel) must let it finish.
export const maxDuration = 120;

/** Generates a picture for a card and stores it: {url, width, height}, the app's own address (spec section 7). */
export const POST = apiRoute({ auth: true, body: generateImageSchema }, ({ user, body, request }) =>
  generateCardImage(user, body, request.signal),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
