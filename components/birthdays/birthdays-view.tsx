"use client";

import { CalendarDays, List, TriangleAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useDeferredValue, useMemo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { byUpcoming, type CalendarDate, type Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { localeOr } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { AllBirthdays } from "./all-birthdays";
import { BirthdayRow } from "./birthday-row";
import { BirthdaysEmpty } from "./birthdays-empty";
import { BirthdaysMonth } from "./birthdays-month";
import { BirthdayFiltersSkeleton, BirthdayRowsSkeleton } from "./skeletons";
import { useBirthdayCards, useBirthdays } from "./use-birthdays";
import { useBirthdayDialogs } from "./use-birthday-dialogs";
import { ViewHeading } from "./view-heading";

export type BirthdaysViewMode = "list" | "month";

export type BirthdaysViewProps = {
  /** The view's title and description, rendered on the server. */
  heading: ReactNode;
  /**
   * Today in the user's time zone, from the server: countdowns are the
   * user's, and the browser needs no time-zone data to work it out.
   */
  today: CalendarDate;
};

/**
 * /dashboard/birthdays: the whole list in one place, as a dense list (search,
 * month filter, grouped by month) or as a calendar month. The list is
 * fetched here, in the browser (useBirthdays), rather than sent with the
 * page: the page stays small and quick to render, and the layout's cache
 * keeps the list for the next visit. The mode is in the address
 * (`?view=month`), so a reload or a shared link keeps it.
 */
export function BirthdaysView({ heading, today }: BirthdaysViewProps) {
  const { data: loaded, isError, refetch, isRefetching } = useBirthdays();
  // Fetched beside the list; rows offer "Make a group card" until it is in.
  const { data: cards } = useBirthdayCards();
  // The list renders at transition priority: React splits a thousand
  // birthdays' first render into short slices instead of one long task that
  // would hold up taps and scrolling (the skeleton stays until it is ready).
  const data = useDeferredValue(loaded);
  const { openAdd, openEdit, openGifts, dialogs } = useBirthdayDialogs(loaded?.length);
  const mode: BirthdaysViewMode = useSearchParams().get("view") === "month" ? "month" : "list";
  const locale = localeOr(useLocale());
  const upcoming = useMemo(() => (data ? byUpcoming(data, today, locale) : []), [data, today, locale]);
  const renderRow = useCallback(
    (birthday: Upcoming<BirthdayDto>, showCountdown = true) => (
      <BirthdayRow
        birthday={birthday}
        groupCard={cards?.[birthday.id] ?? null}
        showCountdown={showCountdown}
        onEdit={openEdit}
        onGifts={openGifts}
      />
    ),
    [cards, openEdit, openGifts],
  );

  let content: ReactNode;
  if (isError) {
    content = <LoadError onRetry={() => void refetch()} retrying={isRefetching} />;
  } else if (data === undefined) {
    content = (
      <div className="grid gap-4" aria-busy="true">
        {mode === "list" && <BirthdayFiltersSkeleton />}
        <BirthdayRowsSkeleton />
      </div>
    );
  } else if (upcoming.length === 0) {
    content = <BirthdaysEmpty onAdd={openAdd} />;
  } else if (mode === "list") {
    content = <AllBirthdays birthdays={upcoming} renderItem={renderRow} />;
  } else {
    content = <BirthdaysMonth birthdays={upcoming} today={today} renderItem={renderRow} />;
  }

  return (
    <div className="grid gap-6">
      <ViewHeading heading={heading} onAdd={openAdd} />
      <ModeSwitch mode={mode} />
      {content}
      {dialogs}
    </div>
  );
}

/** List | Month, as two pressed-or-not buttons; the choice replaces `?view=` in the address. */
function ModeSwitch({ mode }: { mode: BirthdaysViewMode }) {
  const t = useTranslations("birthdays.views");
  const pathname = usePathname();
  const choose = (next: BirthdaysViewMode) => {
    // Next.js keeps useSearchParams in step with the History API.
    window.history.replaceState(null, "", next === "month" ? `${pathname}?view=month` : pathname);
  };
  const modes = [
    { value: "list", label: t("list"), Icon: List },
    { value: "month", label: t("month"), Icon: CalendarDays },
  ] as const;
  return (
    <div role="group" aria-label={t("label")} className="inline-flex w-fit rounded-md border bg-muted p-0.5">
      {modes.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => choose(value)}
          className={cn(
            "inline-flex h-9 items-center gap-2 rounded-sm px-3 text-sm font-medium transition-colors outline-ring focus-visible:outline-2 focus-visible:outline-offset-2",
            mode === value ? "bg-background text-foreground shadow-xs" : "text-muted-foreground hover:text-foreground",
          )}
          data-testid={`view-${value}`}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}

/** The list did not load: said in its place, with a retry. */
function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useTranslations("birthdays.all");
  const states = useTranslations("dashboardStates");
  return (
    <StatePanel
      role="alert"
      tone="destructive"
      icon={<TriangleAlert aria-hidden="true" />}
      description={t("loadError")}
      actions={
        <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
          {states("retry")}
        </Button>
      }
      data-testid="birthdays-load-error"
    />
  );
}
