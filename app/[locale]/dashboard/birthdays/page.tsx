import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BirthdaysView } from "@/components/birthdays/birthdays-view";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { leaveEndedSession, requireCurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { getProfile } from "@/lib/users/profile";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "dashboard" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return {
    ...pageMetadata({
      locale,
      path: "/dashboard/birthdays",
      title: t("birthdaysMetaTitle"),
      description: t("birthdaysMetaDescription"),
      siteName: meta("siteName"),
    }),
    // A private page: keep it out of search results.
    robots: { index: false },
  };
}

/**
 * Every birthday of the signed-in user, as a list or a month. The server
 * renders the frame (header, title, the mode switch); the list itself is
 * loaded by the browser (components/birthdays/birthdays-view.tsx, decision 027).
 */
export default async function BirthdaysPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await requireCurrentUser(locale);
  const user = await getProfile(session.id).catch((error: unknown) => {
    // The account was removed while its session was still valid.
    if (error instanceof AppError && error.code === "unauthorized") return null;
    throw error;
  });
  if (!user) leaveEndedSession(locale);
  const t = await getTranslations({ locale, namespace: "birthdays.all" });

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} locale={locale} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <BirthdaysView
          timeZone={user.timeZone}
          heading={
            <>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
              <p className="mt-1 text-muted-foreground">{t("description")}</p>
            </>
          }
        />
      </main>
    </div>
  );
}
