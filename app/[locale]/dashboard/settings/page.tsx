import { Bell, CalendarDays, MonitorSmartphone, ShieldUser, UserRound } from "lucide-react";
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { CalendarFeed } from "@/components/profile/calendar-feed";
import { ProfileSettings } from "@/components/profile/profile-settings";
import { SignOutEverywhere } from "@/components/profile/sign-out-everywhere";
import { TimeZoneCitiesProvider } from "@/components/profile/time-zone-naming";
import { YourData } from "@/components/profile/your-data";
import { RemindersPanel } from "@/components/reminders/reminders-panel";
import { SettingsIndex } from "@/components/settings/settings-index";
import { SettingsSection } from "@/components/settings/settings-panel";
import { DELETION_LINK_TTL_MINUTES } from "@/lib/account/deletion";
import { requireCurrentUser } from "@/lib/auth/current-user";
import { hasCalendarFeed } from "@/lib/calendar-feed/feed";
import { loadTimeZoneCities } from "@/lib/dates/time-zone-cities";
import type { Locale } from "@/lib/i18n/locales";
import { getReminderOverview } from "@/lib/reminders/settings";
import { pickMessages, type Messages } from "@/lib/i18n/messages";
import {
  DASHBOARD_CLIENT_NAMESPACES,
  dashboardMetadata,
  loadForSession,
  SETTINGS_CLIENT_NAMESPACES,
} from "@/lib/site/dashboard-page";
import { getProfile } from "@/lib/users/profile";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "settings" });
  return dashboardMetadata(locale, "/dashboard/settings", () => ({ title: t("metaTitle"), description: t("metaDescription") }));
}

/**
 * The signed-in user's settings (issue 11, decision 028): profile,
 * reminders, calendar feed, sessions and their data, one section each,
 * rendered on the server with everything loaded (no loading flash).
 */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await requireCurrentUser(locale);
  const [user, reminders, calendarFeedActive] = await loadForSession(
    locale,
    Promise.all([getProfile(session.id), getReminderOverview(session.id), hasCalendarFeed(session.id)]),
  );
  const [t, profile, reminderTexts, calendarFeed, timeZoneCities] = await Promise.all([
    getTranslations({ locale, namespace: "settings" }),
    getTranslations({ locale, namespace: "profile" }),
    getTranslations({ locale, namespace: "reminders" }),
    getTranslations({ locale, namespace: "calendarFeed" }),
    loadTimeZoneCities(locale),
  ]);

  const sections = [
    { id: "profile", icon: UserRound, title: profile("title"), description: profile("description") },
    { id: "reminders", icon: Bell, title: reminderTexts("title"), description: reminderTexts("description") },
    { id: "calendar-feed", icon: CalendarDays, title: calendarFeed("title"), description: calendarFeed("description") },
    { id: "sessions", icon: MonitorSmartphone, title: t("sessionsTitle"), description: t("sessionsDescription") },
    { id: "your-data", icon: ShieldUser, title: profile("yourDataTitle"), description: profile("yourDataDescription") },
  ] as const;
  const content: Record<(typeof sections)[number]["id"], ReactNode> = {
    profile: <ProfileSettings user={user} locale={locale} timeZoneCities={timeZoneCities} />,
    reminders: <RemindersPanel initial={reminders} user={user} />,
    "calendar-feed": <CalendarFeed initialActive={calendarFeedActive} />,
    sessions: <SignOutEverywhere />,
    "your-data": <YourData email={user.email} linkMinutes={DELETION_LINK_TTL_MINUTES} />,
  };

  // A provider replaces the layout's messages rather than adding to them: both sets.
  const clientMessages = pickMessages((await getMessages({ locale })) as Messages, [
    ...DASHBOARD_CLIENT_NAMESPACES,
    ...SETTINGS_CLIENT_NAMESPACES,
  ]);

  return (
    <NextIntlClientProvider messages={clientMessages}>
      <div className="flex min-h-dvh flex-col">
        <DashboardHeader user={user} locale={locale} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
          <div className="mb-8 grid gap-1 lg:mb-10">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
            <p className="text-muted-foreground">{t("description")}</p>
          </div>
          <div className="grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
            <SettingsIndex label={t("sectionsLabel")} sections={sections.map(({ id, title }) => ({ id, title }))} />
            {/* The zone pickers of the profile and reminder dialogs name cities from this page's table. */}
            <TimeZoneCitiesProvider cities={timeZoneCities}>
              {/* On wide screens the last section fills the window, so the index can scroll every section to the top. */}
              <div className="grid min-w-0 max-w-3xl gap-10 lg:[&>section:last-child]:min-h-[calc(100dvh-8rem)]">
                {sections.map(({ id, icon, title, description }) => (
                  <SettingsSection key={id} id={id} icon={icon} title={title} description={description}>
                    {content[id]}
                  </SettingsSection>
                ))}
              </div>
            </TimeZoneCitiesProvider>
          </div>
        </main>
      </div>
    </NextIntlClientProvider>
  );
}
