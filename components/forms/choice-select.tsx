"use client";

import type { ComponentProps } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** One entry of a ChoiceSelect. */
export type Choice = { value: string; label: string; lang?: string };

export type ChoiceSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder?: string;
  contentClassName?: string;
  "data-testid"?: string;
} & ComponentProps<typeof SelectTrigger>;

/**
 * A list to pick one of `choices` from: the Select of every form field that
 * offers a fixed list (month, day, year, hour, language). `value` "" shows
 * the placeholder. Other props go to the trigger (id, aria-*, data-testid, ref).
 */
export function ChoiceSelect({
  value,
  onValueChange,
  choices,
  placeholder,
  contentClassName,
  defaultOpen,
  ...triggerProps
}: ChoiceSelectProps & { defaultOpen?: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Numbers as choices, each labelled by `label` (its digits by default). */
export function numberChoices(numbers: readonly number[], label: (value: number) => string = String): Choice[] {
  return numbers.map((each) => ({ value: String(each), label: label(each) }));
}
