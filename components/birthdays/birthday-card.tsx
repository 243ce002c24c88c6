"use client";

import { Pencil } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { IconButton } from "@/components/ui/icon-button";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import type { Upcoming } from "@/lib/birthdays/dates";
import { formatBirthday } from "@/lib/dates/calendar";
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

/** The first letter of each of the first two words, upper-cased ("ann marie smith" → "AM"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? "")
    .join("");
}

/** The initials on the name's gradient; `className` sets the size (a card's 44 px, a row's 36 px). */
export function BirthdayAvatar({ name, className }: { name: string; className: string }) {
  return (
    <div
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-semibold text-white",
        AVATAR_GRADIENTS[gradientIndex(name)],
        className,
      )}
      aria-hidden="true"
      data-testid="birthday-avatar"
      data-gradient={gradientIndex(name)}
    >
      {initialsOf(name)}
    </div>
  );
}

/** The countdown as the spec words it: 'Today!', 'Tomorrow' or '{days} days away'. */
export function useCountdown() {
  const t = useTranslations("birthdays.card");
  return (daysUntil: number) => (daysUntil === 0 ? t("today") : daysUntil === 1 ? t("tomorrow") : t("daysAway", { days: daysUntil }));
}

/** 'Month day' and, with a birth year, the age it brings ("turns 30", or "is 30" on the day). */
export function BirthdayDateLine({ birthday, className }: { birthday: Upcoming<BirthdayDto>; className?: string }) {
  const t = useTranslations("birthdays.card");
  const locale = useLocale();
  const { daysUntil, turning } = birthday;
  return (
    <p className={className}>
      <span data-testid="birthday-date">{formatBirthday(birthday.date, null, locale)}</span>
      {turning !== null && (
        <>
          {" · "}
          <span data-testid="birthday-age">{daysUntil === 0 ? t("is", { age: turning }) : t("turns", { age: turning })}</span>
        </>
      )}
    </p>
  );
}

export type BirthdayCardProps = {
  birthday: Upcoming<BirthdayDto>;
  onEdit: (birthday: BirthdayDto) => void;
  /** Extra actions beside the edit button, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * One birthday on the dashboard home: avatar with initials, the countdown
 * beside the name, the date as 'Month day' with the age it brings, e-mail
 * and notes, then the actions (`actions`, e.g. Gift ideas, and the edit
 * button opening the birthday dialog). Today's card is ringed in the
 * primary colour.
 */
export function BirthdayCard({ birthday, onEdit, actions }: BirthdayCardProps) {
  const t = useTranslations("birthdays.card");
  const countdown = useCountdown();
  const isToday = birthday.daysUntil === 0;

  return (
    <article
      className={cn(
        "flex h-full min-w-0 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm",
        isToday && "border-primary ring-1 ring-primary",
      )}
      data-testid="birthday-card"
      aria-labelledby={`birthday-${birthday.id}-name`}
    >
      <BirthdayAvatar name={birthday.name} className="size-11 text-base" />

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <h3 id={`birthday-${birthday.id}-name`} className="min-w-0 font-semibold break-words">
            {birthday.name}
          </h3>
          <span
            className={cn(
              "mt-0.5 inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
              isToday ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
            )}
            data-testid="birthday-countdown"
          >
            {countdown(birthday.daysUntil)}
          </span>
        </div>

        <BirthdayDateLine birthday={birthday} className="text-sm text-muted-foreground" />

        {/* The labels are for screen readers: an icon per line costs a kilobyte of HTML per card. */}
        {birthday.email && (
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            <span className="sr-only">{t("email")}: </span>
            <a
              href={`mailto:${birthday.email}`}
              className="underline-offset-4 hover:text-foreground hover:underline"
              data-testid="birthday-email"
            >
              {birthday.email}
            </a>
          </p>
        )}

        {birthday.notes && (
          <p className="min-w-0 text-sm text-muted-foreground">
            <span className="sr-only">{t("notes")}: </span>
            <span className="line-clamp-2 break-words whitespace-pre-line" data-testid="birthday-notes">
              {birthday.notes}
            </span>
          </p>
        )}

        <div className="mt-auto -mb-1 flex flex-wrap items-center gap-2 pt-1">
          {actions}
          <IconButton
            className="ml-auto -mr-2"
            onClick={() => onEdit(birthday)}
            label={t("edit", { name: birthday.name })}
            data-testid="birthday-edit"
          >
            <Pencil aria-hidden="true" />
          </IconButton>
        </div>
      </div>
    </article>
  );
}
