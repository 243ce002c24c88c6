"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { useController, useFormContext } from "react-hook-form";
import { ChoiceSelect, numberChoices } from "@/components/forms/choice-select";
import { DATE_ROW_CLASS, dayChoices, MONTH_CELL_CLASS, type DatePartsValues } from "@/components/forms/date-parts-field";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { clampDay, composeDate, daysInMonth, monthChoices, parseDate, type DateParts } from "@/lib/dates/calendar";

type FormValues = DatePartsValues & { deliveryDate: string };

export type DeliveryDateFieldProps = {
  /** The years offered (those of the card's day); the chosen date's own is added when it lies outside. */
  years: number[];
  labels: { month: string; day: string; year: string };
};

/**
 * The card's delivery date: the birthday while "On the birthday" is ticked;
 * untick it and month, day and year lists appear, starting at the card's day.
 * Lists in the page's language, not a browser's date input, which writes the
 * date in the browser's own format (mm/dd/yyyy on a Lithuanian page in an
 * English browser). Edits the form's `deliveryDate`: '' for the birthday,
 * else a whole 'YYYY-MM-DD': a day the chosen month lacks moves to its last
 * day, so the lists never hold a date that is not one.
 */
export function DeliveryDateField({ years, labels }: DeliveryDateFieldProps) {
  const t = useTranslations("groupCards.delivery.fields");
  const locale = useLocale();
  const id = useId();
  const { getValues } = useFormContext<FormValues>();
  const {
    field: { ref, value, onChange },
    fieldState: { error: fieldError },
  } = useController<FormValues, "deliveryDate">({ name: "deliveryDate" });
  const chosen = parseDate(value);
  const months = useMemo(() => monthChoices(locale), [locale]);
  const chosenYear = chosen?.year;
  const yearList = useMemo(() => {
    const all = chosenYear && !years.includes(chosenYear) ? [...years, chosenYear].sort((a, b) => a - b) : years;
    return numberChoices(all);
  }, [years, chosenYear]);

  function change(next: Partial<DateParts>) {
    const { year, month, day } = { ...chosen!, ...next };
    onChange(composeDate(year, month, clampDay(day, month, year)));
  }

  const error = fieldError?.message;
  const errorId = !!error && `${id}-error`;
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(errorId) } as const;

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" data-testid="delivery-date">
      <legend className="mb-2 text-sm leading-none font-medium">{t("date")}</legend>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-birthday`}
          checked={chosen === null}
          onCheckedChange={(checked) => onChange(checked === true ? "" : startingDate(getValues()))}
          data-testid="delivery-on-birthday"
        />
        <Label htmlFor={`${id}-birthday`} className="leading-snug font-normal">
          {t("onBirthday")}
        </Label>
      </div>
      {chosen && (
        <div className={DATE_ROW_CLASS}>
          <ChoiceSelect
            ref={ref}
            value={String(chosen.month)}
            onValueChange={(value) => change({ month: Number(value) })}
            choices={months}
            className={MONTH_CELL_CLASS}
            aria-label={labels.month}
            data-testid="delivery-month"
            {...aria}
          />
          <ChoiceSelect
            value={String(chosen.day)}
            onValueChange={(value) => change({ day: Number(value) })}
            choices={dayChoices.slice(0, daysInMonth(chosen.month, chosen.year))}
            aria-label={labels.day}
            data-testid="delivery-day"
            {...aria}
          />
          <ChoiceSelect
            value={String(chosen.year)}
            onValueChange={(value) => change({ year: Number(value) })}
            choices={yearList}
            aria-label={labels.year}
            data-testid="delivery-year"
            {...aria}
          />
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Where the lists start: the card's day as the form has it, or today when it has none yet. */
function startingDate({ month, day, year }: DatePartsValues): string {
  const today = new Date();
  const start = { year: year ?? today.getFullYear(), month: month ?? today.getMonth() + 1, day: day ?? today.getDate() };
  return composeDate(start.year, start.month, clampDay(start.day, start.month, start.year));
}
