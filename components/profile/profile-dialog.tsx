"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
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
import { isLocale, localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { ApiError, apiFetch } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { NAME_MAX_LENGTH, profileSchema, type ProfileInput } from "@/lib/users/profile-schema";
import { TimeZoneField } from "./time-zone-field";
import { currentUserQueryKey, useCurrentUser } from "./use-current-user";

/** The year list's choice for "keep my birth year to myself". */
const NO_YEAR = "none";

type FieldErrors = Partial<Record<"name" | "birthday" | "birthYear" | "timeZone" | "locale", string>>;

export type ProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user as the server rendered the page; the cached current user replaces it once known. */
  initialUser: CurrentUserProfile;
};

/**
 * Edits the signed-in user's name, birthday (month, day and an optional
 * year), time zone and e-mail language. The form is mounted each time the
 * dialog opens, so it always starts from the saved profile.
 */
export function ProfileDialog({ open, onOpenChange, initialUser }: ProfileDialogProps) {
  const t = useTranslations("profile");
  const common = useTranslations("common");
  const { data } = useCurrentUser(initialUser);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} data-testid="profile-dialog">
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        <ProfileForm user={data ?? initialUser} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user, onSaved }: { user: CurrentUserProfile; onSaved: () => void }) {
  const t = useTranslations("profile");
  const v = useTranslations("validation");
  const common = useTranslations("common");
  const pageLocale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLButtonElement>(null);

  const stored = user.birthday ? parseDate(user.birthday) : null;
  const [name, setName] = useState(user.name ?? "");
  const [month, setMonth] = useState<number | null>(stored?.month ?? null);
  const [day, setDay] = useState<number | null>(stored?.day ?? null);
  // "" until chosen, NO_YEAR, or the year's digits.
  const [yearChoice, setYearChoice] = useState(user.birthYear != null ? String(user.birthYear) : stored ? NO_YEAR : "");
  const [timeZone, setTimeZone] = useState(user.timeZone);
  const [emailLocale, setEmailLocale] = useState<Locale>(user.locale);
  const [errors, setErrors] = useState<FieldErrors>({});
  const year = /^\d+$/.test(yearChoice) ? Number(yearChoice) : null;

  const months = useMemo(() => monthNames(pageLocale), [pageLocale]);
  const years = useMemo(() => yearChoices(new Date().getFullYear()), []);
  const dayCount = month === null ? 31 : daysInMonth(month, year);

  const save = useMutation({
    mutationFn: (input: ProfileInput) =>
      apiFetch<{ user: CurrentUserProfile }>("/api/auth/profile", { method: "PUT", json: input }),
    onSuccess: ({ user: saved }) => {
      queryClient.setQueryData(currentUserQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      // The profile card and the welcome line are rendered on the server.
      router.refresh();
      showToast("success", t("updateSuccess"));
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showToast("error", common("error"), {
        description: error instanceof ApiError ? error.message : t("updateError"),
      });
    },
  });

  // A day that no longer exists in the chosen month and year is cleared.
  function chooseMonth(value: string) {
    const chosen = Number(value);
    setMonth(chosen);
    setDay((current) => validDayOrNull(current, chosen, year));
  }

  function chooseYear(value: string) {
    setYearChoice(value);
    const chosen = /^\d+$/.test(value) ? Number(value) : null;
    setDay((current) => validDayOrNull(current, month, chosen));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Month and day make the birthday; without a year it is kept in the placeholder year.
    const birthday = month !== null && day !== null ? composeDate(year ?? PLACEHOLDER_YEAR, month, day) : "";
    const input: ProfileInput = { name, birthday, birthYear: year, timeZone, locale: emailLocale };
    const result = profileSchema.safeParse(input);
    if (!result.success) {
      const keys = fieldKeys(result.error);
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, v(key)])));
      if (keys.birthday) showToast("error", v("birthdayRequired"));
      if (keys.name) nameRef.current?.focus();
      else if (keys.birthday) monthRef.current?.focus();
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
          autoComplete="name"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(!!errors.name && `${id}-name-error`)}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>

      <fieldset className="grid min-w-0 grid-cols-1 gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">{t("birthday")}</legend>
        {/* Phones: the month on a row of its own, day and year below; wider: one row. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
          <Select value={month === null ? "" : String(month)} onValueChange={chooseMonth}>
            <SelectTrigger
              ref={monthRef}
              className="col-span-2 sm:col-span-1"
              aria-label={t("month")}
              data-testid="birthday-month"
              aria-invalid={errors.birthday && month === null ? true : undefined}
              aria-describedby={describedBy(`${id}-birthday-hint`, !!errors.birthday && `${id}-birthday-error`)}
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
              aria-label={t("day")}
              data-testid="birthday-day"
              aria-invalid={errors.birthday && day === null ? true : undefined}
              aria-describedby={describedBy(`${id}-birthday-hint`, !!errors.birthday && `${id}-birthday-error`)}
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
          <Select value={yearChoice} onValueChange={chooseYear}>
            <SelectTrigger
              aria-label={t("year")}
              data-testid="birthday-year"
              aria-invalid={errors.birthYear ? true : undefined}
              aria-describedby={describedBy(`${id}-birthday-hint`, !!errors.birthYear && `${id}-birth-year-error`)}
            >
              <SelectValue placeholder={t("year")} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_YEAR}>{t("noYear")}</SelectItem>
              {years.map((each) => (
                <SelectItem key={each} value={String(each)}>
                  {each}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p id={`${id}-birthday-hint`} className="text-xs text-muted-foreground">
          {t("birthdayHint")}
        </p>
        <FieldError id={`${id}-birthday-error`} message={errors.birthday} />
        <FieldError id={`${id}-birth-year-error`} message={errors.birthYear} />
      </fieldset>

      <TimeZoneField
        id={`${id}-time-zone`}
        label={t("timeZone")}
        hint={t("timeZoneHint")}
        value={timeZone}
        onValueChange={setTimeZone}
        storedZone={user.timeZone}
        error={errors.timeZone}
      />

      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={`${id}-locale`}>{t("emailLanguage")}</Label>
        <Select value={emailLocale} onValueChange={(value) => isLocale(value) && setEmailLocale(value)}>
          <SelectTrigger
            id={`${id}-locale`}
            data-testid="email-language"
            aria-invalid={errors.locale ? true : undefined}
            aria-describedby={describedBy(`${id}-locale-hint`, !!errors.locale && `${id}-locale-error`)}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {locales.map((each) => (
              <SelectItem key={each} value={each} lang={each}>
                {localeNames[each]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id={`${id}-locale-hint`} className="text-xs text-muted-foreground">
          {t("emailLanguageHint")}
        </p>
        <FieldError id={`${id}-locale-error`} message={errors.locale} />
      </div>

      <SaveCancelFooter
        texts={{ cancel: t("cancel"), save: t("save"), saving: t("saving") }}
        saving={save.isPending}
        saveTestId="profile-save"
      />
    </form>
  );
}
