"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/site/query-provider";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { Locale } from "@/lib/i18n/locales";

/** The translations the card page's lazy parts get from the server, for their client provider. */
export type CardIntl = { locale: Locale; messages: AbstractIntlMessages };

/** What the card page's lazy parts (the controller, the creator panel) run inside: translations, the query client and tooltip timing. */
export function CardClientProviders({ intl, children }: { intl: CardIntl; children: ReactNode }) {
  return (
    // UTC as on the server (lib/i18n/request.ts): a client provider has no request
    // config to inherit it from, and next-intl refuses to format dates without one.
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <QueryProvider>
        {/* The creator panel's invitation and message buttons show Radix tooltips. */}
        <TooltipProvider>{children}</TooltipProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
