"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { QueryProvider } from "@/components/site/query-provider";
import type { Locale } from "@/lib/i18n/locales";
import type { CardViewDto } from "@/lib/group-cards/schema";
import { CreatorPanel } from "./creator-panel";

/** The creator's panel with the translations and query client it works with (loaded for the creator only). */
export function CreatorPanelHost({
  view,
  intl,
}: {
  view: CardViewDto;
  intl: { locale: Locale; messages: AbstractIntlMessages };
}) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages}>
      <QueryProvider>
        <CreatorPanel view={view} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
