import "server-only";
import { createHash } from "node:crypto";
import { ImageResponse } from "next/og";
import { CardOgImage } from "@/components/group-cards/card-og-image";
import { versionedCache } from "@/lib/cache/versioned-cache";
import { drawableWithOnest, onestFont } from "@/lib/fonts/onest";
import { etagMatches } from "@/lib/http/etag";
import { translatorFor } from "@/lib/http/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getCardSummary } from "./cards";
import type { CardSummaryDto } from "./schema";
import { CARD_IMAGE_SIZE } from "./links";

/**
 * Drawn previews, by card and language, each kept while what it shows is
 * unchanged: a preview is drawn once per change on each instance, however
 * many messengers fetch it.
 */
const previews = versionedCache<string, ArrayBuffer>(200);

/**
 * GET /api/group-cards/slug/{slug}/og-image: the card's sharing preview as a
 * PNG, for anyone with the link (messengers fetch it without a session), in
 * `locale`. 404 'Card not found' for an unknown slug. Kept for ten minutes:
 * the number of messages changes, the address does not. (A surprise-guarded
 * card's image has no count until delivery.)
 *
 * Its ETag is a digest of what it is drawn from (the card's summary and the
 * language), the same on every instance and new with any change the preview
 * shows; a request holding it is answered 304 without drawing (decision 055).
 */
export async function cardOgImage(slug: string, locale: Locale, ifNoneMatch: string | null): Promise<Response> {
  const card = await getCardSummary(slug);
  const etag = `"${createHash("sha256").update(JSON.stringify([card, locale])).digest("base64url").slice(0, 22)}"`;
  const headers = { "cache-control": "public, max-age=600", etag };
  if (etagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const png = await previews.get(`${slug}:${locale}`, etag, () => draw(card, locale));
  return new Response(png, { headers: { ...headers, "content-type": "image/png" } });
}

async function draw(card: CardSummaryDto, locale: Locale): Promise<ArrayBuffer> {
  const t = translatorFor(locale);
  const [regular, bold, title, recipientName] = await Promise.all([
    onestFont(400),
    onestFont(700),
    drawableWithOnest(card.title),
    drawableWithOnest(card.recipientName),
  ]);
  return new ImageResponse(
    (
      <CardOgImage
        // A title in letters Onest lacks altogether (Chinese, say) leaves the site's name in its place.
        card={{ ...card, title: title || t("meta.siteName") }}
        texts={{
          for: t("groupCards.preview.for", { name: recipientName }),
          messages: card.contributionsCount === null ? null : t("groupCards.myCards.messages", { count: card.contributionsCount }),
          siteName: t("meta.siteName"),
        }}
      />
    ),
    {
      ...CARD_IMAGE_SIZE,
      fonts: [
        { name: "Onest", data: regular, weight: 400, style: "normal" },
        { name: "Onest", data: bold, weight: 700, style: "normal" },
      ],
    },
  ).arrayBuffer();
}
