"use client";

import { useTranslations } from "next-intl";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ReminderSettingsDto } from "@/lib/reminders/settings";
import { ReminderSettingsForm } from "./reminder-settings-form";

export type ReminderSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved settings; the form starts from them each time the dialog opens. */
  settings: ReminderSettingsDto;
};

/** Reminder settings: on or off, which reminders, the hour and the time zone. */
export function ReminderSettingsDialog({ open, onOpenChange, settings }: ReminderSettingsDialogProps) {
  const t = useTranslations("reminders");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} data-testid="reminder-settings-dialog">
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved settings. */}
        <ReminderSettingsForm settings={settings} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
