import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PresentShow } from "@/components/group-cards/present-show";
import { cardPath } from "@/lib/group-cards/links";
import { cardSharingMetadata, loadCardBySlug } from "@/lib/group-cards/pages";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { card } = await loadCardBySlug(slug, null);
  const title = (await getTranslations("groupCards.present"))("metaTitle", { title: card.title });
  return cardSharingMetadata(card, (await getLocale()), title);
}

/**
 * Present mode (issue 15, decision 041): the card as a full-screen
 * slideshow, for whoever may present it (its creator). Anyone else who
 * follows the address gets the card's own page.
 */
export default async function PresentCardPage({ params }: Props) {
  const { slug } = await params;
  const view = await loadCardBySlug(slug, null);
  if (!view.viewer.canPresent) redirect(cardPath(slug));
  return <PresentShow view={view} />;
}
