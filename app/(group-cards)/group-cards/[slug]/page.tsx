import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CardPage } from "@/components/group-cards/card-page";
import { ADD_MESSAGE_PARAM } from "@/lib/group-cards/links";
import { cardSharingMetadata, loadCardBySlug } from "@/lib/group-cards/pages";
import { firstValue } from "@/lib/site/search-params";
import { drawLaterMessages } from "./actions";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A title and a sharing preview naming the card (kept out of search results by the layout). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { card } = await loadCardBySlug(slug);
  return cardSharingMetadata(card, async (locale) =>
    (await getTranslations({ locale, namespace: "groupCards.card" }))("metaTitle", { title: card.title, name: card.recipientName }),
  );
}

/**
 * A group card for anyone with its link. An invitation's link arrives here
 * through the proxy, which keeps its token as the card's pass and drops it
 * from the address (lib/group-cards/card-pass.ts).
 */
export default async function GroupCardPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  const view = await loadCardBySlug(slug);
  return (
    <CardPage
      view={view}
      openAddMessage={firstValue(query[ADD_MESSAGE_PARAM]) === "1"}
      drawLaterMessages={drawLaterMessages.bind(null, slug)}
    />
  );
}
