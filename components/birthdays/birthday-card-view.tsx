import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Mail, StickyNote } from "@/components/site/static-icons";
import { AVATAR_GRADIENTS, InitialsAvatar } from "@/components/ui/initials-avatar";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { formatBirthday } from "@/lib/dates/calendar";
import { cn } from "@/lib/utils";

/** The birthday card's six avatar gradients (spec sections 3 and 9): the palette's first six. */
export const BIRTHDAY_AVATAR_GRADIENTS = AVATAR_GRADIENTS.slice(0, 6);

/** The index into BIRTHDAY_AVATAR_GRADIENTS for a name: its length modulo 6. */
export function gradientIndex(name: string): number {
  return name.length % BIRTHDAY_AVATAR_GRADIENTS.length;
}

export type BirthdayCardViewProps = {
  birthday: Upcoming<BirthdayDto>;
  /** Beside the name: the dashboard's edit button; none on the landing page's sample. */
  headerAction?: ReactNode;
  /** Extra actions under the details, e.g. the Gift ideas button. */
  actions?: ReactNode;
};

/**
 * How one birthday looks (spec section 3, "Birthday card display"): avatar
 * with initials, the date as 'Month day', the age it brings, the countdown,
 * e-mail and notes. No client code and no callbacks, so the dashboard's
 * interactive `BirthdayCard` and the landing page's server-rendered sample
 * draw the same card (docs/decisions/029-landing-showcase.md).
 */
export function BirthdayCardView({ birthday, headerAction, actions }: BirthdayCardViewProps) {
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
      <InitialsAvatar
        name={birthday.name}
        gradient={BIRTHDAY_AVATAR_GRADIENTS[gradientIndex(birthday.name)]!}
        className="size-12 text-lg"
        data-testid="birthday-avatar"
        data-gradient={gradientIndex(birthday.name)}
      />

      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <h3 id={`birthday-${birthday.id}-name`} className="min-w-0 pt-0.5 font-semibold break-words">
            {birthday.name}
          </h3>
          {headerAction}
        </div>

        <p className="text-sm text-muted-foreground">
          <span data-testid="birthday-date">{formatBirthday(birthday.date, null, locale)}</span>
          {turning !== null && (
            <>
              {" · "}
              <span data-testid="birthday-age">
                {isToday ? t("is", { age: turning }) : t("turns", { age: turning })}
              </span>
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
            <Mail className="size-3.5 shrink-0" aria-hidden={false} aria-label={t("email")} role="img" />
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
            <StickyNote className="mt-0.5 size-3.5 shrink-0" aria-hidden={false} aria-label={t("notes")} role="img" />
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
