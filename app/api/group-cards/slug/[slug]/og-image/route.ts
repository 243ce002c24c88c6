import { z } from "zod";
import { cardNotFoundUnlessSlug } from "@/lib/group-cards/access";
import { cardOgImage } from "@/lib/group-cards/og-image";
import { slugParams } from "@/lib/group-cards/params";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { locales } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

const query = z.object({ locale: z.enum(locales).catch("en") });

/** The card's sharing preview (PNG, 1200 × 630) for anyone with its link; no session is read. */
export const GET = apiRoute({ params: slugParams, query }, async ({ params, query, request }) =>
  cardOgImage(cardNotFoundUnlessSlug(params.slug), query.locale, request.headers.get("if-none-match")),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
