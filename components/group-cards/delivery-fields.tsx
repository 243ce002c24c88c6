"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { CheckboxField, TextField } from "@/components/forms/fields";
import { HourField } from "@/components/forms/hour-field";
import { recipientIsInvited, type DeliveryDto } from "@/lib/group-cards/schema";
import { DEFAULT_DELIVERY_HOUR } from "@/lib/group-cards/delivery-rules";
import { DeliveryDateField, type DeliveryDateFieldProps } from "./delivery-date-field";

// The card's delivery in the create form and the edit dialog: the birthday
// person's address, and the local date and hour (docs/decisions/042). Both
// forms keep them as these three values.

export type DeliveryValues = {
  /** '' : no address; the creator presents the card. */
  recipientEmail: string;
  /** 'YYYY-MM-DD', or '' for the birthday. */
  deliveryDate: string;
  deliveryHour: number;
  /** Until delivery, messages only for the creator, invitees and contributors. */
  surpriseGuard: boolean;
  /** A daily summary of new messages to the creator until delivery. */
  dailySummary: boolean;
};

/** The fields as a new card starts them: no address, the birthday at 09:00. */
export function initialDeliveryValues(delivery?: DeliveryDto | null, surpriseGuard = true): DeliveryValues {
  return {
    recipientEmail: delivery?.recipientEmail ?? "",
    deliveryDate: delivery?.deliveryDate ?? "",
    deliveryHour: delivery?.deliveryHour ?? DEFAULT_DELIVERY_HOUR,
    surpriseGuard,
    dailySummary: delivery?.dailySummary ?? true,
  };
}

/**
 * The request's fields (with the surprise guard, which the same fieldset
 * shows). A change (PATCH) sends all three, '' meaning none
 * (no address; the birthday); a new card leaves out what is as by default.
 */
export function deliveryInput(values: DeliveryValues, { whole }: { whole: boolean }) {
  const recipientEmail = values.recipientEmail.trim();
  const { deliveryDate, deliveryHour, surpriseGuard, dailySummary } = values;
  if (whole) return { recipientEmail, deliveryDate, deliveryHour, surpriseGuard, dailySummary };
  return {
    ...(recipientEmail && { recipientEmail }),
    ...(deliveryDate && { deliveryDate }),
    ...(deliveryHour !== DEFAULT_DELIVERY_HOUR && { deliveryHour }),
    ...(!surpriseGuard && { surpriseGuard }),
    ...(!dailySummary && { dailySummary }),
  };
}

/** The date lists take the years and labels of the form's own date of the card. */
export function DeliveryFields(dateLists: DeliveryDateFieldProps) {
  const t = useTranslations("groupCards.delivery.fields");
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3" data-testid="delivery-fields">
      <legend className="px-1 text-sm font-medium">{t("legend")}</legend>
      <p className="text-xs text-muted-foreground">{t("intro")}</p>
      <TextField
        name="recipientEmail"
        type="email"
        label={t("recipientEmail")}
        placeholder={t("recipientEmailPlaceholder")}
        autoComplete="off"
        data-testid="delivery-recipient-email"
      />
      <DeliveryDateField {...dateLists} />
      <HourField name="deliveryHour" label={t("hour")} hint={t("hourHint")} testId="delivery-hour" />
      <CheckboxField name="surpriseGuard" label={t("surpriseGuard")} data-testid="delivery-surprise-guard" />
      <CheckboxField name="dailySummary" label={t("dailySummary")} data-testid="delivery-daily-summary" />
      <InvitedRecipientWarning />
    </fieldset>
  );
}

/** The create form's warning when the birthday person is among the invitees (the edit form has no invitees field). */
function InvitedRecipientWarning() {
  const t = useTranslations("groupCards.delivery.fields");
  const [recipientEmail, invitees] = useWatch({ name: ["recipientEmail", "invitedContributors"] }) as [string, string | undefined];
  if (invitees === undefined || !recipientIsInvited(recipientEmail ?? "", invitees)) return null;
  return (
    <p className="text-sm text-destructive" role="alert" data-testid="delivery-recipient-invited">
      {t("inviteeIsRecipient", { email: recipientEmail.trim() })}
    </p>
  );
}
