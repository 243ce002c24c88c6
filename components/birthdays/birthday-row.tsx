"use client";

import { MailCheck, Mails, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useId } from "react";
import { GiftIdeasButton } from "@/components/gifts/gift-ideas-button";
import { buttonVariants } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { cardPath } from "@/lib/group-cards/links";
import type { BirthdayCardDto } from "@/lib/group-cards/schema";
import { cn } from "@/lib/utils";
import { groupCardPath, useGroupCardStatus } from "./birthday-card";
import { BirthdayAvatar, BirthdayDateLine, useCountdown } from "./birthday-card-view";
import { BIRTHDAY_ROW_CLASS } from "./birthday-row-class";


export type BirthdayRowProps = {
  birthday: Upcoming<BirthdayDto>;
  /** The card of its coming celebration (decision 044); none: "Make a group card". */
  groupCard?: BirthdayCardDto | null;
  /** "Tomorrow", "N days away": left out when the row is not the next celebration (the month view). */
  showCountdown?: boolean;
  onEdit: (birthday: BirthdayDto) => void;
  onGifts: (birthday: BirthdayDto) => void;
};

/**
 * One birthday in the birthdays view's dense list: a small avatar, the name,
 * the date with the age and the countdown on one line (the e-mail beside it
 * on wide screens) and, when it has its group card, the card's status; then
 * "Open group card" (or "Make a group card"), gift ideas and edit as icons.
 * The view renders 50 rows at once, so each is kept light: the group-card
 * action is a plain <a> (its name in a native title; no router link) and the
 * icon buttons' tooltips are drawn by CSS, not Radix. Memoised:
 * the list re-renders as the search is typed, the rows it keeps do not.
 */
export const BirthdayRow = memo(function BirthdayRow({
  birthday,
  groupCard = null,
  showCountdown = true,
  onEdit,
  onGifts,
}: BirthdayRowProps) {
  const t = useTranslations("birthdays.card");
  const countdown = useCountdown();
  const status = useGroupCardStatus();
  const statusId = useId();
  const cardLabel = groupCard
    ? t("openGroupCardFor", { name: birthday.name })
    : t("groupCardFor", { name: birthday.name });
  const isToday = birthday.daysUntil === 0;
  return (
    <div className={cn("flex items-center gap-3 px-3 py-2", BIRTHDAY_ROW_CLASS)} data-testid="birthday-row">
      <BirthdayAvatar name={birthday.name} className="size-9 text-sm" />
      <div className="grid min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={birthday.name} data-testid="birthday-name">
          {birthday.name}
        </p>
        {/* Wraps rather than cutting the date off: a phone has no hover to show a title. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          {showCountdown && (
            <span
              className={cn("shrink-0 font-semibold", isToday ? "text-primary" : "text-foreground")}
              data-testid="birthday-countdown"
            >
              {countdown(birthday.daysUntil)}
            </span>
          )}
          <BirthdayDateLine birthday={birthday} className="min-w-0" />
          {groupCard && (
            // The icon of the card's button: this is its card's status.
            <span id={statusId} className="inline-flex min-w-0 items-center gap-1 text-primary" data-testid="birthday-group-card-status">
              <MailCheck className="size-3.5 shrink-0" aria-hidden="true" />
              {status(groupCard)}
            </span>
          )}
          {birthday.email && (
            <a
              href={`mailto:${birthday.email}`}
              className="hidden min-w-0 truncate underline-offset-4 hover:text-foreground hover:underline md:inline"
              data-testid="birthday-email"
            >
              {birthday.email}
            </a>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        <a
          href={groupCard ? cardPath(groupCard.slug) : groupCardPath(birthday.id)}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), groupCard && "text-primary")}
          aria-label={cardLabel}
          aria-describedby={groupCard ? statusId : undefined}
          title={cardLabel}
          data-slot="button"
          data-testid={groupCard ? "birthday-group-card-open" : "birthday-group-card"}
        >
          {groupCard ? <MailCheck aria-hidden="true" /> : <Mails aria-hidden="true" />}
        </a>
        <GiftIdeasButton birthday={birthday} onOpen={() => onGifts(birthday)} iconOnly />
        <IconButton onClick={() => onEdit(birthday)} label={t("edit", { name: birthday.name })} data-testid="birthday-edit">
          <Pencil aria-hidden="true" />
        </IconButton>
      </div>
    </div>
  );
});
