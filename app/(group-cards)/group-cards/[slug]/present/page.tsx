import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PresentShow } from "@/components/group-cards/present-show";
import { cardPath, THANK_YOU_PARAM } from "@/lib/group-cards/links";
import { cardSharingMetadata, loadCardBySlug } from "@/lib/group-cards/pages";
import { isThankYouLink } from "@/lib/group-cards/thank-you";
import { firstValue } from "@/lib/site/search-params";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { card } = await loadCardBySlug(slug);
  return cardSharingMetadata(card, async (locale) =>
    (await getTranslations({ locale, namespace: "groupCards.present" }))("metaTitle", { title: card.title }),
  );
}

/**
 * Present mode (issue 15, decision 041): the card as a full-screen
 * slideshow, for whoever may present it (its creator, everyone once it is
 * delivered). Anyone else who follows the address gets the card's own page.
 * The delivery e-mails' link carries `?thanks=`, the card's thank-you secret
 * (decision 043): with it, or as the birthday person signed in, the last
 * slide is the form for the thank-you note until it is written. The address
 * stays as it is while the slides change, and the page sends no Referer
 * (next.config.ts), so the secret goes nowhere else.
 */
export default async function PresentCardPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const view = await loadCardBySlug(slug);
  if (!view.viewer.canPresent) redirect(cardPath(slug));
  const token = firstValue((await searchParams)[THANK_YOU_PARAM]);
  const { card, viewer } = view;
  const open = card.deliveredAt !== null && card.thankYou === null;
  const linkToken = open && (await isThankYouLink(slug, token)) ? token : null;
  return <PresentShow view={view} thankYou={{ mayWrite: open && (linkToken !== null || viewer.canThank), token: linkToken }} />;
}
