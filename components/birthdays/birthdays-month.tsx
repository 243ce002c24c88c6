"use client";

import { CalendarX, ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { StatePanel } from "@/components/ui/state-panel";
import type { CalendarDate, Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { birthdaysByDay, celebratedIn, firstWeekday, monthWeeks, shiftMonth } from "@/lib/birthdays/views";
import { monthTitle } from "@/lib/dates/calendar";
import { dateFormat } from "@/lib/dates/date-format";
import { cn } from "@/lib/utils";

/** How many names a day's cell lists on wide screens before "+N more". */
const NAMES_PER_DAY = 2;

export type BirthdaysMonthProps = {
  /** Every birthday with its countdown (`byUpcoming`). */
  birthdays: Upcoming<BirthdayDto>[];
  /** The user's today: the month shown first, and the day marked. */
  today: CalendarDate;
  /**
   * One birthday's row, in the list under the grid. `showCountdown` is
   * false when the row is not the next celebration (a month of a past or a
   * later year): "Tomorrow" or "N days away" would be about another day.
   */
  renderItem: (birthday: Upcoming<BirthdayDto>, showCountdown: boolean) => ReactNode;
};

/**
 * A calendar month with the birthdays on their days: previous and next
 * month, back to this month, today marked. On phones a day shows a dot per
 * birthday (the names are under the grid); from `sm` up, the names. Under
 * the grid, the month's birthdays as rows with their actions, or a note that
 * the month has none.
 */
export function BirthdaysMonth({ birthdays, today, renderItem }: BirthdaysMonthProps) {
  const t = useTranslations("birthdays.month");
  const locale = useLocale();
  const id = useId();
  const [shown, setShown] = useState({ year: today.year, month: today.month });
  const weekStart = firstWeekday(locale);
  const weeks = useMemo(() => monthWeeks(shown.year, shown.month, weekStart), [shown, weekStart]);
  const byDay = useMemo(() => birthdaysByDay(birthdays, shown.year, shown.month, locale), [birthdays, shown, locale]);
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const weekdayNames = useMemo(() => {
    const format = (style: "short" | "long") => dateFormat(locale, { weekday: style, timeZone: "UTC" });
    // 4 January 1970 was a Sunday.
    return Array.from({ length: 7 }, (_, column) => {
      const date = new Date(Date.UTC(1970, 0, 4 + ((column + weekStart) % 7)));
      return { short: format("short").format(date), long: format("long").format(date) };
    });
  }, [locale, weekStart]);
  const isCurrentMonth = shown.year === today.year && shown.month === today.month;
  const title = monthTitle(shown, locale);

  return (
    <div className="grid gap-4" data-testid="birthdays-month">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="min-w-0 text-lg font-semibold tracking-tight" aria-live="polite" data-testid="month-title">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-1">
          {!isCurrentMonth && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setShown({ year: today.year, month: today.month })} data-testid="month-current">
              {t("current")}
            </Button>
          )}
          <IconButton label={t("previous")} onClick={() => setShown(shiftMonth(shown, -1))} data-testid="month-previous">
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <IconButton label={t("next")} onClick={() => setShown(shiftMonth(shown, 1))} data-testid="month-next">
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </div>
      </div>

      <table className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm" aria-labelledby={`${id}-title`}>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name.long} scope="col" className="border-b px-1 py-2 text-xs font-medium text-muted-foreground">
                <abbr title={name.long} className="no-underline">
                  {name.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                const people = day === null ? [] : (byDay.get(day) ?? []);
                const isToday = isCurrentMonth && day === today.day;
                return (
                  <td
                    key={column}
                    className={cn(
                      "h-12 border-b border-l px-1 py-1 align-top first:border-l-0 sm:h-24 sm:px-1.5",
                      row === weeks.length - 1 && "border-b-0",
                      day === null && "bg-muted/40",
                    )}
                    aria-current={isToday ? "date" : undefined}
                    data-testid={day === null ? undefined : "month-day"}
                    data-day={day ?? undefined}
                  >
                    {day !== null && (
                      <div className="grid gap-1">
                        <span
                          className={cn(
                            "flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                            isToday ? "bg-primary font-semibold text-primary-foreground" : "text-muted-foreground",
                            people.length > 0 && !isToday && "font-semibold text-foreground",
                          )}
                        >
                          {day}
                        </span>
                        {people.length > 0 && (
                          <>
                            {/* Phones: a dot per birthday (up to three); the names are in the list below. */}
                            <span className="flex gap-0.5 pl-1 sm:hidden" aria-hidden="true">
                              {people.slice(0, 3).map((person) => (
                                <span key={person.id} className="size-1.5 rounded-full bg-primary" />
                              ))}
                            </span>
                            <ul className="grid gap-0.5 max-sm:sr-only">
                              {people.slice(0, NAMES_PER_DAY).map((person) => (
                                <li key={person.id} className="truncate rounded-sm bg-secondary px-1 text-xs text-secondary-foreground" title={person.name}>
                                  {person.name}
                                </li>
                              ))}
                              {people.length > NAMES_PER_DAY && (
                                <li className="px-1 text-xs text-muted-foreground">{t("more", { count: people.length - NAMES_PER_DAY })}</li>
                              )}
                            </ul>
                          </>
                        )}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {days.length === 0 ? (
        <StatePanel icon={<CalendarX aria-hidden="true" />} description={t("empty")} data-testid="month-empty" />
      ) : (
        <ul
          className="divide-y divide-border rounded-xl border bg-card text-card-foreground shadow-sm"
          aria-labelledby={`${id}-title`}
          data-testid="month-list"
        >
          {days.flatMap((day) =>
            byDay.get(day)!.map((birthday) => (
              <li key={birthday.id} className="min-w-0">
                {/* Not the next celebration (another year's month): that year's age, no countdown. This month's rows
                    stay as the list shows them. */}
                {isCurrentMonth || birthday.next.year === shown.year
                  ? renderItem(birthday, true)
                  : renderItem(celebratedIn(birthday, shown.year, today), false)}
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  );
}
