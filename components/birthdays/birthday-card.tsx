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
  /** Extra actions beside the edit button, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * One birthday on the dashboard home: the card's view (BirthdayCardView)
 * with `actions` and the edit button opening the birthday dialog.
 */
export function BirthdayCard({ birthday, onEdit, actions }: BirthdayCardProps) {
  const t = useTranslations("birthdays.card");
  return (
    <BirthdayCardView
      birthday={birthday}
      actions={
        <>
          {actions}
          <IconButton
            className="ml-auto -mr-2"
            onClick={() => onEdit(birthday)}
            label={t("edit", { name: birthday.name })}
            data-testid="birthday-edit"
          >
            <Pencil aria-hidden="true" />
          </IconButton>
        </>
      }
    />
  );
}
