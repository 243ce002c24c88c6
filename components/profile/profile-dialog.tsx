"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { ChoiceSelect } from "@/components/forms/choice-select";
import { DatePartsField, datePartOf, datePartsToDate, type DatePartsValues } from "@/components/forms/date-parts-field";
import { FormField, SchemaFormRoot, TextField } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { parseDate } from "@/lib/dates/calendar";
import { isLocale, localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { NAME_MAX_LENGTH, profileSchema, type ProfileInput } from "@/lib/users/profile-schema";
import { TimeZoneFormField } from "./time-zone-field";
import { useCurrentUser, useSaveProfile } from "./use-current-user";

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
  const router = useRouter();
  const save = useSaveProfile();
  const stored = user.birthday ? parseDate(user.birthday) : null;
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: profileSchema,
    defaultValues: {
      name: user.name ?? "",
      month: stored?.month ?? null,
      day: stored?.day ?? null,
      year: user.birthYear ?? null,
      timeZone: user.timeZone,
      locale: user.locale,
    } satisfies ProfileFormValues as ProfileFormValues,
    toInput: (values): ProfileInput => ({
      name: values.name,
      birthday: datePartsToDate(values),
      birthYear: values.year,
      timeZone: values.timeZone,
      locale: values.locale,
    }),
    fieldOf: (path, values) => (path === "birthday" ? datePartOf(values) : path === "birthYear" ? "year" : path) as never,
  });

  const send = submit(
    ({ input }) =>
      save.mutate(input, {
        onSuccess: () => {
          // The profile card and the welcome line are rendered on the server.
          router.refresh();
          showToast("success", t("updateSuccess"));
          onSaved();
        },
        onError: (error) => {
          showServerErrors(error);
          showToast("error", common("error"), { description: errorMessage(error, t("updateError")) });
        },
      }),
    // Spec section 5: a missing birthday is also said in a toast.
    (errors) => {
      if (errors.month || errors.day) showToast("error", v("birthdayRequired"));
    },
  );

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      <TextField name="name" label={t("name")} autoComplete="name" maxLength={NAME_MAX_LENGTH} />

      <DatePartsField
        legend={t("birthday")}
        labels={{ month: t("month"), day: t("day"), year: t("year") }}
        year={{ kind: "list", noYearLabel: t("noYear") }}
        hint={t("birthdayHint")}
      />

      <TimeZoneFormField label={t("timeZone")} hint={t("timeZoneHint")} storedZone={user.timeZone} />

      <FormField name="locale" label={t("emailLanguage")} hint={t("emailLanguageHint")}>
        {({ field, aria }) => (
          <ChoiceSelect
            {...aria}
            ref={field.ref}
            value={field.value}
            onValueChange={(value) => isLocale(value) && field.onChange(value)}
            choices={localeChoices}
            data-testid="email-language"
          />
        )}
      </FormField>

      <SaveCancelFooter
        texts={{ cancel: t("cancel"), save: t("save"), saving: t("saving") }}
        saving={save.isPending}
        saveTestId="profile-save"
      />
    </SchemaFormRoot>
  );
}

/** Each language in its own name (and language). */
const localeChoices = locales.map((each) => ({ value: each, label: localeNames[each], lang: each }));

type ProfileFormValues = DatePartsValues & { name: string; timeZone: string; locale: Locale };
