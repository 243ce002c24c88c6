"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DatePartsField, datePartOf, datePartsToDate, type DatePartsValues } from "@/components/forms/date-parts-field";
import { SchemaFormRoot, TextField } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { parseDate } from "@/lib/dates/calendar";
import { readsContributorNote, type NoteReader } from "@/lib/group-cards/contributor-note";
import { updateCardSchema, type DeliveryDto, type GroupCardDto, type UpdateCardInput } from "@/lib/group-cards/schema";
import type { CardTheme } from "@/lib/group-cards/themes";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { ContributorNoteField, GreetingField } from "./card-words-fields";
import { DeliveryFields, deliveryInput, initialDeliveryValues, type DeliveryValues } from "./delivery-fields";
import { ThemePicker } from "./theme-picker";
import { useUpdateGroupCard } from "./use-group-cards";

export type EditCardDialogProps = {
  card: GroupCardDto;
  /** The card's delivery (the creator's view carries it). */
  delivery: DeliveryDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The creator changes the card's title, its words for the birthday person,
 * the note to the people invited (until delivery, while they read it), its
 * theme, the birthday person's name, the day the card is for and its
 * delivery. Loaded on the first press of Edit card; the form is mounted each
 * time the dialog opens, so it starts from the card as it is now.
 */
export function EditCardDialog({ card, delivery, open, onOpenChange }: EditCardDialogProps) {
  const t = useTranslations("groupCards.manage.edit");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} data-testid="edit-card-dialog">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <EditCardForm card={card} delivery={delivery} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type EditCardValues = DatePartsValues &
  DeliveryValues & {
  title: string;
  greeting: string;
  description: string;
  recipientName: string;
  theme: CardTheme;
};

/** Years before this one and after it that the card's day may be in. */
const YEARS_BEFORE = 1;
const YEARS_AFTER = 2;

/** The dialog's user, as the note's rule sees them. */
const CREATOR: NoteReader = { isCreator: true, canContribute: true, pass: null };

function EditCardForm({ card, delivery, onDone }: { card: GroupCardDto; delivery: DeliveryDto | null; onDone: () => void }) {
  const t = useTranslations("groupCards.manage.edit");
  const common = useTranslations("common");
  const update = useUpdateGroupCard(card.id);
  // Once the card is delivered nobody reads the note on it: the card's
  // answer no longer carries it, so the form neither shows nor sends it.
  const editsNote = readsContributorNote(card, CREATOR);
  const initial = useMemo(() => formValues(card, delivery), [card, delivery]);
  const years = useMemo(() => dayYears(initial.year), [initial.year]);
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: updateCardSchema,
    defaultValues: initial,
    toInput: (values) => toInput(values, editsNote),
    fieldOf: (path, values) => (path === "recipientBirthday" ? datePartOf(values) : path) as never,
  });

  const send = submit(({ input }) =>
    update.mutate(input, {
      onSuccess: () => {
        showToast("success", t("saved"));
        onDone();
      },
      onError: (error) => {
        showServerErrors(error);
        showToast("error", t("error"), { description: errorMessage(error, common("somethingWentWrong")) });
      },
    }),
  );

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      <TextField name="title" label={t("cardTitle")} autoComplete="off" data-testid="edit-card-title" />
      <GreetingField testId="edit-card-greeting" />
      {editsNote && <ContributorNoteField testId="edit-card-description" />}
      <TextField name="recipientName" label={t("recipientName")} autoComplete="off" data-testid="edit-card-recipient" />
      <DatePartsField
        legend={t("birthday")}
        labels={{ month: t("month"), day: t("day"), year: t("year") }}
        year={{ kind: "choices", years }}
      />
      <ThemePicker name="theme" legend={t("theme")} />
      <DeliveryFields years={years} labels={{ month: t("month"), day: t("day"), year: t("year") }} />
      <SaveCancelFooter
        texts={{ cancel: t("cancel"), save: t("save"), saving: t("saving") }}
        saving={update.isPending}
        saveTestId="edit-card-save"
      />
    </SchemaFormRoot>
  );
}

/** The form starts from the card; a card made before the day was required starts in this year. */
function formValues(card: GroupCardDto, delivery: DeliveryDto | null): EditCardValues {
  const day = card.recipientBirthday ? parseDate(card.recipientBirthday) : null;
  return {
    title: card.title,
    greeting: card.greeting ?? "",
    description: card.description ?? "",
    recipientName: card.recipientName,
    theme: card.theme,
    month: day?.month ?? null,
    day: day?.day ?? null,
    year: day?.year ?? new Date().getFullYear(),
    ...initialDeliveryValues(delivery, card.surpriseGuard),
  };
}

/** The years offered for the card's day: around this one, and the card's own if it lies further. */
function dayYears(cardYear: number | null): number[] {
  const now = new Date().getFullYear();
  const years = new Set<number>();
  for (let year = now - YEARS_BEFORE; year <= now + YEARS_AFTER; year++) years.add(year);
  if (cardYear !== null) years.add(cardYear);
  return [...years].sort((a, b) => a - b);
}

/** The PATCH body: every field of the form (an empty text removes it), the note only while it is edited. */
function toInput(values: EditCardValues, editsNote: boolean): UpdateCardInput {
  return {
    title: values.title,
    greeting: values.greeting,
    ...(editsNote && { description: values.description }),
    recipientName: values.recipientName,
    recipientBirthday: datePartsToDate(values),
    theme: values.theme,
    ...deliveryInput(values, { whole: true }),
  };
}
