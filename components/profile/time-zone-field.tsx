"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { TimeZoneSelect } from "./time-zone-select";
import { deviceTimeZone, timeZoneLabel, type TimeZoneRegion } from "./time-zones";

/**
 * A time-zone field as the profile and the reminder settings show it: label,
 * the zone list, a hint, a one-click "use this device's zone" when it
 * differs, and the field's error.
 */
export function TimeZoneField({
  id,
  label,
  hint,
  value,
  onValueChange,
  storedZone,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onValueChange: (zone: string) => void;
  /** The zone saved now, listed even when the runtime's list lacks it. */
  storedZone: string;
  error: string | undefined;
}) {
  const t = useTranslations("profile");
  const device = useMemo(() => deviceTimeZone(), []);
  const regionName = (region: TimeZoneRegion) => t(`regions.${region}`);
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <TimeZoneSelect
        id={id}
        value={value}
        onValueChange={onValueChange}
        storedZone={storedZone}
        deviceZone={device}
        invalid={!!error}
        describedBy={describedBy(`${id}-hint`, !!error && `${id}-error`)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {device && device !== value && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-start p-0 text-left whitespace-normal"
          onClick={() => onValueChange(device)}
        >
          {t("useDeviceTimeZone", { zone: timeZoneLabel(device, regionName) })}
        </Button>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
