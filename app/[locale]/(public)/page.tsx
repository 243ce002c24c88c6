import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthButton } from "@/components/auth/auth-button";
import { HeroConfetti } from "@/components/landing/hero-confetti";
import { HowItWorks } from "@/components/landing/how-it-works";
import { LandingFlags } from "@/components/landing/landing-flags";
import { ProductShowcase } from "@/components/landing/product-showcase";
import { Welcome } from "@/components/landing/welcome";
import { BellRing, Gift, KeyRound, type StaticIcon } from "@/components/site/static-icons";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/current-user";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ login?: string | string[]; logout?: string | string[]; account?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({
    locale,
    path: "/",
    title: t("landingTitle"),
    description: t("landingDescription"),
    siteName: t("siteName"),
  });
}

const features: { key: "Passwordless" | "Gifts" | "Reminders"; icon: StaticIcon }[] = [
  { key: "Passwordless", icon: KeyRound },
  { key: "Gifts", icon: Gift },
  { key: "Reminders", icon: BellRing },
];

export default async function LandingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Signed-in visitors belong on the dashboard, except right after signing
  // in, when the landing page greets them first, and after a sign-out the
  // server could not confirm: spec section 4 sends them home all the same.
  const user = await getCurrentUser();
  const query = await searchParams;
  const justSignedIn = query.login === "success";
  if (user && !justSignedIn && query.logout !== "failed") redirect(localizedPath(locale, "/dashboard"));
  const t = await getTranslations("landing");
  const flags = await getTranslations("flags");
  const flagTexts = {
    verified: { title: flags("verifiedTitle"), description: flags("verifiedDescription") },
    verificationFailed: { title: flags("verificationFailedTitle"), description: flags("verificationFailedDescription") },
    authenticationFailed: {
      title: flags("authenticationFailedTitle"),
      description: flags("authenticationFailedDescription"),
    },
    accountDeleted: { title: flags("accountDeletedTitle"), description: flags("accountDeletedDescription") },
  };
  return (
    <>
      <LandingFlags texts={flagTexts} />
      {user && justSignedIn && <Greeting email={user.email} locale={locale} newAccount={query.account === "new"} />}
      <section className="relative isolate overflow-hidden">
        <HeroConfetti />
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-16 pb-8 text-center sm:pt-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{t("heroTitle")}</h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{t("heroSubtitle")}</p>
          <AuthButton label="heroCta" size="lg" data-testid="hero-cta" />
          <ul aria-label={t("badgesLabel")} className="flex flex-wrap justify-center gap-2">
            {(["badgeFree", "badgeNoAds", "badgeNoSpam"] as const).map((badge) => (
              <li key={badge}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {t(badge)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ProductShowcase />
      <HowItWorks />
      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:pt-16">
        <h2 id="features-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t("featuresTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {features.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="mb-2 size-8 text-primary" aria-hidden="true" />
                  <CardTitle asChild>
                    <h3 className="text-lg">{t(`feature${key}Title`)}</h3>
                  </CardTitle>
                  <CardDescription>{t(`feature${key}Description`)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

async function Greeting({ email, locale, newAccount }: { email: string; locale: Locale; newAccount: boolean }) {
  const t = await getTranslations();
  const texts = {
    title: newAccount ? t("auth.welcomeNewTitle") : t("auth.welcomeTitle"),
    description: t("auth.welcomeDescription", { email }),
    redirecting: t("auth.welcomeRedirect"),
    ok: t("common.ok"),
    close: t("common.close"),
  };
  return <Welcome texts={texts} dashboardPath={localizedPath(locale, "/dashboard")} />;
}
