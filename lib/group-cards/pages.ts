import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/http/errors";
import { recordId } from "@/lib/http/params";
import { getCardById, getCardBySlug } from "./cards";
import { CARD_IMAGE_SIZE, cardImagePath } from "./links";
import { isSlugShaped } from "./slug";
import type { CardViewDto, GroupCardDto } from "./schema";

// The card pages' loads, once per request however many parts of the page
// ask (the metadata, the page, the older view's layout). A card that does
// not exist, or that this viewer may not open by id, is the route's 404.

/** /group-cards/{slug}: the card for this viewer and invite token. */
export const loadCardBySlug = cache(async (slug: string, inviteToken: string | null): Promise<CardViewDto> => {
  if (!isSlugShaped(slug)) notFound();
  return orNotFound(getCardBySlug(slug, await getCurrentUser(), inviteToken));
});

/** /group-card/{id}: the card for its creator and invitees only. */
export const loadCardById = cache(async (segment: string): Promise<CardViewDto> => {
  const id = recordId.parse(segment);
  if (id === null) notFound();
  return orNotFound(getCardById(id, await getCurrentUser()));
});

async function orNotFound(load: Promise<CardViewDto>): Promise<CardViewDto> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

/**
 * The title and sharing preview of a card's pages (the card, present mode):
 * a link pasted into a messenger shows the card's own image (its Open Graph
 * image, drawn in `locale`), its title and whom it is for.
 */
export async function cardSharingMetadata(card: GroupCardDto, locale: string, title: string): Promise<Metadata> {
  const t = await getTranslations("groupCards.card");
  const description = t("metaDescription", { name: card.recipientName });
  const image = { url: cardImagePath(card.slug, locale), ...CARD_IMAGE_SIZE, alt: title };
  return {
    metadataBase: new URL(getConfig().APP_URL),
    title,
    description,
    openGraph: {
      type: "website",
      siteName: (await getTranslations("meta"))("siteName"),
      title,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
