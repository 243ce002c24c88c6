"use client";

import { Mail, Pencil, StickyNote } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { IconButton } from "@/components/ui/icon-button";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import type { Upcoming } from "@/lib/birthdays/dates";
import { formatBirthday } from "@/lib/dates/calendar";
import { initialsOf } from "@/lib/text/initials";
import { cn } from "@/lib/utils";
import type { ReactNode } from "react";

/**
 * The six avatar gradients (spec sections 3 and 9), chosen by the name's
 * length modulo 6. Every one is dark enough for white initials to pass
 * WCAG AA (4.5:1) in both themes; the solid colour under each is the
 * gradient's lighter end, which contrast checkers read.
 */
export const AVATAR_GRADIENTS = [
  "bg-pink-700 bg-linear-to-br from-pink-700 to-rose-800",
  "bg-violet-700 bg-linear-to-br from-violet-700 to-purple-800",
  "bg-blue-700 bg-linear-to-br from-blue-700 to-indigo-800",
  "bg-emerald-700 bg-linear-to-br from-emerald-700 to-teal-800",
  "bg-amber-700 bg-linear-to-br from-amber-700 to-orange-800",
  "bg-fuchsia-700 bg-linear-to-br from-fuchsia-700 to-purple-800",
] as const;

/** The index into AVATAR_GRADIENTS for a name. */
export function gradientIndex(name: string): number {
  return name.length % AVATAR_GRADIENTS.length;
}

export type BirthdayCardProps = {
  birthday: Upcoming<BirthdayDto>;
  onEdit: (birthday: BirthdayDto) => void;
  /** Extra actions under the details, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * One birthday in the dashboard's list: avatar with initials, the date as
 * 'Month day', the age it brings, the countdown, e-mail and notes, and an
 * edit button opening the birthday dialog; `actions` (the Gift ideas button
 * on the dashboard) go last.
 */
export function BirthdayCard({ birthday, onEdit, actions }: BirthdayCardProps) {
  const t = useTranslations("birthdays.card");
  const locale = useLocale();
  const { daysUntil, turning } = birthday;
  const isToday = daysUntil === 0;
  const countdown = isToday ? t("today") : daysUntil === 1 ? t("tomorrow") : t("daysAway", { days: daysUntil });

  return (
    <article
      className={cn(
        "flex min-w-0 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm",
        isToday && "border-primary ring-1 ring-primary",
      )}
      data-testid="birthday-card"
      aria-labelledby={`birthday-${birthday.id}-name`}
    >
      <div
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white",
          AVATAR_GRADIENTS[gradientIndex(birthday.name)],
        )}
        aria-hidden="true"
        data-testid="birthday-avatar"
        data-gradient={gradientIndex(birthday.name)}
      >
        {initialsOf(birthday.name)}
      </div>

      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <h3 id={`birthday-${birthday.id}-name`} className="min-w-0 pt-0.5 font-semibold break-words">
            {birthday.name}
          </h3>
          <IconButton
            className="-mt-2 -mr-2 size-9"
            onClick={() => onEdit(birthday)}
            label={t("edit", { name: birthday.name })}
            data-testid="birthday-edit"
          >
            <Pencil aria-hidden="true" />
          </IconButton>
        </div>

        <p className="text-sm text-muted-foreground">
          <span data-testid="birthday-date">{formatBirthday(birthday.date, null, locale)}</span>
          {turning !== null && (
            <>
              {" · "}
              <span data-testid="birthday-age">{isToday ? t("is", { age: turning }) : t("turns", { age: turning })}</span>
            </>
          )}
        </p>

        <p>
          <span
            className={cn(
              "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
              isToday ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
            )}
            data-testid="birthday-countdown"
          >
            {countdown}
          </span>
        </p>

        {birthday.email && (
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <Mail className="size-3.5 shrink-0" aria-label={t("email")} role="img" />
            <a
              href={`mailto:${birthday.email}`}
              className="min-w-0 truncate underline-offset-4 hover:text-foreground hover:underline"
              data-testid="birthday-email"
            >
              {birthday.email}
            </a>
          </p>
        )}

        {birthday.notes && (
          <p className="flex min-w-0 items-start gap-1.5 text-sm text-muted-foreground">
            <StickyNote className="mt-0.5 size-3.5 shrink-0" aria-label={t("notes")} role="img" />
            <span className="line-clamp-2 min-w-0 break-words whitespace-pre-line" data-testid="birthday-notes">
              {birthday.notes}
            </span>
          </p>
        )}

        {actions && <div className="mt-1 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </article>
  );
}
