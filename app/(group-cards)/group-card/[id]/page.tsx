import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { CardPageFrame } from "@/components/group-cards/card-page-chrome";
import { OlderCardView } from "@/components/group-cards/older-card-view";
import { QueryProvider } from "@/components/site/query-provider";
import { aiImagesEnabled } from "@/lib/ai/images";
import { loadCardById } from "@/lib/group-cards/pages";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { card } = await loadCardById((await params).id);
  const t = await getTranslations("groupCards");
  const title = t("olderView.metaTitle", { title: card.title });
  const description = t("card.metaDescription", { name: card.recipientName });
  return { title, description, openGraph: { type: "website", title, description } };
}

/** The older view of a card by its numeric id (spec section 2, "Card by id"): its creator and invitees only. */
export default async function OlderCardPage({ params }: Props) {
  const view = await loadCardById((await params).id);
  const messages = pickMessages((await getMessages()) as Messages, ["common", "groupCards"]);
  return (
    <CardPageFrame signedIn={view.viewer.signedIn}>
      <NextIntlClientProvider messages={messages}>
        <QueryProvider>
          <OlderCardView initialView={view} aiImages={aiImagesEnabled()} />
        </QueryProvider>
      </NextIntlClientProvider>
    </CardPageFrame>
  );
}
