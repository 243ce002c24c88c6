"use client";

import { CalendarDays, CalendarHeart, Cake, Gift, Plus, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState, type ReactNode } from "react";
import { ImportExportMenu } from "@/components/import-export";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { birthdayStats, byUpcoming, todayIn } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { GiftIdeasButton } from "@/components/gifts/gift-ideas-button";
import { GiftIdeasDialog } from "@/components/gifts/gift-ideas-dialog";
import type { Upcoming } from "@/lib/birthdays/dates";
import { AllBirthdays } from "./all-birthdays";
import { BirthdayCard } from "./birthday-card";
import { BirthdayDialog } from "./birthday-dialog";
import { useBirthdays } from "./use-birthdays";

export type BirthdaysDashboardProps = {
  /** The user's birthdays as the server loaded them; the query cache takes over from here. */
  initialBirthdays: BirthdayDto[];
  /** The user's IANA time zone: "today" is the user's today, not the browser's or the server's. */
  timeZone: string;
};

/** How many birthdays the upcoming list shows; the rest are in All Birthdays below. */
export const UPCOMING_LIST_SIZE = 12;

/**
 * The dashboard's birthdays: the Add Birthday button, the four stat cards,
 * the upcoming list (the next UPCOMING_LIST_SIZE, nearest first) or its empty
 * state, the All Birthdays section (search, month filter, "Show more"), the
 * add/edit dialog and the gift ideas dialog. The list lives in the query
 * cache under ["birthdays"], each birthday's ideas under ["gifts", id].
 */
export function BirthdaysDashboard({ initialBirthdays, timeZone }: BirthdaysDashboardProps) {
  const t = useTranslations("birthdays");
  const { data: birthdays = initialBirthdays } = useBirthdays(initialBirthdays);
  const [dialog, setDialog] = useState<{ open: boolean; birthday: BirthdayDto | null }>({
    open: false,
    birthday: null,
  });

  // Computed on the server and again in the browser with the same zone, so both agree.
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const upcoming = useMemo(() => byUpcoming(birthdays, today), [birthdays, today]);
  const stats = useMemo(() => birthdayStats(birthdays, today), [birthdays, today]);
  const nextFew = useMemo(() => upcoming.slice(0, UPCOMING_LIST_SIZE), [upcoming]);
  const [gifts, setGifts] = useState<{ open: boolean; birthday: BirthdayDto | null }>({
    open: false,
    birthday: null,
  });

  const openAdd = () => setDialog({ open: true, birthday: null });
  const openEdit = (birthday: BirthdayDto) => setDialog({ open: true, birthday });
  const renderCard = (birthday: Upcoming<BirthdayDto>) => (
    <BirthdayCard
      birthday={birthday}
      onEdit={openEdit}
      actions={<GiftIdeasButton birthday={birthday} onOpen={() => setGifts({ open: true, birthday })} />}
    />
  );

  return (
    <div className="grid gap-6 sm:gap-8">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="lg" className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto" onClick={openAdd} data-testid="add-birthday">
          <Plus aria-hidden="true" />
          {t("addBirthday")}
        </Button>
        <ImportExportMenu />
      </div>

      <section aria-labelledby="birthday-stats-title" className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        <h2 id="birthday-stats-title" className="sr-only">
          {t("stats.label")}
        </h2>
        <StatCard
          icon={<CalendarDays className="size-5" aria-hidden="true" />}
          title={t("stats.thisMonth")}
          hint={t("stats.thisMonthHint")}
          value={stats.thisMonth}
          testId="stat-this-month"
        />
        <StatCard
          icon={<CalendarHeart className="size-5" aria-hidden="true" />}
          title={t("stats.upcoming")}
          hint={t("stats.upcomingHint")}
          value={stats.upcoming}
          testId="stat-upcoming"
        />
        <StatCard
          icon={<Users className="size-5" aria-hidden="true" />}
          title={t("stats.total")}
          hint={t("stats.totalHint")}
          value={stats.total}
          testId="stat-total"
        />
        <GroupCardsCard />
      </section>

      <div className="grid gap-6">
        <section aria-labelledby="upcoming-birthdays-title" className="grid content-start gap-4">
          <div>
            <h2 id="upcoming-birthdays-title" className="text-xl font-semibold tracking-tight">
              {t("list.title")}
            </h2>
            {upcoming.length > 0 && <p className="text-sm text-muted-foreground">{t("list.description")}</p>}
          </div>
          {upcoming.length > 0 ? (
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="birthday-list">
              {nextFew.map((birthday) => (
                <li key={birthday.id} className="grid min-w-0">
                  {renderCard(birthday)}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState onAdd={openAdd} />
          )}
          {upcoming.length > nextFew.length && (
            <p>
              <a
                href="#all-birthdays"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                data-testid="see-all-birthdays"
              >
                {t("list.seeAll", { count: upcoming.length })}
              </a>
            </p>
          )}
        </section>
      </div>

      {upcoming.length > 0 && <AllBirthdays birthdays={upcoming} renderItem={renderCard} />}

      <BirthdayDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        birthday={dialog.birthday}
      />
      <GiftIdeasDialog
        open={gifts.open}
        onOpenChange={(open) => setGifts((current) => ({ ...current, open }))}
        birthday={gifts.birthday}
      />
    </div>
  );
}

function StatCard({
  icon,
  title,
  hint,
  value,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  value: number;
  testId: string;
}) {
  return (
    <Card className="justify-center py-4 sm:py-5" data-testid={testId}>
      <CardContent className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <CardTitle asChild className="text-sm font-medium">
            <h3>{title}</h3>
          </CardTitle>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
        <p className="text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

function GroupCardsCard() {
  const t = useTranslations("birthdays.groupCards");
  const locale = localeOr(useLocale());
  return (
    <Card className="gap-3 py-4 sm:col-span-3 sm:py-5 lg:col-span-1" data-testid="group-cards-card">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle asChild className="text-sm font-medium">
          <h3>{t("title")}</h3>
        </CardTitle>
        <Gift className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <CardDescription className="text-xs">{t("description")}</CardDescription>
      </CardContent>
      <CardFooter className="mt-auto grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Button asChild size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal">
          {/* No prefetch: the group-card pages are not built yet, and a prefetched 404 is a console error on every visit. */}
          <Link href={localizedPath(locale, "/create-group-card")} prefetch={false} data-testid="create-group-card-link">
            {t("create")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline" className="h-auto min-h-9 py-1.5 whitespace-normal">
          <Link href={localizedPath(locale, "/my-group-cards")} prefetch={false} data-testid="my-group-cards-link">
            {t("mine")}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations("birthdays.list");
  return (
    <div
      className="grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center sm:p-10"
      data-testid="birthdays-empty"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Cake className="size-6" aria-hidden="true" />
      </span>
      <h3 className="font-semibold">{t("emptyTitle")}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{t("emptyDescription")}</p>
      <Button onClick={onAdd} className="h-auto min-h-10 max-w-full whitespace-normal" data-testid="add-first-birthday">
        <Plus aria-hidden="true" />
        {t("emptyAction")}
      </Button>
    </div>
  );
}
