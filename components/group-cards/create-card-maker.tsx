"use client";

import { PenLine } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useWatch, type Control } from "react-hook-form";
import { DatePartsField, datePartOf, datePartsToDate, type DatePartsValues } from "@/components/forms/date-parts-field";
import { FormField, SchemaFormRoot, TextAreaField, TextField } from "@/components/forms/fields";
import { useSchemaForm, type Submitted } from "@/components/forms/use-schema-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { CalendarDate } from "@/lib/birthdays/dates";
import { isValidDay } from "@/lib/dates/calendar";
import { cardYears, type BirthdayContact } from "@/lib/group-cards/contacts";
import { MAX_GROUP_CARDS_PER_USER } from "@/lib/group-cards/limits";
import { createCardSchema, type CreateCardInput } from "@/lib/group-cards/schema";
import { DEFAULT_CARD_THEME, type CardTheme } from "@/lib/group-cards/themes";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import { CardPreview } from "./card-preview";
import { ContactPicker } from "./contact-picker";
import { DeliveryFields, deliveryInput, initialDeliveryValues, type DeliveryValues } from "./delivery-fields";
import { ThemePicker } from "./theme-picker";
import { useCreateGroupCard } from "./use-group-cards";

export type CreateCardValues = DatePartsValues &
  DeliveryValues & {
  initiatorName: string;
  recipientName: string;
  title: string;
  description: string;
  theme: CardTheme;
  invitedContributors: string;
  /** The saved birthday picked or given by `?birthday=` (decision 044), with its name: the card is linked to it while the name is still its name. */
  birthday: Pick<BirthdayContact, "id" | "name"> | null;
};

export type CreateCardMakerProps = {
  /** The page's heading and blurb, rendered on the server. */
  intro: ReactNode;
  /** 'What happens next', rendered on the server; under the preview. */
  next: ReactNode;
  /** The user's profile name: Your Name starts with it. */
  initiatorName: string;
  /** The birthday of `?birthday={id}`: the form opens at once with its name and date. */
  prefill: BirthdayContact | null;
  /** Today in the user's time zone: the picker's next celebrations and the years the date fields offer. */
  today: CalendarDate;
  /** The account keeps MAX_GROUP_CARDS_PER_USER cards: a notice, and the way to delete some, instead of the form. */
  full: boolean;
};

/**
 * The create-card page's client island: the button that opens the form, the
 * live preview beside it, and the dialog with the form. The form's values
 * live here, not in the dialog, so the preview follows what is typed and a
 * closed dialog keeps it until the page is left (decision 033).
 */
export function CreateCardMaker({ intro, next, initiatorName, prefill, today, full }: CreateCardMakerProps) {
  const t = useTranslations("groupCards.create");
  const common = useTranslations("common");
  const locale = localeOr(useLocale());
  const router = useRouter();
  const [open, setOpen] = useState(prefill !== null && !full);
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

  function pick(contact: BirthdayContact) {
    form.setValue("recipientName", contact.name);
    form.setValue("month", contact.next.month);
    form.setValue("day", contact.next.day);
    form.setValue("year", contact.next.year);
    form.setValue("birthday", { id: contact.id, name: contact.name });
    form.clearErrors(["recipientName", "month", "day"]);
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
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {/* Phones: intro, preview, next steps; wide: the preview beside the other two. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:grid-rows-[auto_1fr]">
        <div className="grid content-start gap-6">
          {intro}
          {full ? (
            <section role="status" className="grid gap-3 rounded-xl border bg-card p-4 text-sm shadow-sm" data-testid="create-card-full">
              <h2 className="font-semibold">{t("fullTitle")}</h2>
              <p className="text-muted-foreground">{t("full", { max: MAX_GROUP_CARDS_PER_USER })}</p>
              <Button asChild variant="outline" className="w-full sm:w-fit">
                <Link href="/my-group-cards">{t("myCards")}</Link>
              </Button>
            </section>
          ) : (
            <DialogTrigger asChild>
              <Button type="button" size="lg" className="w-full sm:w-fit" data-testid="create-card-open">
                <PenLine aria-hidden="true" />
                {t("start")}
              </Button>
            </DialogTrigger>
          )}
        </div>
        <section
          aria-labelledby="create-card-preview"
          className="grid content-start gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="grid gap-1">
            <h2 id="create-card-preview" className="text-xl font-semibold tracking-tight">
              {t("previewHeading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("previewHint")}</p>
          </div>
          <LivePreview control={form.control} />
        </section>
        <div className="lg:col-start-1 lg:row-start-2">{next}</div>
      </div>

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
          <TextField
            name="title"
            label={t("cardTitle")}
            placeholder={t("cardTitlePlaceholder")}
            autoComplete="off"
            data-testid="card-title"
          />
          <TextAreaField
            name="description"
            label={t("description")}
            placeholder={t("descriptionPlaceholder")}
            data-testid="card-description"
          />
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

/** The sample card, with what has been typed so far in place of the sample's title, name and description. */
function LivePreview({ control }: { control: Control<CreateCardValues, unknown, Submitted<typeof createCardSchema>> }) {
  const t = useTranslations("groupCards.create.sample");
  const [title, recipientName, description, theme, month, day, year] = useWatch({
    control,
    name: ["title", "recipientName", "description", "theme", "month", "day", "year"],
  });
  const birthday: CalendarDate | null =
    month !== null && day !== null && year !== null && isValidDay(day, month, year) ? { year, month, day } : null;
  return (
    <CardPreview
      theme={theme}
      title={title.trim() || t("title")}
      recipientName={recipientName.trim() || t("recipient")}
      birthday={birthday}
      description={description.trim() || t("description")}
      messages={[
        { id: 1, name: t("firstName"), text: t("firstMessage") },
        { id: 2, name: t("secondName"), text: t("secondMessage") },
      ]}
      titleAs="h3"
    />
  );
}

/** Your Name from the profile; the birthday person and the day from `?birthday=`, when given. */
function initialValues(initiatorName: string, prefill: BirthdayContact | null, year: number): CreateCardValues {
  return {
    initiatorName,
    recipientName: prefill?.name ?? "",
    month: prefill?.next.month ?? null,
    day: prefill?.next.day ?? null,
    year: prefill?.next.year ?? year,
    title: "",
    description: "",
    theme: DEFAULT_CARD_THEME,
    invitedContributors: "",
    birthday: prefill && { id: prefill.id, name: prefill.name },
    ...initialDeliveryValues(),
  };
}

/**
 * The request body: trimmed texts, the day as 'YYYY-MM-DD', no description
 * when it is empty, and the saved birthday while the name is still its name
 * (a name typed over the picked one is a card for someone else).
 */
function toInput(values: CreateCardValues): CreateCardInput {
  const description = values.description.trim();
  const recipientName = values.recipientName.trim();
  const { birthday } = values;
  return {
    initiatorName: values.initiatorName.trim(),
    recipientName,
    recipientBirthday: datePartsToDate(values),
    title: values.title.trim(),
    ...(description && { description }),
    theme: values.theme,
    invitedContributors: values.invitedContributors,
    ...deliveryInput(values, { whole: false }),
    ...(birthday && birthday.name.trim() === recipientName && { birthdayId: birthday.id }),
  };
}
