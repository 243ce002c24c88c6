"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { memo, useEffect } from "react";
import { useWatch } from "react-hook-form";
import { DatePartsField, datePartOf, datePartsToDate, type DatePartsValues } from "@/components/forms/date-parts-field";
import { FormField, SchemaFormRoot, TextField } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { QueryProvider } from "@/components/site/query-provider";
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
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CalendarDate } from "@/lib/birthdays/dates";
import { isValidDay } from "@/lib/dates/calendar";
import { cardYears, recipientEmailAfterPick, type BirthdayContact } from "@/lib/group-cards/contacts";
import { createCardSchema, type CreateCardInput } from "@/lib/group-cards/schema";
import { DEFAULT_CARD_THEME, type CardTheme } from "@/lib/group-cards/themes";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import { ContributorNoteField, GreetingField } from "./card-words-fields";
import { ContactPicker } from "./contact-picker";
import type { CardSketch } from "./create-card-maker";
import { DeliveryFields, deliveryInput, initialDeliveryValues, type DeliveryValues } from "./delivery-fields";
import { ThemePicker } from "./theme-picker";
import { useCreateGroupCard } from "./use-group-cards";

export type CreateCardValues = DatePartsValues &
  DeliveryValues & {
  initiatorName: string;
  recipientName: string;
  title: string;
  greeting: string;
  description: string;
  theme: CardTheme;
  invitedContributors: string;
  /**
   * The saved birthday picked or given by `?birthday=` (decision 044), with its name: the card is linked to it
   * while the name is still its name; and its address, which the next pick replaces (decision 054).
   */
  birthday: Pick<BirthdayContact, "id" | "name" | "email"> | null;
};

export type CreateCardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's profile name: Your Name starts with it. */
  initiatorName: string;
  /** The birthday of `?birthday={id}`: the form starts with its name and date. */
  prefill: BirthdayContact | null;
  /** Today in the user's time zone: the picker's next celebrations and the years the date fields offer. */
  today: CalendarDate;
  /** Called with what the preview shows as the form's values change. */
  onSketch: (sketch: CardSketch) => void;
};

/**
 * The create-card form in its dialog, loaded on the first press of Start
 * your card (or at once with `?birthday=`), with the query cache it sends
 * and reads through: the page has none, so TanStack Query loads with the
 * form (decision 033). It stays mounted once opened, so a closed dialog
 * keeps what was typed until the page is left, and it hands each change to
 * the page's live preview. Memoised: the page renders again with every
 * sketch, the form need not.
 */
export const CreateCardDialog = memo(function CreateCardDialog(props: CreateCardDialogProps) {
  return (
    <QueryProvider>
      <CreateCardForm {...props} />
    </QueryProvider>
  );
});

function CreateCardForm({
  open,
  onOpenChange,
  initiatorName,
  prefill,
  today,
  onSketch,
}: CreateCardDialogProps) {
  const t = useTranslations("groupCards.create");
  const common = useTranslations("common");
  const locale = localeOr(useLocale());
  const router = useRouter();
  const years = cardYears(today);
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: createCardSchema,
    defaultValues: initialValues(initiatorName, prefill, years[0]!),
    toInput,
    fieldOf: (path, values) => (path === "recipientBirthday" ? datePartOf(values) : path) as never,
  });
  const create = useCreateGroupCard();
  // After success too: the card's page is loading, a second press would make a second card.
  const busy = create.isPending || create.isSuccess;

  useEffect(() => {
    const { unsubscribe } = form.watch((values) => onSketch(sketchOf(values as CreateCardValues)));
    return unsubscribe;
  }, [form, onSketch]);

  function pick(contact: BirthdayContact) {
    const recipientEmail = recipientEmailAfterPick(form.getValues("recipientEmail"), form.getValues("birthday"), contact);
    form.setValue("recipientName", contact.name);
    form.setValue("month", contact.next.month);
    form.setValue("day", contact.next.day);
    form.setValue("year", contact.next.year);
    form.setValue("recipientEmail", recipientEmail);
    form.setValue("birthday", { id: contact.id, name: contact.name, email: contact.email });
    form.clearErrors(["recipientName", "month", "day", "recipientEmail"]);
  }

  const send = submit(({ input }) =>
    create.mutate(input, {
      onSuccess: (card) => {
        if (!card?.slug) {
          // The card exists; the dashboard is the one place left to find it from.
          showToastAfterNavigation("info", t("noSlug"));
          router.push(localizedPath(locale, "/dashboard"));
          return;
        }
        router.push(`/group-cards/${card.slug}`);
      },
      onError: (error) => {
        showServerErrors(error);
        showToast("error", t("errorTitle"), { description: errorMessage(error, t("errorFallback")) });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent closeLabel={common("close")} className="sm:max-w-xl" data-testid="create-card-dialog">
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        <SchemaFormRoot form={form} onSubmit={send} data-testid="create-card-form">
          <TextField name="initiatorName" label={t("yourName")} autoComplete="name" data-testid="card-initiator-name" />
          <FormField
            name="recipientName"
            label={t("recipientName")}
            below={() => <ContactPicker today={today} onPick={pick} />}
          >
            {({ field, aria }) => (
              <Input {...field} value={field.value ?? ""} {...aria} autoComplete="off" data-testid="card-recipient-name" />
            )}
          </FormField>
          <DatePartsField
            legend={t("birthdayDate")}
            labels={{ month: t("month"), day: t("day"), year: t("year") }}
            year={{ kind: "choices", years }}
            hint={t("birthdayHint")}
          />
          <TitleField />
          <GreetingField testId="card-greeting" />
          <ThemePicker name="theme" legend={t("theme")} />
          <FormField name="invitedContributors" label={t("invitees")} hint={t("inviteesHint")}>
            {({ field, aria }) => (
              <Textarea
                rows={3}
                className="field-sizing-fixed"
                placeholder={t("inviteesPlaceholder")}
                autoComplete="off"
                {...field}
                {...aria}
                data-testid="card-invitees"
              />
            )}
          </FormField>
          <ContributorNoteField testId="card-description" />
          <DeliveryFields years={years} labels={{ month: t("month"), day: t("day"), year: t("year") }} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy} data-testid="create-card-submit">
              {busy ? t("submitting") : t("submit")}
            </Button>
          </DialogFooter>
        </SchemaFormRoot>
      </DialogContent>
    </Dialog>
  );
}

/** The card's title, its example greeting the birthday person by the name typed so far. */
function TitleField() {
  const t = useTranslations("groupCards.create");
  const name = (useWatch<CreateCardValues, "recipientName">({ name: "recipientName" }) ?? "").trim();
  return (
    <TextField
      name="title"
      label={t("cardTitle")}
      placeholder={name ? t("cardTitlePlaceholderFor", { name }) : t("cardTitlePlaceholder")}
      autoComplete="off"
      data-testid="card-title"
    />
  );
}

/** What the preview shows of the form: the typed texts, the theme, and the day once it is a real one. */
function sketchOf({ title, recipientName, greeting, theme, month, day, year }: CreateCardValues): CardSketch {
  const birthday = month !== null && day !== null && year !== null && isValidDay(day, month, year) ? { year, month, day } : null;
  return { title, recipientName, greeting, theme, birthday };
}

/** Your Name from the profile; the birthday person, the day and the address from `?birthday=`, when given. */
function initialValues(initiatorName: string, prefill: BirthdayContact | null, year: number): CreateCardValues {
  return {
    initiatorName,
    recipientName: prefill?.name ?? "",
    month: prefill?.next.month ?? null,
    day: prefill?.next.day ?? null,
    year: prefill?.next.year ?? year,
    title: "",
    greeting: "",
    description: "",
    theme: DEFAULT_CARD_THEME,
    invitedContributors: "",
    birthday: prefill && { id: prefill.id, name: prefill.name, email: prefill.email },
    ...initialDeliveryValues(),
    recipientEmail: prefill?.email ?? "",
  };
}

/**
 * The request body: trimmed texts, the day as 'YYYY-MM-DD', no greeting or
 * note when it is empty, and the saved birthday while the name is still its name
 * (a name typed over the picked one is a card for someone else).
 */
function toInput(values: CreateCardValues): CreateCardInput {
  const greeting = values.greeting.trim();
  const description = values.description.trim();
  const recipientName = values.recipientName.trim();
  const { birthday } = values;
  return {
    initiatorName: values.initiatorName.trim(),
    recipientName,
    recipientBirthday: datePartsToDate(values),
    title: values.title.trim(),
    ...(greeting && { greeting }),
    ...(description && { description }),
    theme: values.theme,
    invitedContributors: values.invitedContributors,
    ...deliveryInput(values, { whole: false }),
    ...(birthday && birthday.name.trim() === recipientName && { birthdayId: birthday.id }),
  };
}
