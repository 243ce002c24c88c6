import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { BirthdaysHeading } from "@/components/birthdays/birthdays-heading";
import { BirthdaysView } from "@/components/birthdays/birthdays-view";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { requireCurrentUser } from "@/lib/auth/current-user";
import { todayIn } from "@/lib/birthdays/dates";
import type { Locale } from "@/lib/i18n/locales";
import { dashboardMetadata, loadForSession } from "@/lib/site/dashboard-page";
import { getProfile } from "@/lib/users/profile";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return dashboardMetadata(locale, "/dashboard/birthdays", (t) => ({
    title: t("birthdaysMetaTitle"),
    description: t("birthdaysMetaDescription"),
  }));
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
  const user = await loadForSession(locale, getProfile(session.id));

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} locale={locale} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <BirthdaysView today={todayIn(user.timeZone)} heading={<BirthdaysHeading />} />
      </main>
    </div>
  );
}
