import "server-only";
import { ImageResponse } from "next/og";
import { CardOgImage } from "@/components/group-cards/card-og-image";
import { drawableWithOnest, onestFont } from "@/lib/fonts/onest";
import { translatorFor } from "@/lib/http/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getCardSummary } from "./cards";
import { CARD_IMAGE_SIZE } from "./links";

/**
 * GET /api/group-cards/slug/{slug}/og-image: the card's sharing preview as a
 * PNG, for anyone with the link (messengers fetch it without a session), in
 * `locale`. 404 'Card not found' for an unknown slug. Kept for ten minutes:
 * the number of messages changes, the address does not. (A surprise-guarded
 * card's image has no count until delivery.)
 */
export async function cardOgImage(slug: string, locale: Locale): Promise<Response> {
  const card = await getCardSummary(slug);
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
      headers: { "cache-control": "public, max-age=600" },
    },
  );
}
