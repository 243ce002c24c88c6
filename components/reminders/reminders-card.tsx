"use client";

import { Bell, Settings } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useCurrentUser } from "@/components/profile/use-current-user";
import { useTimeZoneNaming } from "@/components/profile/time-zone-naming";
import { timeZoneName } from "@/components/profile/time-zones";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { ReminderOverview } from "@/lib/reminders/settings";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { formatHour, offsetsPhrase } from "./format";
import { ReminderDelivery } from "./reminder-delivery";
import { ReminderSettingsDialog } from "./reminder-settings-dialog";
import { useReminderSettings } from "./use-reminder-settings";

export type RemindersCardProps = {
  /** Settings and delivery status as the server loaded them; the query cache takes over from here. */
  initial: ReminderOverview;
  /** The user as the server rendered the page: the time zone is the profile's. */
  user: CurrentUserProfile;
};

/**
 * The dashboard's Reminders card: on or off, which reminders at what local
 * time, when the last one went out and whether any could not be delivered,
 * and the Reminder settings button.
 */
export function RemindersCard({ initial, user }: RemindersCardProps) {
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
    <section aria-labelledby="reminders-card-title">
      <Card data-testid="reminders-card">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle id="reminders-card-title" className="flex items-center gap-2 text-lg">
              <Bell className="size-5 text-primary" aria-hidden="true" />
              {t("title")}
            </CardTitle>
            <Badge variant={settings.enabled ? "default" : "secondary"} data-testid="reminders-state">
              {settings.enabled ? t("on") : t("off")}
            </Badge>
          </div>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!settings.enabled && (
            <p className="text-sm text-muted-foreground" data-testid="reminders-off-hint">
              {t("offHint")}
            </p>
          )}
          <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <div className="grid gap-y-0.5 sm:col-span-2 sm:grid-cols-subgrid">
              <dt className="text-muted-foreground">{t("which")}</dt>
              <dd className="font-medium break-words" data-testid="reminders-offsets">
                {offsetsPhrase(settings.offsets, locale, t)}
              </dd>
            </div>
            <div className="grid gap-y-0.5 sm:col-span-2 sm:grid-cols-subgrid">
              <dt className="text-muted-foreground">{t("time")}</dt>
              <dd className="font-medium break-words" data-testid="reminders-time">
                {t("sendTime", { time: formatHour(settings.sendHour, locale), zone })}
              </dd>
            </div>
          </dl>
          <ReminderDelivery status={overview.status} timeZone={settings.timeZone} />
        </CardContent>
        <CardFooter className="mt-auto">
          <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="reminders-edit">
            <Settings aria-hidden="true" />
            {t("edit")}
          </Button>
        </CardFooter>
      </Card>
      <ReminderSettingsDialog open={open} onOpenChange={setOpen} settings={settings} />
    </section>
  );
}
