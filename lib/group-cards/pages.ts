import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/http/errors";
import { recordId } from "@/lib/http/params";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { openGraphLocale } from "@/lib/seo/metadata";
import { cardPassCookie } from "./card-pass";
import { getCardById, getCardBySlug } from "./cards";
import { CARD_IMAGE_SIZE, cardImagePath } from "./links";
import { isSlugShaped } from "./slug";
import type { CardViewDto, CardViewerDto, ContributionDto, GroupCardDto } from "./schema";

// The card pages' loads, once per request however many parts of the page
// ask (the metadata, the page, the older view's layout). A card that does
// not exist, or that this viewer may not open by id, is the route's 404.

/** /group-cards/{slug}: the card for this viewer and the card pass their browser keeps (./card-pass.ts). */
export const loadCardBySlug = cache(async (slug: string): Promise<CardViewDto> => {
  if (!isSlugShaped(slug)) notFound();
  const pass = (await cookies()).get(cardPassCookie(slug))?.value ?? null;
  return orNotFound(getCardBySlug(slug, await getCurrentUser(), pass));
});

/** /group-card/{id}: the card for its creator and invitees only. */
export const loadCardById = cache(async (segment: string): Promise<CardViewDto> => {
  const id = recordId.parse(segment);
  if (id === null) notFound();
  return orNotFound(getCardById(id, await getCurrentUser()));
});

/**
 * How many messages the card page draws at first for a reader no link can
 * point into the card (decision 056): more than a tall phone's first screens,
 * so the rest is asked for well before anyone reaches it.
 */
export const FIRST_MESSAGES = 30;

/**
 * Whether this viewer's tiles carry their `#message-{id}` anchors: only My
 * group cards links to a message, and only for someone signed in or holding
 * a card pass. They get every message in the page, so any anchor lands.
 */
export function linksIntoMessages(viewer: CardViewerDto): boolean {
  return viewer.signedIn || viewer.pass !== null;
}

/** The messages the card page draws at first: all, or the first FIRST_MESSAGES for a reader no link points into. */
export function firstMessages({ contributions, viewer }: CardViewDto): ContributionDto[] {
  return linksIntoMessages(viewer) ? contributions : contributions.slice(0, FIRST_MESSAGES);
}

/** The messages after firstMessages, drawn as the reader nears the end of the list. */
export function laterMessages({ contributions, viewer }: CardViewDto): ContributionDto[] {
  return linksIntoMessages(viewer) ? [] : contributions.slice(FIRST_MESSAGES);
}

async function orNotFound(load: Promise<CardViewDto>): Promise<CardViewDto> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

/**
 * The title and sharing preview of a card's pages (the card, present mode).
 * The title is in the visitor's language, as the page is. The preview (what a
 * messenger shows for a pasted link: the card's Open Graph image, its title
 * and whom it is for) is in the card's language: the link goes to the
 * creator's friends, and a messenger's fetch says nothing of their language.
 * `titleIn` words the page's title in a language.
 */
export async function cardSharingMetadata(
  card: GroupCardDto,
  titleIn: (locale: Locale) => Promise<string>,
): Promise<Metadata> {
  const [title, previewTitle] = await Promise.all([titleIn(localeOr(await getLocale())), titleIn(card.locale)]);
  const t = await getTranslations({ locale: card.locale, namespace: "groupCards.card" });
  // Before the day a guarded card shows no messages to a stranger, and once delivered it takes no more.
  const state = card.deliveredAt !== null ? "Delivered" : card.surpriseGuard ? "Surprise" : "";
  const description = t(`metaDescription${state}`, { name: card.recipientName });
  const image = { url: cardImagePath(card.slug, card.locale), ...CARD_IMAGE_SIZE, alt: previewTitle };
  return {
    metadataBase: new URL(getConfig().APP_URL),
    title,
    description,
    openGraph: {
      type: "website",
      siteName: (await getTranslations({ locale: card.locale, namespace: "meta" }))("siteName"),
      title: previewTitle,
      description,
      locale: openGraphLocale[card.locale],
      images: [image],
    },
    twitter: { card: "summary_large_image", title: previewTitle, description, images: [image] },
  };
}
