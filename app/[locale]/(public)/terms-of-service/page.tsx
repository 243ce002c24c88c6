import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalDocument } from "@/components/legal/legal-document";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: "/terms-of-service",
    title: `${t("terms.title")} — ${t("meta.siteName")}`,
    description: t("terms.metaDescription"),
    siteName: t("meta.siteName"),
  });
}

export default async function TermsOfServicePage({ params }: Props) {
  const { locale } = await params;
  // Lets the page render statically for each language.
  setRequestLocale(locale);
  return <LegalDocument namespace="terms" />;
}
