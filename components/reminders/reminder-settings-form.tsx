"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { TimeZoneField } from "@/components/profile/time-zone-field";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { fieldKeys } from "@/lib/http/validation";
import type { ReminderSettingsDto } from "@/lib/reminders/settings";
import {
  REMINDER_OFFSETS,
  reminderSettingsSchema,
  type ReminderOffset,
  type ReminderSettingsInput,
} from "@/lib/reminders/settings-schema";
import { ApiError } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { capitalize, formatHour, offsetLabel } from "./format";
import { useSaveReminderSettings } from "./use-reminder-settings";

type Field = "enabled" | "offsets" | "sendHour" | "timeZone";
type FieldErrors = Partial<Record<Field, string>>;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The reminder settings form inside the dialog; saves with PUT /api/reminders/settings. */
export function ReminderSettingsForm({ settings, onSaved }: { settings: ReminderSettingsDto; onSaved: () => void }) {
  const t = useTranslations("reminders");
  const v = useTranslations("validation");
  const common = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const save = useSaveReminderSettings();

  const [enabled, setEnabled] = useState(settings.enabled);
  const [offsets, setOffsets] = useState<ReminderOffset[]>(settings.offsets);
  const [sendHour, setSendHour] = useState(settings.sendHour);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [errors, setErrors] = useState<FieldErrors>({});

  function toggleOffset(offset: ReminderOffset, checked: boolean) {
    setOffsets((current) => (checked ? [...current, offset] : current.filter((each) => each !== offset)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: ReminderSettingsInput = { enabled, offsets, sendHour, timeZone };
    const result = reminderSettingsSchema.safeParse(input);
    if (!result.success) {
      const keys = fieldKeys(result.error) as FieldErrors;
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, v(key)])));
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: () => {
        // The profile card, which shows the time zone, is rendered on the server.
        router.refresh();
        showToast("success", t("saveSuccess"));
        onSaved();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
        showToast("error", common("error"), {
          description: error instanceof ApiError ? error.message : t("saveError"),
        });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-5">
      <div className="grid gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-enabled`}
            checked={enabled}
            onCheckedChange={(checked) => setEnabled(checked === true)}
            aria-invalid={errors.enabled ? true : undefined}
            aria-describedby={describedBy(!!errors.enabled && `${id}-enabled-error`)}
            data-testid="reminders-enabled"
          />
          <Label htmlFor={`${id}-enabled`}>{t("enabledLabel")}</Label>
        </div>
        <FieldError id={`${id}-enabled-error`} message={errors.enabled} />
      </div>

      <fieldset
        className="grid min-w-0 grid-cols-1 gap-2"
        aria-describedby={describedBy(`${id}-offsets-hint`, !!errors.offsets && `${id}-offsets-error`)}
      >
        <legend className="mb-2 text-sm leading-none font-medium">{t("offsetsLabel")}</legend>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {REMINDER_OFFSETS.map((offset) => (
            <div key={offset} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-offset-${offset}`}
                checked={offsets.includes(offset)}
                onCheckedChange={(checked) => toggleOffset(offset, checked === true)}
                aria-invalid={errors.offsets ? true : undefined}
                data-testid={`reminders-offset-${offset}`}
              />
              <Label htmlFor={`${id}-offset-${offset}`} className="font-normal">
                {capitalize(offsetLabel(offset, t), locale)}
              </Label>
            </div>
          ))}
        </div>
        <p id={`${id}-offsets-hint`} className="text-xs text-muted-foreground">
          {t("offsetsHint")}
        </p>
        <FieldError id={`${id}-offsets-error`} message={errors.offsets} />
      </fieldset>

      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${id}-hour`}>{t("hourLabel")}</Label>
        <Select value={String(sendHour)} onValueChange={(value) => setSendHour(Number(value))}>
          <SelectTrigger
            id={`${id}-hour`}
            data-testid="reminders-hour"
            aria-invalid={errors.sendHour ? true : undefined}
            aria-describedby={describedBy(!!errors.sendHour && `${id}-hour-error`)}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-[min(20rem,var(--radix-select-content-available-height))]">
            {HOURS.map((hour) => (
              <SelectItem key={hour} value={String(hour)}>
                {formatHour(hour, locale)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError id={`${id}-hour-error`} message={errors.sendHour} />
      </div>

      <TimeZoneField
        id={`${id}-time-zone`}
        label={t("timeZoneLabel")}
        hint={t("timeZoneHint")}
        value={timeZone}
        onValueChange={setTimeZone}
        storedZone={settings.timeZone}
        error={errors.timeZone}
      />

      <SaveCancelFooter
        texts={{ cancel: t("cancel"), save: t("save"), saving: t("saving") }}
        saving={save.isPending}
        saveTestId="reminders-save"
      />
    </form>
  );
}
