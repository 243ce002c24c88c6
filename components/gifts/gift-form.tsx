"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FieldMessage, SchemaFormRoot, TextAreaField, TextField, useFieldControl } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Button } from "@/components/ui/button";
import { PanelIconButton } from "@/components/ui/panel-icon-button";
import { giftInputSchema, giftStatuses, type GiftDto, type GiftInput, type GiftStatus } from "@/lib/birthdays/gift-schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { maxBirthYear } from "@/lib/users/profile-schema";
import { cn } from "@/lib/utils";
import { useSaveGift } from "./use-gifts";

type GiftFormValues = {
  title: string;
  url: string;
  price: string;
  notes: string;
  status: GiftStatus;
  givenYear: string;
};

/** A typed price ("25,5", "25.50", "") as the number the API takes; NaN when it is not one. */
function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, "").replace(",", ".");
  if (trimmed === "") return null;
  return /^\d*\.?\d*$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function toInput(values: GiftFormValues): GiftInput {
  const year = values.givenYear.trim() === "" ? null : Number(values.givenYear);
  return {
    title: values.title,
    url: values.url,
    price: parsePrice(values.price),
    notes: values.notes,
    status: values.status,
    givenYear: values.status === "given" ? year : null,
  };
}

/**
 * Adds a gift idea, or edits `gift`. Shown in place of the list inside the
 * gift dialog; `onDone` goes back to the list (after saving, or not).
 */
export function GiftForm({ birthdayId, gift, onDone }: { birthdayId: number; gift: GiftDto | null; onDone: () => void }) {
  const t = useTranslations("gifts");
  const common = useTranslations("common");
  const save = useSaveGift(birthdayId, gift);
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: giftInputSchema,
    defaultValues: {
      title: gift?.title ?? "",
      url: gift?.url ?? "",
      price: gift?.price ?? "",
      notes: gift?.notes ?? "",
      status: gift?.status ?? "idea",
      givenYear: String(gift?.givenYear ?? maxBirthYear()),
    } satisfies GiftFormValues as GiftFormValues,
    toInput,
  });
  const status = useWatch({ control: form.control, name: "status" });

  // The parsed gift is sent: trimmed, empty texts as null.
  const send = submit(({ output }) =>
    save.mutate(output, {
      onSuccess: () => {
        showToast("success", gift ? t("toasts.updated") : t("toasts.added"));
        onDone();
      },
      onError: (error) => {
        showServerErrors(error);
        showToast("error", gift ? t("toasts.updateError") : t("toasts.addError"), {
          description: errorMessage(error, common("somethingWentWrong")),
        });
      },
    }),
  );

  return (
    <SchemaFormRoot form={form} onSubmit={send} className="gap-4" data-testid="gift-form">
      <div className="flex items-center gap-2">
        <PanelIconButton type="button" className="size-9" onClick={onDone} disabled={save.isPending} label={t("back")}>
          <ArrowLeft aria-hidden="true" />
        </PanelIconButton>
        <h3 className="font-semibold">{gift ? t("editTitle") : t("addTitle")}</h3>
      </div>

      <TextField
        name="title"
        label={t("titleLabel")}
        autoComplete="off"
        placeholder={t("titlePlaceholder")}
        data-testid="gift-title"
      />
      <TextField
        name="url"
        label={t("url")}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        data-testid="gift-url"
      />
      <TextField
        name="price"
        label={t("price")}
        inputMode="decimal"
        autoComplete="off"
        className="sm:max-w-40"
        data-testid="gift-price-input"
      />

      <StatusField legend={t("status")} />

      {status === "given" && (
        <TextField
          name="givenYear"
          label={t("givenYear")}
          type="number"
          inputMode="numeric"
          min={1900}
          max={maxBirthYear()}
          className="sm:max-w-32"
          data-testid="gift-given-year"
        />
      )}

      <TextAreaField name="notes" label={t("notes")} data-testid="gift-notes-input" />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="gift-save">
          {save.isPending ? t("saving") : gift ? t("save") : t("saveNew")}
        </Button>
      </div>
    </SchemaFormRoot>
  );
}

/** Idea, bought or given: radio buttons drawn as chips. */
function StatusField({ legend }: { legend: string }) {
  const t = useTranslations("gifts");
  const control = useFieldControl("status");
  const { ref, value, onChange, name } = control.field;
  return (
    <fieldset className="grid gap-2" aria-describedby={control.describedBy}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {giftStatuses.map((each, index) => (
          <label
            key={each}
            className={cn(
              "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
              value === each && "border-primary bg-accent text-accent-foreground",
            )}
          >
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={`${control.id}-${name}`}
              value={each}
              checked={value === each}
              onChange={() => onChange(each)}
              className="size-4 accent-primary"
              data-testid={`gift-status-${each}`}
            />
            {t(`statuses.${each}`)}
          </label>
        ))}
      </div>
      <FieldMessage control={control} />
    </fieldset>
  );
}
