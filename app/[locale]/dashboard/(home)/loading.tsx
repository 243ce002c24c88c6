import { getTranslations } from "next-intl/server";
import { BirthdayCardSkeleton } from "@/components/birthdays/skeletons";
import { DashboardChromeSkeleton, ViewHeadingSkeleton } from "@/components/dashboard/dashboard-chrome-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Shown while the dashboard checks the session and loads the user and the
 * birthdays: the same blocks as the page (the title with its actions, the
 * upcoming cards, and beside them on wide screens the counts strip, the
 * group-cards card), so nothing jumps when it arrives. It lives in the
 * (home) route group so that it stands for the home only: at the dashboard's
 * top it also wrapped the birthdays and settings views, whose first load
 * then showed the home's skeleton before their own, and the view's title
 * (its largest text) a streamed step later.
 */
export default async function DashboardLoading() {
  const t = await getTranslations("dashboard");
  return (
    <DashboardChromeSkeleton status={t("loading")}>
      <div className="grid gap-6 sm:gap-8">
        <ViewHeadingSkeleton />
        <div className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* Upcoming birthdays */}
          <div className="grid content-start gap-3">
            <div className="grid gap-1">
              <Skeleton className="h-7 w-52" />
              <Skeleton className="h-5 w-28" />
            </div>
            <div className="grid gap-3 md:grid-cols-2">
              {[0, 1, 2, 3].map((card) => (
                <BirthdayCardSkeleton key={card} />
              ))}
            </div>
          </div>
          <div className="grid content-start gap-4 sm:gap-6">
            {/* The counts strip */}
            <div className="grid grid-cols-3 divide-x divide-border rounded-xl border bg-card">
              {[0, 1, 2].map((cell) => (
                <div key={cell} className="grid content-start gap-1.5 px-3 py-3 sm:px-4">
                  <Skeleton className="h-7 w-8" />
                  <Skeleton className="h-3 w-16" />
                  <Skeleton className="h-3 w-20 max-w-full" />
                </div>
              ))}
            </div>
            {/* Group cards */}
            <div className="grid gap-3 rounded-xl border bg-card p-4">
              <div className="flex gap-3">
                <Skeleton className="size-9 shrink-0 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Skeleton className="h-9 w-full" />
                <Skeleton className="h-9 w-full" />
              </div>
            </div>
          </div>
        </div>
      </div>
    </DashboardChromeSkeleton>
  );
}
