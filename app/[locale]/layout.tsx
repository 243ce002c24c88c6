import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { Viewport } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AppDocument } from "@/components/site/app-document";
import { routing } from "@/lib/i18n/routing";

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#0f0d17" },
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
  ],
};

// Only the three languages are a first path segment; any other (an unknown
// path such as /group-cards/x) is a route miss, answered by app/not-found.tsx.
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <AppDocument>{children}</AppDocument>;
}
