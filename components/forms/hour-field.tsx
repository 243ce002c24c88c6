"use client";

import { useLocale } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { formatHour, HOURS_OF_DAY } from "@/components/reminders/format";
import { ChoiceSelect, numberChoices } from "./choice-select";
import { FormField } from "./fields";

/** An hour of the day (0–23, a number in the form's values), listed in the language's time format. */
export function HourField({ name, label, hint, testId }: { name: string; label: ReactNode; hint?: ReactNode; testId: string }) {
  const locale = useLocale();
  const hours = useMemo(() => numberChoices(HOURS_OF_DAY, (hour) => formatHour(hour, locale)), [locale]);
  return (
    <FormField name={name} label={label} hint={hint}>
      {({ field, aria }) => (
        <ChoiceSelect
          {...aria}
          ref={field.ref}
          value={String(field.value)}
          onValueChange={(value) => field.onChange(Number(value))}
          choices={hours}
          contentClassName="max-h-[min(20rem,var(--radix-select-content-available-height))]"
          data-testid={testId}
        />
      )}
    </FormField>
  );
}
