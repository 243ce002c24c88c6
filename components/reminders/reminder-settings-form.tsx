"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { CheckboxField, FieldMessage, SchemaFormRoot, useFieldControl } from "@/components/forms/fields";
import { HourField } from "@/components/forms/hour-field";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { TimeZoneFormField } from "@/components/profile/time-zone-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import type { ReminderSettingsDto } from "@/lib/reminders/settings";
import {
  REMINDER_OFFSETS,
  reminderSettingsSchema,
  type ReminderOffset,
  type ReminderSettingsInput,
} from "@/lib/reminders/settings-schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { capitalize, offsetLabel } from "./format";
import { useSaveReminderSettings } from "./use-reminder-settings";

/** The reminder settings form inside the dialog; saves with PUT /api/reminders/settings. */
export function ReminderSettingsForm({ settings, onSaved }: { settings: ReminderSettingsDto; onSaved: () => void }) {
  const t = useTranslations("reminders");
  const common = useTranslations("common");
  const router = useRouter();
  const save = useSaveReminderSettings();
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: reminderSettingsSchema,
    defaultValues: {
      enabled: settings.enabled,
      offsets: settings.offsets,
      sendHour: settings.sendHour,
      timeZone: settings.timeZone,
    } as ReminderSettingsInput,
  });

  const send = submit(({ input }) =>
    save.mutate(input, {
      onSuccess: () => {
        // The profile card, which shows the time zone, is rendered on the server.
        router.refresh();
        showToast("success", t("saveSuccess"));
        onSaved();
      },
      onError: (error) => {
        showServerErrors(error);
        showToast("error", common("error"), { description: errorMessage(error, t("saveError")) });
      },
    }),
  );

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      <CheckboxField name="enabled" label={t("enabledLabel")} data-testid="reminders-enabled" />

      <OffsetsField legend={t("offsetsLabel")} hint={t("offsetsHint")} />

      <HourField name="sendHour" label={t("hourLabel")} testId="reminders-hour" />

      <TimeZoneFormField label={t("timeZoneLabel")} hint={t("timeZoneHint")} storedZone={settings.timeZone} />

      <SaveCancelFooter
        texts={{ cancel: t("cancel"), save: t("save"), saving: t("saving") }}
        saving={save.isPending}
        saveTestId="reminders-save"
      />
    </SchemaFormRoot>
  );
}

/** One box per offset the schema allows; the field's value is the list of the ticked ones. */
function OffsetsField({ legend, hint }: { legend: string; hint: string }) {
  const t = useTranslations("reminders");
  const locale = useLocale();
  const control = useFieldControl("offsets", true);
  const { ref, value, onChange } = control.field;
  const offsets = value as ReminderOffset[];
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" aria-describedby={control.describedBy}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {REMINDER_OFFSETS.map((offset, index) => (
          <div key={offset} className="flex items-center gap-2">
            <Checkbox
              // The first box takes focus when the list has a message.
              ref={index === 0 ? ref : undefined}
              id={`${control.id}-offset-${offset}`}
              checked={offsets.includes(offset)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...offsets, offset] : offsets.filter((each) => each !== offset))
              }
              aria-invalid={control.invalid}
              data-testid={`reminders-offset-${offset}`}
            />
            <Label htmlFor={`${control.id}-offset-${offset}`} className="font-normal">
              {capitalize(offsetLabel(offset, t), locale)}
            </Label>
          </div>
        ))}
      </div>
      <p id={`${control.id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldMessage control={control} />
    </fieldset>
  );
}
