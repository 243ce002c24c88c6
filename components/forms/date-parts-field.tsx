"use client";

import { useLocale } from "next-intl";
import { useId, useMemo, useState } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { daysInMonth, monthChoices, PLACEHOLDER_YEAR, validDayOrNull, yearChoices } from "@/lib/dates/calendar";
import { ChoiceSelect, numberChoices } from "./choice-select";

/**
 * The form values a DatePartsField edits. `includeYear` is read only by the
 * "checkbox" kind: the year counts only while the box is ticked.
 */
export type DatePartsValues = {
  month: number | null;
  day: number | null;
  year: number | null;
  includeYear?: boolean;
};

/** The birth year the parts stand for: none when the year box is unticked. */
export function chosenYear(values: DatePartsValues): number | null {
  return values.includeYear === false ? null : values.year;
}

/**
 * The parts as the shared schemas' 'YYYY-MM-DD' (the placeholder year when
 * there is no birth year). A missing month or day is written as 00, so the
 * schema names the part that is missing; with neither chosen it is ''.
 */
export function datePartsToDate(values: DatePartsValues): string {
  const { month, day } = values;
  if (month === null && day === null) return "";
  const two = (part: number | null) => String(part ?? 0).padStart(2, "0");
  return `${String(chosenYear(values) ?? PLACEHOLDER_YEAR).padStart(4, "0")}-${two(month)}-${two(day)}`;
}

/** The picker that shows a message about the date: the month until one is chosen, then the day. */
export function datePartOf(values: DatePartsValues): "month" | "day" {
  return values.month === null ? "month" : "day";
}

const NO_YEAR = "none";
/** The days 1–31: a list offers the first as many as the month has. */
export const dayChoices = numberChoices(Array.from({ length: 31 }, (_, index) => index + 1));
/** Month, day and year in one row: on phones the month has a row of its own, day and year below. */
export const DATE_ROW_CLASS = "grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.2fr)]";
export const MONTH_CELL_CLASS = "col-span-2 sm:col-span-1";

type YearKind =
  /** A box that reveals the year list (a birthday in the list). */
  | { kind: "checkbox"; label: string }
  /** The year list offers "no year" first (the user's own birthday). */
  | { kind: "list"; noYearLabel: string }
  /** A year must be chosen from these (the day a group card is for: this year or next). */
  | { kind: "choices"; years: number[] };

export type DatePartsFieldProps = {
  legend: string;
  labels: { month: string; day: string; year: string };
  year: YearKind;
  hint?: string;
};

/**
 * Month, day and an optional year, each a list; the fields `month`, `day`,
 * `year` (and `includeYear`) of the form around it. A day that no longer
 * exists in the chosen month and year is cleared, never moved; 29 February
 * is offered unless a non-leap year is chosen.
 */
export function DatePartsField({ legend, labels, year: yearKind, hint }: DatePartsFieldProps) {
  const locale = useLocale();
  const id = useId();
  const { setValue, getValues } = useFormContext<DatePartsValues>();
  const {
    field: { ref: monthRef, value: monthValue },
    fieldState: { error: monthError },
  } = useController<DatePartsValues, "month">({ name: "month" });
  const {
    field: { ref: dayRef, value: dayValue },
    fieldState: { error: dayError },
  } = useController<DatePartsValues, "day">({ name: "day" });
  const {
    field: { ref: yearRef, value: yearValue },
    fieldState: { error: yearFieldError },
  } = useController<DatePartsValues, "year">({ name: "year" });
  const includeYear = useWatch<DatePartsValues, "includeYear">({ name: "includeYear" });
  const values: DatePartsValues = { month: monthValue, day: dayValue, year: yearValue, includeYear };
  // "No year" chosen in the list, as opposed to nothing chosen yet (the placeholder shows).
  const [noYear, setNoYear] = useState(() => values.year === null && values.month !== null);

  const months = useMemo(() => monthChoices(locale), [locale]);
  const offeredYears = yearKind.kind === "choices" ? yearKind.years : null;
  const years = useMemo(() => numberChoices(offeredYears ?? yearChoices(new Date().getFullYear())), [offeredYears]);
  const effectiveYear = chosenYear(values);
  const dayCount = values.month === null ? 31 : daysInMonth(values.month, effectiveYear);

  /** Sets one part and clears the day when it no longer exists. */
  function change(next: Partial<DatePartsValues>) {
    const merged = { ...getValues(), ...next };
    for (const [name, value] of Object.entries(next)) setValue(name as keyof DatePartsValues, value);
    setValue("day", validDayOrNull(merged.day, merged.month, chosenYear(merged)));
  }

  const hintId = hint ? `${id}-hint` : false;
  const dateError = monthError?.message ?? dayError?.message;
  const dateErrorId = !!dateError && `${id}-date-error`;
  const yearError = yearFieldError?.message;
  const yearErrorId = !!yearError && `${id}-year-error`;
  const yearInList = yearKind.kind !== "checkbox";
  const showYearList = yearInList || includeYear === true;

  const yearSelect = (
    <ChoiceSelect
      ref={yearRef}
      value={values.year !== null ? String(values.year) : noYear ? NO_YEAR : ""}
      onValueChange={(value) => {
        setNoYear(value === NO_YEAR);
        change({ year: value === NO_YEAR ? null : Number(value) });
      }}
      choices={yearKind.kind === "list" ? [{ value: NO_YEAR, label: yearKind.noYearLabel }, ...years] : years}
      placeholder={labels.year}
      className={yearKind.kind === "checkbox" ? "sm:max-w-40" : undefined}
      aria-label={labels.year}
      data-testid="birthday-year"
      aria-invalid={yearError ? true : undefined}
      aria-describedby={describedBy(hintId, yearErrorId)}
    />
  );

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className={yearInList ? DATE_ROW_CLASS : "grid grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] gap-2"}>
        <ChoiceSelect
          ref={monthRef}
          value={values.month === null ? "" : String(values.month)}
          onValueChange={(value) => change({ month: Number(value) })}
          choices={months}
          placeholder={labels.month}
          className={yearInList ? MONTH_CELL_CLASS : undefined}
          aria-label={labels.month}
          data-testid="birthday-month"
          aria-invalid={monthError ? true : undefined}
          aria-describedby={describedBy(hintId, dateErrorId)}
        />
        <ChoiceSelect
          ref={dayRef}
          value={values.day === null ? "" : String(values.day)}
          onValueChange={(value) => change({ day: Number(value) })}
          choices={dayChoices.slice(0, dayCount)}
          placeholder={labels.day}
          aria-label={labels.day}
          data-testid="birthday-day"
          aria-invalid={dayError ? true : undefined}
          aria-describedby={describedBy(hintId, dateErrorId)}
        />
        {yearInList && yearSelect}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-date-error`} message={dateError} />

      {yearKind.kind === "checkbox" && (
        <div className="mt-1 flex items-center gap-2">
          <Checkbox
            id={`${id}-include-year`}
            checked={includeYear === true}
            onCheckedChange={(checked) => change({ includeYear: checked === true })}
            data-testid="birthday-include-year"
          />
          <Label htmlFor={`${id}-include-year`} className="font-normal">
            {yearKind.label}
          </Label>
        </div>
      )}
      {yearKind.kind === "checkbox" && showYearList && yearSelect}
      <FieldError id={`${id}-year-error`} message={yearError} />
    </fieldset>
  );
}
