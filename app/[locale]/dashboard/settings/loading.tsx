import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import {
  ACTION_ROW_LAYOUT,
  FACT_ROW_LAYOUT,
  SettingsPanel,
  SettingsPanelFooter,
} from "@/components/settings/settings-panel";
import { DashboardChromeSkeleton } from "@/components/dashboard/dashboard-chrome-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Shown while the settings page checks the session and loads the profile,
 * reminders and calendar feed: the dashboard's frame, the title, the section index on
 * wide screens and each section with its heading and its panel's rows, drawn
 * with the page's own panel pieces so every row has the same height.
 */
export default async function SettingsLoading() {
  const t = await getTranslations("settings");
  return (
    <DashboardChromeSkeleton status={t("loading")}>
      <div className="mb-8 grid gap-1 lg:mb-10" aria-hidden="true">
        <Skeleton className="h-8 w-40 sm:h-9" />
        <Skeleton className="h-6 w-80 max-w-full" />
      </div>
      <div className="grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12" aria-hidden="true">
        {/* The section index */}
        <div className="hidden content-start gap-1 lg:grid">
          {[0, 1, 2, 3, 4].map((entry) => (
            <Skeleton key={entry} className="h-10 w-full" />
          ))}
        </div>
        <div className="grid min-w-0 max-w-3xl gap-10">
          {/* Profile: name, e-mail, birthday, time zone, language; Edit profile */}
          <SectionSkeleton>
            <FactRowsSkeleton count={5} />
            <FooterSkeleton width="w-32" />
          </SectionSkeleton>
          {/* Reminders: status, when, time; delivery; Reminder settings */}
          <SectionSkeleton>
            <FactRowsSkeleton count={3} />
            <div className="px-4 py-4 sm:px-6">
              <Skeleton className="h-5 w-52 max-w-full" />
            </div>
            <FooterSkeleton width="w-44" />
          </SectionSkeleton>
          {/* Calendar feed: the privacy hint; Create calendar link */}
          <SectionSkeleton>
            <div className="grid gap-2 px-4 py-4 sm:px-6">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
            <FooterSkeleton width="w-48" />
          </SectionSkeleton>
          {/* Sessions: sign out everywhere */}
          <SectionSkeleton>
            <ActionRowSkeleton />
          </SectionSkeleton>
          {/* Your data: download, delete account */}
          <SectionSkeleton>
            <ActionRowSkeleton />
            <ActionRowSkeleton />
          </SectionSkeleton>
        </div>
      </div>
    </DashboardChromeSkeleton>
  );
}

/** A section's heading, its one-line description and its panel. */
function SectionSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="grid content-start gap-4">
      <div className="grid gap-1">
        <Skeleton className="h-7 w-44" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <SettingsPanel>{children}</SettingsPanel>
    </div>
  );
}

/** Label and value rows, laid out as the page's (stacked on phones, two columns from `sm`). */
function FactRowsSkeleton({ count }: { count: number }) {
  return (
    <div className="divide-y">
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className={FACT_ROW_LAYOUT}>
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-48 max-w-full" />
        </div>
      ))}
    </div>
  );
}

/** A hint beside (on phones, above) its button. */
function ActionRowSkeleton() {
  return (
    <div className={ACTION_ROW_LAYOUT}>
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="h-9 w-44 shrink-0" />
    </div>
  );
}

/** The panel's foot with its one button, `width` wide. */
function FooterSkeleton({ width }: { width: string }) {
  return (
    <SettingsPanelFooter>
      <Skeleton className={`h-9 ${width}`} />
    </SettingsPanelFooter>
  );
}
