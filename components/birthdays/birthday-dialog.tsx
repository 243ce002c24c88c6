"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { describedBy, FieldError } from "@/components/ui/field-error";
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
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { birthdayInputSchema, type BirthdayDto } from "@/lib/birthdays/schema";
import {
  composeDate,
  daysInMonth,
  monthNames,
  parseDate,
  PLACEHOLDER_YEAR,
  validDayOrNull,
  yearChoices,
} from "@/lib/dates/calendar";
import { fieldKeys } from "@/lib/http/validation";
import { ApiError, apiFetch } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { birthdaysQueryKey } from "./use-birthdays";

/** What POST /api/birthdays and PUT /api/birthdays/{id} receive. */
export type BirthdayRequest = {
  name: string;
  /** 'YYYY-MM-DD'; the birth year when known, else the placeholder year 2000. */
  date: string;
  birthYear?: number;
  email?: string;
  notes?: string;
};

type Field = "name" | "date" | "birthYear" | "email" | "notes";
type FieldErrors = Partial<Record<Field, string>>;

export type BirthdayDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The birthday to edit; without it the dialog adds a new one. */
  birthday?: BirthdayDto | null;
};

/**
 * Adds a birthday, or edits (and deletes) the one passed. The form is
 * mounted each time the dialog opens, so it starts from the birthday's
 * values (or empty) and forgets what was typed once closed.
 */
export function BirthdayDialog({ open, onOpenChange, birthday }: BirthdayDialogProps) {
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
        <BirthdayForm birthday={editing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function BirthdayForm({ birthday, onDone }: { birthday: BirthdayDto | null; onDone: () => void }) {
  const t = useTranslations("birthdays.dialog");
  const toasts = useTranslations("birthdays.toasts");
  const v = useTranslations("validation");
  const common = useTranslations("common");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLButtonElement>(null);
  const dayRef = useRef<HTMLButtonElement>(null);
  const yearRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);

  const stored = birthday ? parseDate(birthday.date) : null;
  const [name, setName] = useState(birthday?.name ?? "");
  const [month, setMonth] = useState<number | null>(stored?.month ?? null);
  const [day, setDay] = useState<number | null>(stored?.day ?? null);
  const [includeYear, setIncludeYear] = useState(birthday?.birthYear != null);
  const [year, setYear] = useState<number | null>(birthday?.birthYear ?? null);
  const [email, setEmail] = useState(birthday?.email ?? "");
  const [notes, setNotes] = useState(birthday?.notes ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const months = useMemo(() => monthNames(locale), [locale]);
  const years = useMemo(() => yearChoices(new Date().getFullYear()), []);
  const effectiveYear = includeYear ? year : null;
  // 29 February is offered unless a non-leap birth year is set.
  const dayCount = month === null ? 31 : daysInMonth(month, effectiveYear);

  /** A translated validation message; unknown keys fall back to the generic one. */
  const message = (key: string, fallback = "invalid") => (v.has(key) ? v(key) : v(fallback));

  async function refreshList() {
    await queryClient.invalidateQueries({ queryKey: birthdaysQueryKey });
  }

  const save = useMutation({
    mutationFn: (input: BirthdayRequest) =>
      birthday
        ? apiFetch<unknown>(`/api/birthdays/${birthday.id}`, { method: "PUT", json: input })
        : apiFetch<unknown>("/api/birthdays", { method: "POST", json: input }),
    onSuccess: async () => {
      await refreshList();
      if (birthday) showToast("success", toasts("updated"), { description: toasts("updatedDescription") });
      else showToast("success", toasts("added"), { description: toasts("addedDescription") });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showToast("error", birthday ? toasts("updateError") : toasts("addError"), {
        description: error instanceof ApiError ? error.message : common("somethingWentWrong"),
      });
    },
  });

  const remove = useMutation({
    mutationFn: (target: BirthdayDto) => apiFetch<unknown>(`/api/birthdays/${target.id}`, { method: "DELETE" }),
    onSuccess: async () => {
      await refreshList();
      showToast("success", toasts("deleted"));
      setConfirmingDelete(false);
      onDone();
    },
    onError: (error) => {
      setConfirmingDelete(false);
      showToast("error", toasts("deleteError"), {
        description: error instanceof ApiError ? error.message : common("somethingWentWrong"),
      });
    },
  });

  const busy = save.isPending || remove.isPending;

  // A day that no longer exists in the chosen month (and year) is cleared, never moved.
  function chooseMonth(value: string) {
    const chosen = Number(value);
    setMonth(chosen);
    setDay((current) => validDayOrNull(current, chosen, effectiveYear));
  }

  function chooseYear(value: string) {
    const chosen = Number(value);
    setYear(chosen);
    setDay((current) => validDayOrNull(current, month, chosen));
  }

  function toggleYear(checked: boolean) {
    setIncludeYear(checked);
    if (checked) setDay((current) => validDayOrNull(current, month, year));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const birthYear = includeYear && year !== null ? year : null;
    const trimmedEmail = email.trim();
    const trimmedNotes = notes.trim();
    let date = "";
    if (month !== null && day !== null) {
      try {
        date = composeDate(birthYear ?? PLACEHOLDER_YEAR, month, day);
      } catch {
        date = "";
      }
    }
    const input: BirthdayRequest = {
      name: name.trim(),
      date,
      ...(birthYear !== null && { birthYear }),
      ...(trimmedEmail && { email: trimmedEmail }),
      ...(trimmedNotes && { notes: trimmedNotes }),
    };
    const result = birthdayInputSchema.safeParse(input);
    if (!result.success) {
      const keys = fieldKeys(result.error);
      const found: FieldErrors = {};
      for (const [field, key] of Object.entries(keys)) {
        if (field === "name" || field === "date" || field === "birthYear" || field === "email" || field === "notes") {
          found[field] = message(key);
        } else {
          found.date ??= message(key);
        }
      }
      // Month and day are required: name the one that is missing.
      if (month === null && day === null) found.date = message("dateRequired", "required");
      else if (month === null) found.date = message("monthRequired", "required");
      else if (day === null) found.date = message("dayRequired", "required");
      setErrors(found);
      if (found.name) nameRef.current?.focus();
      else if (found.date) (month === null ? monthRef : dayRef).current?.focus();
      else if (found.birthYear) yearRef.current?.focus();
      else if (found.email) emailRef.current?.focus();
      else if (found.notes) notesRef.current?.focus();
      return;
    }
    setErrors({});
    save.mutate(input);
  }

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${id}-name`}>{t("name")}</Label>
        <Input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(!!errors.name && `${id}-name-error`)}
          data-testid="birthday-name"
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>

      <fieldset className="grid min-w-0 grid-cols-1 gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">{t("birthday")}</legend>
        <div className="grid grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] gap-2">
          <Select value={month === null ? "" : String(month)} onValueChange={chooseMonth}>
            <SelectTrigger
              ref={monthRef}
              aria-label={t("month")}
              data-testid="birthday-month"
              aria-invalid={errors.date && month === null ? true : undefined}
              aria-describedby={describedBy(!!errors.date && `${id}-date-error`)}
            >
              <SelectValue placeholder={t("month")} />
            </SelectTrigger>
            <SelectContent>
              {months.map((monthName, index) => (
                <SelectItem key={monthName} value={String(index + 1)}>
                  {monthName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={day === null ? "" : String(day)} onValueChange={(value) => setDay(Number(value))}>
            <SelectTrigger
              ref={dayRef}
              aria-label={t("day")}
              data-testid="birthday-day"
              aria-invalid={errors.date && day === null ? true : undefined}
              aria-describedby={describedBy(!!errors.date && `${id}-date-error`)}
            >
              <SelectValue placeholder={t("day")} />
            </SelectTrigger>
            <SelectContent>
              {Array.from({ length: dayCount }, (_, index) => (
                <SelectItem key={index + 1} value={String(index + 1)}>
                  {index + 1}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <FieldError id={`${id}-date-error`} message={errors.date} />

        <div className="mt-1 flex items-center gap-2">
          <Checkbox
            id={`${id}-include-year`}
            checked={includeYear}
            onCheckedChange={(checked) => toggleYear(checked === true)}
            data-testid="birthday-include-year"
          />
          <Label htmlFor={`${id}-include-year`} className="font-normal">
            {t("includeYear")}
          </Label>
        </div>
        {includeYear && (
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={`${id}-year`} className="sr-only">
              {t("year")}
            </Label>
            <Select value={year === null ? "" : String(year)} onValueChange={chooseYear}>
              <SelectTrigger
                ref={yearRef}
                id={`${id}-year`}
                className="sm:max-w-40"
                data-testid="birthday-year"
                aria-invalid={errors.birthYear ? true : undefined}
                aria-describedby={describedBy(!!errors.birthYear && `${id}-year-error`)}
              >
                <SelectValue placeholder={t("year")} />
              </SelectTrigger>
              <SelectContent>
                {years.map((each) => (
                  <SelectItem key={each} value={String(each)}>
                    {each}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError id={`${id}-year-error`} message={errors.birthYear} />
          </div>
        )}
      </fieldset>

      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${id}-email`}>{t("email")}</Label>
        <Input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(!!errors.email && `${id}-email-error`)}
          data-testid="birthday-email-input"
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>

      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${id}-notes`}>{t("notes")}</Label>
        <Textarea
          ref={notesRef}
          id={`${id}-notes`}
          name="notes"
          rows={3}
          className="field-sizing-fixed"
          placeholder={t("notesPlaceholder")}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy(!!errors.notes && `${id}-notes-error`)}
          data-testid="birthday-notes-input"
        />
        <FieldError id={`${id}-notes-error`} message={errors.notes} />
      </div>

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
                  onClick={() => remove.mutate(birthday)}
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
          <Button type="submit" disabled={busy} data-testid="birthday-save">
            {save.isPending ? t("saving") : birthday ? t("save") : t("add")}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
