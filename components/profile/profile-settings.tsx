import { getTranslations } from "next-intl/server";
import { SettingsFacts, SettingsPanel, SettingsPanelFooter } from "@/components/settings/settings-panel";
import { formatBirthday } from "@/lib/dates/calendar";
import type { TimeZoneCities } from "@/lib/dates/time-zone-cities";
import { localeNames, type Locale } from "@/lib/i18n/locales";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { EditProfileButton } from "./edit-profile-button";
import { timeZoneName, timeZoneNaming } from "./time-zones";

/**
 * The settings page's profile: name, e-mail address, birthday, time zone and
 * e-mail language, with the Edit profile button. Rendered on the server; the
 * dialog refreshes the page after saving. `timeZoneCities` is the page's city
 * table, the one its zone pickers use too.
 */
export async function ProfileSettings({
  user,
  locale,
  timeZoneCities,
}: {
  user: CurrentUserProfile;
  locale: Locale;
  timeZoneCities: TimeZoneCities;
}) {
  const t = await getTranslations({ locale, namespace: "profile" });
  const notSet = <span className="font-normal text-muted-foreground">{t("notSet")}</span>;
  return (
    <SettingsPanel data-testid="profile-settings">
      <SettingsFacts
        facts={[
          { key: "name", label: t("name"), value: user.name || notSet, testId: "profile-name" },
          { key: "email", label: t("email"), value: user.email, testId: "profile-email" },
          {
            key: "birthday",
            label: t("birthday"),
            value: user.birthday ? formatBirthday(user.birthday, user.birthYear, locale) : notSet,
            testId: "profile-birthday",
          },
          {
            key: "timeZone",
            label: t("timeZone"),
            value: timeZoneName(user.timeZone, timeZoneNaming(locale, timeZoneCities, t)),
            testId: "profile-timeZone",
          },
          {
            key: "emailLanguage",
            label: t("emailLanguage"),
            value: <span lang={user.locale}>{localeNames[user.locale]}</span>,
            testId: "profile-emailLanguage",
          },
        ]}
      />
      <SettingsPanelFooter>
        <EditProfileButton user={user} />
      </SettingsPanelFooter>
    </SettingsPanel>
  );
}
