"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { IconButton } from "@/components/ui/icon-button";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { BirthdayCardView } from "./birthday-card-view";

export type BirthdayCardProps = {
  birthday: Upcoming<BirthdayDto>;
  onEdit: (birthday: BirthdayDto) => void;
  /** Extra actions under the details, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * One birthday in the dashboard's list: the card's view (BirthdayCardView)
 * with an edit button opening the birthday dialog; `actions` (the Gift ideas
 * button on the dashboard) go last.
 */
export function BirthdayCard({ birthday, onEdit, actions }: BirthdayCardProps) {
  const t = useTranslations("birthdays.card");
  return (
    <BirthdayCardView
      birthday={birthday}
      actions={actions}
      headerAction={
        <IconButton
          className="-mt-2 -mr-2 size-9"
          onClick={() => onEdit(birthday)}
          label={t("edit", { name: birthday.name })}
          data-testid="birthday-edit"
        >
          <Pencil aria-hidden="true" />
        </IconButton>
      }
    />
  );
}
