import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown while the dashboard checks the session and loads the user. */
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
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <div className="grid gap-5 rounded-xl border p-4 sm:p-6">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-4 w-full" />
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="grid gap-1.5">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-4 w-40" />
              </div>
            ))}
            <Skeleton className="h-9 w-32" />
          </div>
        </div>
      </main>
    </div>
  );
}
