"use client";

import { ArrowRight, Gift, PartyPopper } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { SideCard } from "@/components/dashboard/side-card";
import { GiftIdeasButton } from "@/components/gifts/gift-ideas-button";
import { GoogleImportCard } from "@/components/import-export";
import { Button } from "@/components/ui/button";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import type { HomeOverview } from "@/lib/birthdays/views";
import type { BirthdayCardsDto } from "@/lib/group-cards/schema";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { BirthdayCard } from "./birthday-card";
import { BirthdayStats } from "./birthday-stats";
import { BirthdaysEmpty } from "./birthdays-empty";
import { useBirthdayDialogs } from "./use-birthday-dialogs";
import { ViewHeading } from "./view-heading";

export type BirthdaysDashboardProps = {
  /** The page's title and welcome line, rendered on the server; the actions sit beside them. */
  heading: ReactNode;
  /**
   * Today's birthdays, the next few and the counts, computed on the server
   * in the user's time zone (`homeOverview`): the home never receives the
   * whole list. After a change the page is refreshed (useRefreshBirthdays).
   */
  overview: HomeOverview<BirthdayDto>;
  /** The shown birthdays' group cards, by birthday id (decision 044); read on the server with the page. */
  groupCards?: BirthdayCardsDto;
  /** The Import Google Contacts card: while the import is configured and the user has not imported yet. */
  offerGoogleImport?: boolean;
};

/**
 * The dashboard home, phone first: the title with Add Birthday and the
 * import/export menu, today's birthdays (ringed, first), the next few, then
 * the counts as one compact strip and the group-cards card; on wide screens
 * the counts and cards form a side column. An empty list invites the first
 * birthday and an import instead.
 */
export function BirthdaysDashboard({ heading, overview, groupCards = {}, offerGoogleImport = false }: BirthdaysDashboardProps) {
  const t = useTranslations("birthdays");
  const locale = localeOr(useLocale());
  const { today, moreToday, next, stats } = overview;
  const { openAdd, openEdit, openGifts, dialogs } = useBirthdayDialogs(stats.total);
  const shown = today.length + next.length;
  const birthdaysView = localizedPath(locale, "/dashboard/birthdays");

  const renderCards = (birthdays: Upcoming<BirthdayDto>[]) => (
    <ul className="grid gap-3 md:grid-cols-2">
      {birthdays.map((birthday) => (
        <li key={birthday.id} className="grid min-w-0">
          <BirthdayCard
            birthday={birthday}
            groupCard={groupCards[birthday.id] ?? null}
            onEdit={openEdit}
            actions={<GiftIdeasButton birthday={birthday} onOpen={() => openGifts(birthday)} />}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-6 sm:gap-8">
      <ViewHeading heading={heading} onAdd={openAdd} />

      <div className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6 sm:gap-8" data-testid="birthday-list">
          {stats.total === 0 ? (
            <BirthdaysEmpty onAdd={openAdd} />
          ) : (
            <>
              {today.length > 0 && (
                <section aria-labelledby="birthdays-today-title" className="grid gap-3" data-testid="birthdays-today">
                  <h2 id="birthdays-today-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
                    <PartyPopper className="size-5 text-primary" aria-hidden="true" />
                    {t("list.todayTitle", { count: today.length })}
                  </h2>
                  {renderCards(today)}
                  {moreToday > 0 && (
                    <p>
                      <Link
                        href={birthdaysView}
                        className="inline-flex min-h-10 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                        data-testid="more-today"
                      >
                        {t("list.moreToday", { count: moreToday })}
                      </Link>
                    </p>
                  )}
                </section>
              )}
              {next.length > 0 && (
                <section aria-labelledby="upcoming-birthdays-title" className="grid gap-3">
                  <div>
                    <h2 id="upcoming-birthdays-title" className="text-xl font-semibold tracking-tight">
                      {t("list.title")}
                    </h2>
                    <p className="text-sm text-muted-foreground">{t("list.description")}</p>
                  </div>
                  {renderCards(next)}
                </section>
              )}
              {stats.total > shown && (
                <p>
                  <Link
                    href={birthdaysView}
                    className="inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    data-testid="see-all-birthdays"
                  >
                    {t("list.seeAll", { count: stats.total })}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </p>
              )}
            </>
          )}
        </div>

        <div className="grid min-w-0 content-start gap-4 sm:gap-6">
          <BirthdayStats stats={stats} />
          {offerGoogleImport && <GoogleImportCard />}
          <GroupCardsCard />
        </div>
      </div>

      {dialogs}
    </div>
  );
}

function GroupCardsCard() {
  const t = useTranslations("birthdays.groupCards");
  const locale = localeOr(useLocale());
  return (
    <SideCard
      titleId="group-cards-title"
      icon={<Gift className="size-4" aria-hidden="true" />}
      title={t("title")}
      description={t("description")}
      data-testid="group-cards-card"
    >
      <div className="grid grid-cols-2 gap-2">
        <Button asChild size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal">
          {/* Not prefetched: most visits open neither, and the home's first seconds stay free for its own work. */}
          <Link href={localizedPath(locale, "/create-group-card")} prefetch={false} data-testid="create-group-card-link">
            {t("create")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline" className="h-auto min-h-9 py-1.5 whitespace-normal">
          <Link href={localizedPath(locale, "/my-group-cards")} prefetch={false} data-testid="my-group-cards-link">
            {t("mine")}
          </Link>
        </Button>
      </div>
    </SideCard>
  );
}
