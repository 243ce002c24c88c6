"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  chosenYear,
  DatePartsField,
  datePartOf,
  datePartsToDate,
  type DatePartsValues,
} from "@/components/forms/date-parts-field";
import { SchemaFormRoot, TextAreaField, TextField } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { MAX_BIRTHDAYS_PER_USER } from "@/lib/birthdays/limits";
import { birthdayInputSchema, type BirthdayDto, type BirthdayInput } from "@/lib/birthdays/schema";
import { parseDate } from "@/lib/dates/calendar";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { useDeleteBirthday, useSaveBirthday } from "./use-birthdays";

export type BirthdayDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The birthday to edit; without it the dialog adds a new one. */
  birthday?: BirthdayDto | null;
  /** The account holds MAX_BIRTHDAYS_PER_USER already: adding says so and cannot be sent (the server refuses it anyway). */
  full?: boolean;
};

/**
 * Adds a birthday, or edits (and deletes) the one passed. The form is
 * mounted each time the dialog opens, so it starts from the birthday's
 * values (or empty) and forgets what was typed once closed.
 */
export function BirthdayDialog({ open, onOpenChange, birthday, full = false }: BirthdayDialogProps) {
  const t = useTranslations("birthdays.dialog");
  const common = useTranslations("common");
  const editing = birthday ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} data-testid="birthday-dialog">
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle") : t("addTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("editDescription") : t("addDescription")}</DialogDescription>
        </DialogHeader>
        <BirthdayForm birthday={editing} full={!editing && full} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BirthdayForm({ birthday, full, onDone }: { birthday: BirthdayDto | null; full: boolean; onDone: () => void }) {
  const t = useTranslations("birthdays.dialog");
  const toasts = useTranslations("birthdays.toasts");
  const common = useTranslations("common");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: birthdayInputSchema,
    defaultValues: formValues(birthday),
    toInput,
    fieldOf: (path, values) => (path === "date" ? datePartOf(values) : path === "birthYear" ? "year" : path) as never,
  });

  const save = useSaveBirthday(birthday);
  const remove = useDeleteBirthday();
  const busy = save.isPending || remove.isPending;

  const send = submit(({ input }) =>
    save.mutate(input, {
      onSuccess: () => {
        if (birthday) showToast("success", toasts("updated"), { description: toasts("updatedDescription") });
        else showToast("success", toasts("added"), { description: toasts("addedDescription") });
        onDone();
      },
      onError: (error) => {
        showServerErrors(error);
        showToast("error", birthday ? toasts("updateError") : toasts("addError"), {
          description: errorMessage(error, common("somethingWentWrong")),
        });
      },
    }),
  );

  function deleteBirthday(target: BirthdayDto) {
    remove.mutate(target, {
      onSuccess: () => {
        showToast("success", toasts("deleted"));
        setConfirmingDelete(false);
        onDone();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        showToast("error", toasts("deleteError"), { description: errorMessage(error, common("somethingWentWrong")) });
      },
    });
  }

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      {full && (
        <p role="status" className="rounded-lg border bg-muted px-3 py-2 text-sm" data-testid="birthday-limit-notice">
          {t("full", { max: MAX_BIRTHDAYS_PER_USER })}
        </p>
      )}
      {/* Full: nothing to type into, and the dialog's first focus goes to Cancel. */}
      <fieldset disabled={full} className="contents">
        <TextField name="name" label={t("name")} autoComplete="off" data-testid="birthday-name" />

        <DatePartsField
          legend={t("birthday")}
          labels={{ month: t("month"), day: t("day"), year: t("year") }}
          year={{ kind: "checkbox", label: t("includeYear") }}
        />

        <TextField name="email" label={t("email")} type="email" autoComplete="off" data-testid="birthday-email-input" />

        <TextAreaField
          name="notes"
          label={t("notes")}
          placeholder={t("notesPlaceholder")}
          data-testid="birthday-notes-input"
        />
      </fieldset>

      <DialogFooter className="gap-2 sm:justify-between">
        {birthday ? (
          <AlertDialog open={confirmingDelete} onOpenChange={(next) => !remove.isPending && setConfirmingDelete(next)}>
            <AlertDialogTrigger asChild>
              <Button
                type="button"
                variant="outline"
                className="text-destructive hover:text-destructive"
                disabled={busy}
                data-testid="birthday-delete"
              >
                <Trash2 aria-hidden="true" />
                {t("delete")}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent data-testid="birthday-delete-confirm">
              <AlertDialogHeader>
                <AlertDialogTitle>{t("deleteTitle")}</AlertDialogTitle>
                <AlertDialogDescription>{t("deleteDescription")}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={remove.isPending}>{t("cancel")}</AlertDialogCancel>
                <Button
                  type="button"
                  variant="destructive"
                  onClick={() => deleteBirthday(birthday)}
                  disabled={remove.isPending}
                  data-testid="birthday-delete-confirm-button"
                >
                  {remove.isPending ? t("deleting") : t("deleteConfirm")}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t("cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy || full} data-testid="birthday-save">
            {save.isPending ? t("saving") : birthday ? t("save") : t("add")}
          </Button>
        </div>
      </DialogFooter>
    </SchemaFormRoot>
  );
}

type BirthdayFormValues = DatePartsValues & { name: string; email: string; notes: string };

/** The form starts from the birthday's values, or empty. */
function formValues(birthday: BirthdayDto | null): BirthdayFormValues {
  const stored = birthday ? parseDate(birthday.date) : null;
  return {
    name: birthday?.name ?? "",
    month: stored?.month ?? null,
    day: stored?.day ?? null,
    includeYear: birthday?.birthYear != null,
    year: birthday?.birthYear ?? null,
    email: birthday?.email ?? "",
    notes: birthday?.notes ?? "",
  };
}

/** The request body: trimmed texts, and what is empty or not chosen left out. */
function toInput(values: BirthdayFormValues): BirthdayInput {
  const birthYear = chosenYear(values);
  const email = values.email.trim();
  const notes = values.notes.trim();
  return {
    name: values.name.trim(),
    date: datePartsToDate(values),
    ...(birthYear !== null && { birthYear }),
    ...(email && { email }),
    ...(notes && { notes }),
  };
}
