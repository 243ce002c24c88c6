import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BirthdaysDashboard } from "@/components/birthdays/birthdays-dashboard";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { leaveEndedSession, requireCurrentUser } from "@/lib/auth/current-user";
import { listBirthdays } from "@/lib/birthdays/birthdays";
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
      path: "/dashboard",
      title: t("metaTitle"),
      description: t("metaDescription"),
      siteName: meta("siteName"),
    }),
    // A private page: keep it out of search results.
    robots: { index: false },
  };
}

/**
 * The signed-in user's home. Rendered on the server with the user already
 * loaded (no loading flash); client components keep a copy in the query
 * cache and refresh this page after a change.
 */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await requireCurrentUser(locale);
  const loaded = await Promise.all([
    getProfile(session.id),
    listBirthdays(session.id, session.birthdaysVersion),
  ]).catch((error: unknown) => {
    // The account was removed while its session was still valid.
    if (error instanceof AppError && error.code === "unauthorized") return null;
    throw error;
  });
  if (!loaded) leaveEndedSession(locale);
  const [user, birthdays] = loaded;
  const t = await getTranslations({ locale, namespace: "dashboard" });

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} locale={locale} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-8 sm:px-4 sm:py-10">
        <div className="mb-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 text-muted-foreground break-words" data-testid="welcome">
            {t("welcome", { name: user.name || user.email })}
          </p>
        </div>

        {/*
          The birthdays features: the Add Birthday button, the four stat
          cards and the upcoming-birthdays list. (The Import Google Contacts
          card, while contacts are not yet imported, belongs here too.) The
          profile and reminders are on the settings page.
        */}
        <BirthdaysDashboard initialBirthdays={birthdays} timeZone={user.timeZone} />
      </main>
    </div>
  );
}
