"use client";

import { memo, useMemo, useState } from "react";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useTimeZoneNaming } from "./time-zone-naming";
import { describeTimeZone, timeZoneGroups, timeZoneName } from "./time-zones";

/**
 * About 420 zones: memoised, so typing in the name field does not render
 * them all again. Typing a city's first letters in the open list jumps to it.
 */
export const TimeZoneSelect = memo(function TimeZoneSelect({
  id,
  value,
  onValueChange,
  storedZone,
  deviceZone,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onValueChange: (zone: string) => void;
  storedZone: string;
  deviceZone: string | null;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const naming = useTimeZoneNaming();
  // The list is built and rendered only while open; closed, Radix needs just the chosen item.
  const [open, setOpen] = useState(false);
  const groups = useMemo(
    () => (open ? timeZoneGroups([storedZone, ...(deviceZone ? [deviceZone] : [])], naming) : []),
    [open, storedZone, deviceZone, naming],
  );
  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger id={id} data-testid="time-zone" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue>{timeZoneName(value, naming)}</SelectValue>
      </SelectTrigger>
      <SelectContent className="max-h-[min(20rem,var(--radix-select-content-available-height))]">
        {open ? (
          groups.map((group) => (
            <SelectGroup key={group.region}>
              <SelectLabel>{naming.regionName(group.region)}</SelectLabel>
              {group.zones.map((zone) => (
                <SelectItem key={zone.id} value={zone.id}>
                  {zone.city}
                </SelectItem>
              ))}
            </SelectGroup>
          ))
        ) : (
          <SelectItem value={value}>{describeTimeZone(value, naming.cities).city}</SelectItem>
        )}
      </SelectContent>
    </Select>
  );
});
