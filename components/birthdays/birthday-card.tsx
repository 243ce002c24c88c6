"use client";

import { MailCheck, Mails, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { cardPath } from "@/lib/group-cards/links";
import type { BirthdayCardDto } from "@/lib/group-cards/schema";
import { BirthdayCardView } from "./birthday-card-view";

/** The create-card form, opened with this birthday's name and next celebration filled in. */
export function groupCardPath(birthdayId: number): string {
  return `/create-group-card?birthday=${birthdayId}`;
}

/** A birthday's card in a few words: "Delivered", or its messages so far. */
export function useGroupCardStatus() {
  const t = useTranslations("birthdays.card");
  return (card: BirthdayCardDto) =>
    card.delivered ? t("groupCardDelivered") : t("groupCardMessages", { count: card.contributionsCount });
}

export type BirthdayCardProps = {
  birthday: Upcoming<BirthdayDto>;
  /**
   * The card of its coming celebration (decision 044): "Open group card"
   * with its status; none: "Make a group card".
   */
  groupCard?: BirthdayCardDto | null;
  onEdit: (birthday: BirthdayDto) => void;
  /** Extra actions beside the edit button, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * One birthday on the dashboard home: the card's view (BirthdayCardView)
 * with `actions`, "Open group card" and its status when the birthday has its
 * card, else "Make a group card" (a plain link to the prefilled form), and
 * the edit button opening the birthday dialog.
 */
export function BirthdayCard({ birthday, groupCard = null, onEdit, actions }: BirthdayCardProps) {
  const t = useTranslations("birthdays.card");
  const status = useGroupCardStatus();
  const statusId = useId();
  return (
    <BirthdayCardView
      birthday={birthday}
      actions={
        <>
          {groupCard && (
            // A line of its own above the buttons: beside them it wrapped to the next line, away from its button.
            <p
              id={statusId}
              className="flex w-full items-center gap-1.5 text-sm text-primary"
              data-testid="birthday-group-card-status"
            >
              <MailCheck className="size-4 shrink-0" aria-hidden="true" />
              {status(groupCard)}
            </p>
          )}
          {actions}
          {groupCard ? (
            <Button asChild variant="outline" size="sm">
              <Link
                href={cardPath(groupCard.slug)}
                prefetch={false}
                aria-label={t("openGroupCardFor", { name: birthday.name })}
                aria-describedby={statusId}
                data-testid="birthday-group-card-open"
              >
                <MailCheck aria-hidden="true" />
                {t("openGroupCard")}
              </Link>
            </Button>
          ) : (
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
          )}
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
