"use client";

import { ChevronDownIcon } from "lucide-react";
import { lazy, Suspense, useId, useState, type KeyboardEvent } from "react";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";
import type { ChoiceSelectProps } from "./choice-select";

const ChoiceSelect = lazy(() => import("./choice-select").then((module) => ({ default: module.ChoiceSelect })));

/** Keys that open a closed select, as Radix's trigger has them. */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * A ChoiceSelect for a page's first screen, whose code (Radix Select with
 * its positioning and focus layers) loads when it is first used: until then
 * a stand-in drawn and labelled like the closed select shows the chosen
 * label, and a press or an opening key swaps in the real select, already
 * open. The birthdays view's month filter: a filter most visits never touch,
 * which cost the view's first load its script and a second render as Radix
 * mounted its hidden list.
 */
export function LazyChoiceSelect({
  value,
  choices,
  placeholder,
  className,
  id,
  "data-testid": testId,
  ...props
}: ChoiceSelectProps) {
  const [used, setUsed] = useState(false);
  const label = choices.find((choice) => choice.value === value)?.label;
  const listId = useId();
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      // As Radix's closed trigger: the list it names is drawn once open.
      aria-controls={listId}
      aria-autocomplete="none"
      id={id}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      data-placeholder={label === undefined ? "" : undefined}
      data-testid={testId}
      onClick={() => setUsed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setUsed(true);
      }}
    >
      <span>{label ?? placeholder}</span>
      <ChevronDownIcon className="size-4 opacity-70" aria-hidden="true" />
    </button>
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ChoiceSelect value={value} choices={choices} placeholder={placeholder} className={className} id={id} data-testid={testId} defaultOpen {...props} />
    </Suspense>
  );
}
