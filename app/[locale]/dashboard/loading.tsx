import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Shown while the dashboard checks the session and loads the user and the
 * birthdays: the same blocks as the page (stat cards, upcoming list, all
 * birthdays), so nothing jumps when it arrives.
 */
export default async function DashboardLoading() {
  const t = await getTranslations("dashboard");
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="border-b border-border/60">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <Skeleton className="h-7 w-32" />
          <div className="flex items-center gap-2">
            <Skeleton className="hidden h-5 w-40 md:block" />
            <Skeleton className="h-9 w-24" />
            <Skeleton className="size-10" />
            <Skeleton className="h-9 w-10 sm:w-24" />
          </div>
        </div>
      </div>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-8 sm:px-4 sm:py-10">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        <div className="mb-8 grid gap-3">
          <Skeleton className="h-9 w-48 sm:h-10" />
          <Skeleton className="h-5 w-64 max-w-full" />
        </div>
        <div className="grid gap-6 sm:gap-8">
          {/* Add Birthday */}
          <Skeleton className="h-11 w-full sm:w-40" />

          {/* The three stat cards and the group-cards card */}
          <div className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {[0, 1, 2].map((card) => (
              <div key={card} className="flex items-center gap-3 rounded-xl border px-4 py-4 sm:px-6 sm:py-5">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-3 w-28" />
                </div>
                <Skeleton className="h-8 w-8" />
              </div>
            ))}
            <div className="grid gap-3 rounded-xl border px-4 py-4 sm:col-span-3 sm:px-6 sm:py-5 lg:col-span-1">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-3 w-full" />
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
                <Skeleton className="h-9 w-full" />
                <Skeleton className="h-9 w-full" />
              </div>
            </div>
          </div>

          {/* Upcoming birthdays */}
          <div className="grid content-start gap-4">
            <div className="grid gap-1.5">
              <Skeleton className="h-7 w-52" />
              <Skeleton className="h-4 w-28" />
            </div>
            <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2, 3].map((card) => (
                <BirthdayCardSkeleton key={card} />
              ))}
            </div>
          </div>

          {/* All birthdays: search, month filter, count, cards */}
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <Skeleton className="h-7 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
              <div className="grid gap-1.5">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-10 w-full" />
              </div>
              <div className="grid gap-1.5">
                <Skeleton className="h-4 w-16" />
                <Skeleton className="h-10 w-full" />
              </div>
            </div>
            <Skeleton className="h-5 w-32" />
            <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((card) => (
                <BirthdayCardSkeleton key={card} />
              ))}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

/** The shape of one birthday card: avatar, name, date, countdown and the Gift ideas button. */
function BirthdayCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-xl border p-4">
      <Skeleton className="size-12 shrink-0 rounded-full" />
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-5 w-36" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="mt-1 h-8 w-28" />
      </div>
    </div>
  );
}
