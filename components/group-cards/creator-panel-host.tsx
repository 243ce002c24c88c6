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
    // UTC as on the server (lib/i18n/request.ts): a client provider has no request
    // config to inherit it from, and next-intl refuses to format dates without one.
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <QueryProvider>
        <CreatorPanel view={view} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
