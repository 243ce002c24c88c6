"use client";

import { Search, SearchX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from "react";
import type { Choice } from "@/components/forms/choice-select";
import { LazyChoiceSelect } from "@/components/forms/lazy-choice-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StatePanel } from "@/components/ui/state-panel";
import { monthDayOf, type Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { groupByNextMonth } from "@/lib/birthdays/views";
import { monthChoices, monthTitle } from "@/lib/dates/calendar";

/** How many more birthdays each "Show more" reveals (and how many show at first). */
export const ALL_BIRTHDAYS_PAGE_SIZE = 50;

/**
 * A name folded for searching: accents and case dropped, so "zemyna" finds
 * "Žemyna" and "ALE" finds "Alė".
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

export type AllBirthdaysProps = {
  /** Every birthday, already sorted by the nearest upcoming (`byUpcoming`). */
  birthdays: Upcoming<BirthdayDto>[];
  /** One birthday's row. */
  renderItem: (birthday: Upcoming<BirthdayDto>) => ReactNode;
};

/**
 * The birthdays view's list: every birthday, nearest first, in runs by the
 * month of the next celebration ("December 2026 · 12"), with a name search
 * and a month filter.
 *
 * Built for 1,000 entries: the search keys are folded once per list
 * (`useMemo`), filtering is a linear scan on a deferred query, and only
 * ALL_BIRTHDAYS_PAGE_SIZE rows render at a time, "Show more" adding the next
 * ones, instead of a thousand rows at once.
 */
export function AllBirthdays({ birthdays, renderItem }: AllBirthdaysProps) {
  const t = useTranslations("birthdays.all");
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState("");
  const [month, setMonth] = useState(0); // 0: all months
  const deferredQuery = useDeferredValue(query);
  const monthFilter = useMemo<Choice[]>(
    () => [
      { value: "0", label: t("allMonths") },
      ...monthChoices(locale),
    ],
    [locale, t],
  );

  const index = useMemo(
    () => birthdays.map((birthday) => ({ birthday, key: foldForSearch(birthday.name), month: monthDayOf(birthday.date).month })),
    [birthdays],
  );

  const needle = foldForSearch(deferredQuery);
  const matches = useMemo(
    () =>
      index
        .filter((entry) => (month === 0 || entry.month === month) && (needle === "" || entry.key.includes(needle)))
        .map((entry) => entry.birthday),
    [index, month, needle],
  );

  // The number shown starts over whenever the filters change.
  const filterKey = `${needle}\u0000${month}`;
  const [reveal, setReveal] = useState({ filterKey, count: ALL_BIRTHDAYS_PAGE_SIZE });
  const shownCount = reveal.filterKey === filterKey ? reveal.count : ALL_BIRTHDAYS_PAGE_SIZE;
  const shown = useMemo(() => matches.slice(0, shownCount), [matches, shownCount]);
  const filtered = needle !== "" || month !== 0;
  const clear = () => {
    setQuery("");
    setMonth(0);
  };
  const groups = useMemo(() => groupByNextMonth(shown), [shown]);
  // A month's count is all its matches, also the ones "Show more" has not revealed yet.
  const groupSizes = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const { next } of matches) sizes.set(`${next.year}-${next.month}`, (sizes.get(`${next.year}-${next.month}`) ?? 0) + 1);
    return sizes;
  }, [matches]);

  return (
    <div className="grid content-start gap-4" data-testid="all-birthdays">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>{t("search")}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              className="pl-9"
              placeholder={t("searchPlaceholder")}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              data-testid="all-birthdays-search"
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-month`}>{t("month")}</Label>
          <LazyChoiceSelect
            id={`${id}-month`}
            value={String(month)}
            onValueChange={(value) => setMonth(Number(value))}
            choices={monthFilter}
            data-testid="all-birthdays-month"
          />
        </div>
      </div>

      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium" data-testid="all-birthdays-count">
          {t("count", { count: matches.length })}
        </p>
        {filtered && (
          <Button type="button" variant="ghost" size="sm" onClick={clear}>
            {t("clear")}
          </Button>
        )}
      </div>

      {matches.length === 0 ? (
        <StatePanel
          icon={<SearchX aria-hidden="true" />}
          description={t("noMatches")}
          actions={
            <Button type="button" variant="outline" onClick={clear}>
              {t("clear")}
            </Button>
          }
          data-testid="all-birthdays-empty"
        />
      ) : (
        <div className="grid gap-6" data-testid="all-birthdays-list">
          {groups.map((group) => {
            const key = `${group.year}-${group.month}`;
            return (
              <section key={key} aria-labelledby={`${id}-${key}`} className="grid gap-2" data-testid="month-group">
                <h2 id={`${id}-${key}`} className="flex items-baseline gap-2 text-sm font-semibold">
                  {monthTitle(group, locale)}
                  <span className="font-normal text-muted-foreground tabular-nums">{groupSizes.get(key)}</span>
                </h2>
                {/* Rows off screen are not laid out or painted until scrolled near (content-visibility:
                    auto; a row's 3.5rem stands in until then): laying out and painting fifty rows was
                    most of the browser's work once the list arrived (decision 047). */}
                <ul className="divide-y divide-border rounded-xl border bg-card text-card-foreground shadow-sm">
                  {group.birthdays.map((birthday) => (
                    <li key={birthday.id} className="min-w-0 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]">
                      {renderItem(birthday)}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}

      {shown.length < matches.length && (
        <div className="grid justify-items-center gap-2">
          <p className="text-sm text-muted-foreground" data-testid="all-birthdays-showing">
            {t("showing", { shown: shown.length, total: matches.length })}
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() => setReveal({ filterKey, count: shownCount + ALL_BIRTHDAYS_PAGE_SIZE })}
            data-testid="all-birthdays-more"
          >
            {t("showMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
