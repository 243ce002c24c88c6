import { UserRound } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { DELETION_LINK_TTL_MINUTES } from "@/lib/account/deletion";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { hasCalendarFeed } from "@/lib/calendar-feed/feed";
import { formatBirthday } from "@/lib/dates/calendar";
import { loadTimeZoneCities } from "@/lib/dates/time-zone-cities";
import { localeNames, type Locale } from "@/lib/i18n/locales";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { CalendarFeed } from "./calendar-feed";
import { EditProfileButton } from "./edit-profile-button";
import { timeZoneName, timeZoneNaming } from "./time-zones";
import { YourData } from "./your-data";

/**
 * The signed-in user's profile on the dashboard, with an Edit button, the
 * calendar feed and "your data". Rendered on the server.
 */
export async function ProfileCard({ user, locale }: { user: CurrentUserProfile; locale: Locale }) {
  const [t, calendarFeedActive] = await Promise.all([
    getTranslations({ locale, namespace: "profile" }),
    hasCalendarFeed(user.id),
  ]);
  const notSet = <span className="text-muted-foreground">{t("notSet")}</span>;
  const rows = [
    { key: "name", label: t("name"), value: user.name || notSet },
    {
      key: "birthday",
      label: t("birthday"),
      value: user.birthday ? formatBirthday(user.birthday, user.birthYear, locale) : notSet,
    },
    {
      key: "timeZone",
      label: t("timeZone"),
      value: timeZoneName(user.timeZone, timeZoneNaming(locale, await loadTimeZoneCities(locale), t)),
    },
    {
      key: "emailLanguage",
      label: t("emailLanguage"),
      value: <span lang={user.locale}>{localeNames[user.locale]}</span>,
    },
  ];
  return (
    <section aria-labelledby="profile-card-title" className="h-full">
      <Card data-testid="profile-card" className="h-full">
        <CardHeader>
          <CardTitle id="profile-card-title" className="flex items-center gap-2 text-lg">
            <UserRound className="size-5 text-primary" aria-hidden="true" />
            {t("title")}
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            {rows.map((row) => (
              <div key={row.key} className="grid gap-y-0.5 sm:col-span-2 sm:grid-cols-subgrid">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="font-medium break-words" data-testid={`profile-${row.key}`}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4">
            <CalendarFeed initialActive={calendarFeedActive} />
          </div>
          <div className="mt-4">
            <YourData email={user.email} linkMinutes={DELETION_LINK_TTL_MINUTES} />
          </div>
        </CardContent>
        <CardFooter className="mt-auto">
          <EditProfileButton user={user} />
        </CardFooter>
      </Card>
    </section>
  );
}
