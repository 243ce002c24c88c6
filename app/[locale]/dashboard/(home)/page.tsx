import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BirthdaysDashboard } from "@/components/birthdays/birthdays-dashboard";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { requireCurrentUser } from "@/lib/auth/current-user";
import { listBirthdays } from "@/lib/birthdays/birthdays";
import { isGoogleImportConfigured } from "@/lib/google/config";
import { todayIn } from "@/lib/birthdays/dates";
import { homeOverview } from "@/lib/birthdays/views";
import { birthdayCards } from "@/lib/group-cards/birthday-cards";
import type { BirthdayCardsDto } from "@/lib/group-cards/schema";
import type { Locale } from "@/lib/i18n/locales";
import { dashboardMetadata, loadForSession } from "@/lib/site/dashboard-page";
import { getProfile } from "@/lib/users/profile";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return dashboardMetadata(locale, "/dashboard", (t) => ({ title: t("metaTitle"), description: t("metaDescription") }));
}

/**
 * The signed-in user's home. Rendered on the server with the user already
 * loaded (no loading flash). Today's birthdays, the next few and the counts
 * are computed here in the user's time zone, so only those few reach the
 * browser, not the whole list (decision 027); a change refreshes this page.
 * Their group cards (decision 044) are read beside the list, not through its
 * cache, and only the shown birthdays' go to the browser.
 */
export default async function DashboardPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await requireCurrentUser(locale);
  const profile = getProfile(session.id);
  const [user, birthdays, cards] = await loadForSession(
    locale,
    Promise.all([
      profile,
      listBirthdays(session.id, session.birthdaysVersion),
      profile.then((loaded) => birthdayCards(session.id, todayIn(loaded.timeZone))),
    ]),
  );
  const t = await getTranslations({ locale, namespace: "dashboard" });
  const overview = homeOverview(birthdays, todayIn(user.timeZone), locale);
  const shownCards: BirthdayCardsDto = {};
  for (const { id } of [...overview.today, ...overview.next]) if (cards[id]) shownCards[id] = cards[id];

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} locale={locale} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <BirthdaysDashboard
          heading={
            <>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
              <p className="mt-1 text-muted-foreground break-words" data-testid="welcome">
                {t("welcome", { name: user.name || user.email })}
              </p>
            </>
          }
          overview={overview}
          groupCards={shownCards}
          offerGoogleImport={isGoogleImportConfigured() && !user.googleContactsImported}
        />
      </main>
    </div>
  );
}
