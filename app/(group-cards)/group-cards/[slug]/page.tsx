import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { notFound } from "next/navigation";
import { CreatorPanel } from "@/components/group-cards/creator-panel";
import { QueryProvider } from "@/components/site/query-provider";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getCardBySlug } from "@/lib/group-cards/cards";
import { AppError } from "@/lib/http/errors";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

// TEMPORARY (branch w/manage only): a bare card page that renders the
// creator's panel, so its e2e spec can run before the card page (branch
// w/card) exists. The lead drops this file in favour of w/card's page.
export const metadata: Metadata = { title: "Group card" };

export default async function GroupCardPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const view = await getCardBySlug(slug, await getCurrentUser(), null).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const messages = pickMessages((await getMessages()) as Messages, ["common", "validation", "groupCards"]);
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{view.card.title}</h1>
      <NextIntlClientProvider messages={messages}>
        <QueryProvider>{view.viewer.isCreator && <CreatorPanel view={view} />}</QueryProvider>
      </NextIntlClientProvider>
    </main>
  );
}
