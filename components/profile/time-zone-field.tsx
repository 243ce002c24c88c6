"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { TimeZoneSelect } from "./time-zone-select";
import { useTimeZoneNaming } from "./time-zone-naming";
import { deviceTimeZone, timeZoneName } from "./time-zones";

/**
 * The `timeZone` field of a form, as the profile and the reminder settings
 * show it: label, the zone list, a hint, a one-click "use this device's
 * zone" when it differs, and the field's message.
 */
export function TimeZoneFormField({
  label,
  hint,
  storedZone,
}: {
  label: string;
  hint: string;
  /** The zone saved now, listed even when the runtime's list lacks it. */
  storedZone: string;
}) {
  const t = useTranslations("profile");
  const device = useMemo(() => deviceTimeZone(), []);
  const naming = useTimeZoneNaming();
  return (
    <FormField
      name="timeZone"
      label={label}
      hint={hint}
      below={({ field }) =>
        device &&
        device !== field.value && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto justify-start p-0 text-left whitespace-normal"
            onClick={() => field.onChange(device)}
          >
            {t("useDeviceTimeZone", { zone: timeZoneName(device, naming) })}
          </Button>
        )
      }
    >
      {({ field, id, invalid, describedBy }) => (
        <TimeZoneSelect
          id={id}
          value={field.value}
          onValueChange={field.onChange}
          storedZone={storedZone}
          deviceZone={device}
          invalid={invalid === true}
          describedBy={describedBy}
        />
      )}
    </FormField>
  );
}
