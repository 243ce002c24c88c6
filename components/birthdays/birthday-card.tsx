"use client";

import { Mails, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { BirthdayCardView } from "./birthday-card-view";

/** The create-card form, opened with this birthday's name and next celebration filled in. */
export function groupCardPath(birthdayId: number): string {
  return `/create-group-card?birthday=${birthdayId}`;
}

export type BirthdayCardProps = {
  birthday: Upcoming<BirthdayDto>;
  onEdit: (birthday: BirthdayDto) => void;
  /** Extra actions beside the edit button, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * One birthday on the dashboard home: the card's view (BirthdayCardView)
 * with `actions`, "Make a group card" (a plain link to the prefilled form)
 * and the edit button opening the birthday dialog.
 */
export function BirthdayCard({ birthday, onEdit, actions }: BirthdayCardProps) {
  const t = useTranslations("birthdays.card");
  return (
    <BirthdayCardView
      birthday={birthday}
      actions={
        <>
          {actions}
          <Button asChild variant="outline" size="sm">
            <Link
              href={groupCardPath(birthday.id)}
              prefetch={false}
              aria-label={t("groupCardFor", { name: birthday.name })}
              data-testid="birthday-group-card"
            >
              <Mails aria-hidden="true" />
              {t("groupCard")}
            </Link>
          </Button>
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
