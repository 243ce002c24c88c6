"use client";

import { memo, useMemo, useRef, useState, type KeyboardEvent } from "react";
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
import { describeTimeZone, findTimeZone, timeZoneGroups, timeZoneName, type TimeZoneGroup } from "./time-zones";

/**
 * Typing in the open list, with both names of each city: Radix's own
 * typeahead knows one text per item, so a Russian page would not find
 * "Москва" from a Latin keyboard. Runs in the capture phase and stops Radix's
 * handlers (they skip prevented events), the space inside "New York" included.
 */
function useTypeahead(groups: TimeZoneGroup[]) {
  const search = useRef("");
  const timer = useRef<number | undefined>(undefined);
  const zones = useMemo(() => groups.flatMap((group) => group.zones), [groups]);
  return (event: KeyboardEvent<HTMLElement>) => {
    const typing = search.current !== "";
    if (event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return;
    if (event.key === " " && !typing) return; // space picks the highlighted zone
    event.preventDefault();
    search.current += event.key;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => (search.current = ""), 1000);
    const list = event.currentTarget;
    const current = list.ownerDocument.activeElement?.getAttribute("data-zone") ?? null;
    const match = findTimeZone(zones, search.current, current);
    if (match) list.querySelector<HTMLElement>(`[data-zone="${CSS.escape(match.id)}"]`)?.focus();
  };
}

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
  const typeahead = useTypeahead(groups);
  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger id={id} data-testid="time-zone" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue>{timeZoneName(value, naming)}</SelectValue>
      </SelectTrigger>
      <SelectContent
        className="max-h-[min(20rem,var(--radix-select-content-available-height))]"
        onKeyDownCapture={typeahead}
      >
        {open ? (
          groups.map((group) => (
            <SelectGroup key={group.region}>
              <SelectLabel>{naming.regionName(group.region)}</SelectLabel>
              {group.zones.map((zone) => (
                <SelectItem key={zone.id} value={zone.id} data-zone={zone.id}>
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
