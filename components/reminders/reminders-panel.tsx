"use client";

import { Settings } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useCurrentUser } from "@/components/profile/use-current-user";
import { useTimeZoneNaming } from "@/components/profile/time-zone-naming";
import { timeZoneName } from "@/components/profile/time-zones";
import { SettingsFacts, SettingsPanel, SettingsPanelFooter, SettingsRow } from "@/components/settings/settings-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ReminderOverview } from "@/lib/reminders/settings";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { formatHour, offsetsPhrase } from "./format";
import { ReminderDelivery } from "./reminder-delivery";
import { ReminderSettingsDialog } from "./reminder-settings-dialog";
import { useReminderSettings } from "./use-reminder-settings";

export type RemindersPanelProps = {
  /** Settings and delivery status as the server loaded them; the query cache takes over from here. */
  initial: ReminderOverview;
  /** The user as the server rendered the page: the time zone is the profile's. */
  user: CurrentUserProfile;
};

/**
 * The settings page's reminders: on or off, which reminders at what local
 * time, when the last one went out and whether any could not be delivered,
 * and the Reminder settings button.
 */
export function RemindersPanel({ initial, user }: RemindersPanelProps) {
  const t = useTranslations("reminders");
  const locale = useLocale();
  const naming = useTimeZoneNaming();
  const { data: overview = initial } = useReminderSettings(initial);
  // The profile dialog changes the same zone; the cached user is the newest copy.
  const { data: me } = useCurrentUser(user);
  const settings = { ...overview.settings, timeZone: me?.timeZone ?? overview.settings.timeZone };
  const [open, setOpen] = useState(false);
  const zone = timeZoneName(settings.timeZone, naming);

  return (
    <SettingsPanel data-testid="reminders-panel">
      <SettingsFacts
        facts={[
          {
            key: "status",
            label: t("status"),
            value: (
              <span className="grid justify-items-start gap-1">
                <Badge variant={settings.enabled ? "default" : "secondary"} data-testid="reminders-state">
                  {settings.enabled ? t("on") : t("off")}
                </Badge>
                {!settings.enabled && (
                  <span className="font-normal text-muted-foreground" data-testid="reminders-off-hint">
                    {t("offHint")}
                  </span>
                )}
              </span>
            ),
            testId: "reminders-status",
          },
          { key: "which", label: t("which"), value: offsetsPhrase(settings.offsets, locale, t), testId: "reminders-offsets" },
          {
            key: "time",
            label: t("time"),
            value: t("sendTime", { time: formatHour(settings.sendHour, locale), zone }),
            testId: "reminders-time",
          },
        ]}
      />
      <SettingsRow>
        <ReminderDelivery status={overview.status} timeZone={settings.timeZone} />
      </SettingsRow>
      <SettingsPanelFooter>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="reminders-edit">
          <Settings aria-hidden="true" />
          {t("edit")}
        </Button>
      </SettingsPanelFooter>
      <ReminderSettingsDialog open={open} onOpenChange={setOpen} settings={settings} />
    </SettingsPanel>
  );
}
