import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AVATAR_GRADIENTS, InitialsAvatar } from "@/components/ui/initials-avatar";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { formatBirthday } from "@/lib/dates/calendar";
import { cn } from "@/lib/utils";

// How one birthday looks (spec section 3, "Birthday card display"). No client
// code and no callbacks, so the dashboard's interactive cards and rows and the
// landing page's server-rendered sample draw birthdays with the same pieces
// (decision 029).

/** The birthday card's six avatar gradients (spec sections 3 and 9): the palette's first six. */
export const BIRTHDAY_AVATAR_GRADIENTS = AVATAR_GRADIENTS.slice(0, 6);

/** The index into BIRTHDAY_AVATAR_GRADIENTS for a name: its length modulo 6. */
export function gradientIndex(name: string): number {
  return name.length % BIRTHDAY_AVATAR_GRADIENTS.length;
}

/** The initials on the name's gradient; `className` sets the size (a card's 44 px, a row's 36 px). */
export function BirthdayAvatar({ name, className }: { name: string; className: string }) {
  return (
    <InitialsAvatar
      name={name}
      gradient={BIRTHDAY_AVATAR_GRADIENTS[gradientIndex(name)]!}
      className={className}
      data-testid="birthday-avatar"
      data-gradient={gradientIndex(name)}
    />
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
    // A narrow line wraps between the date and the age, never inside either ("turns" / "41").
    <p className={className}>
      <span className="whitespace-nowrap" data-testid="birthday-date">{formatBirthday(birthday.date, null, locale)}</span>
      {turning !== null && (
        <>
          {" · "}
          <span className="whitespace-nowrap" data-testid="birthday-age">{daysUntil === 0 ? t("is", { age: turning }) : t("turns", { age: turning })}</span>
        </>
      )}
    </p>
  );
}

export type BirthdayCardViewProps = {
  birthday: Upcoming<BirthdayDto>;
  /** The row under the details: the dashboard's Gift ideas and edit buttons; none on the landing page's sample. */
  actions?: ReactNode;
};

/**
 * One birthday as a card: avatar with initials, the countdown beside the
 * name, the date as 'Month day' with the age it brings, e-mail and notes,
 * then `actions`. Today's card is ringed in the primary colour.
 */
export function BirthdayCardView({ birthday, actions }: BirthdayCardViewProps) {
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
          // Cut to one line; the title holds the whole address.
          <p className="min-w-0 truncate text-sm text-muted-foreground" title={birthday.email}>
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
            {/* Clamped to two lines (spec); the title holds the whole note. */}
            <span className="line-clamp-2 break-words whitespace-pre-line" title={birthday.notes} data-testid="birthday-notes">
              {birthday.notes}
            </span>
          </p>
        )}

        {actions && <div className="mt-auto -mb-1 flex flex-wrap items-center gap-2 pt-1">{actions}</div>}
      </div>
    </article>
  );
}
