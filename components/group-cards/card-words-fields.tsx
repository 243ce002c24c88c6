"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { TextAreaField } from "@/components/forms/fields";

// The card's two texts in the create form and the edit dialog: its words for
// the birthday person, and the creator's note to the people invited, whose
// label says she will not see it (docs/decisions/052-contributor-note.md).
// Their labels name her as the form's name field does now.

/** The name typed in the form, or words for the birthday person while it is empty. */
function useRecipientName(): string {
  const t = useTranslations("groupCards.create");
  const name = (useWatch({ name: "recipientName" }) as string | undefined)?.trim();
  return name || t("birthdayPerson");
}

/** The form's `greeting`: shown on the card under its title. */
export function GreetingField({ testId }: { testId: string }) {
  const t = useTranslations("groupCards.create");
  return (
    <TextAreaField
      name="greeting"
      label={t("greeting", { name: useRecipientName() })}
      placeholder={t("greetingPlaceholder")}
      data-testid={testId}
    />
  );
}

/** The form's `description`: the note in the invitation e-mail and on the card for the people signing. */
export function ContributorNoteField({ testId }: { testId: string }) {
  const t = useTranslations("groupCards.create");
  return (
    <TextAreaField
      name="description"
      label={t("description", { name: useRecipientName() })}
      hint={t("descriptionHint")}
      placeholder={t("descriptionPlaceholder")}
      data-testid={testId}
    />
  );
}
