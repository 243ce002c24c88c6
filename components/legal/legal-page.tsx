import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalDocument } from "./legal-document";

type Props = { params: Promise<{ locale: Locale }> };

/** The metadata and page of one legal document, e.g. `legalPage("privacy", "/privacy-policy")`. */
export function legalPage(namespace: "privacy" | "terms", path: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale });
    return pageMetadata({
      locale,
      path,
      title: `${t(`${namespace}.title`)} — ${t("meta.siteName")}`,
      description: t(`${namespace}.metaDescription`),
      siteName: t("meta.siteName"),
    });
  }

  async function LegalPage({ params }: Props) {
    setRequestLocale((await params).locale);
    return <LegalDocument namespace={namespace} />;
  }

  return { generateMetadata, LegalPage };
}
