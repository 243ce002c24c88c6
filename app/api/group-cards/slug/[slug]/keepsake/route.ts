import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { keepsakePdf } from "@/lib/group-cards/keepsake";
import { slugParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { fileResponse } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The card as a PDF keepsake, for whoever may present it (its creator); 401/403 for anyone else. */
export const GET = apiRoute({ optionalSession: true, params: slugParams }, async ({ user, params, locale }) => {
  const { bytes, fileName } = await keepsakePdf(cardNotFoundUnlessSlug(params.slug), user, locale);
  return fileResponse(bytes, { type: "application/pdf", name: fileName });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
