import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The frame of a dashboard view while it loads: the header (brand, the
 * sections on wide screens, the controls, the e-mail row below on narrower
 * ones), the tab bar at the bottom on phones, and `children` in the page's
 * main column, with `status` announced to screen readers.
 */
export function DashboardChromeSkeleton({ status, children }: { status: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="border-b border-border/60">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <div className="flex items-center gap-4 lg:gap-6">
            <Skeleton className="h-7 w-7 min-[401px]:w-32" />
            <div className="hidden items-center gap-1 md:flex">
              {/* Icons until xl, then icons with their labels. */}
              <Skeleton className="h-9 w-9 xl:w-28" />
              <Skeleton className="h-9 w-9 xl:w-32" />
              <Skeleton className="h-9 w-9 xl:w-28" />
              <Skeleton className="h-9 w-9 xl:w-28" />
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Skeleton className="hidden h-5 w-40 lg:block" />
            <Skeleton className="h-9 w-24" />
            <Skeleton className="size-10" />
            <Skeleton className="h-9 w-10 sm:w-24" />
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-3 pb-2 lg:hidden">
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <p role="status" className="sr-only">
          {status}
        </p>
        {children}
      </main>
      <div className="fixed inset-x-0 bottom-0 border-t border-border/60 bg-background md:hidden">
        <div className="mx-auto grid h-16 max-w-md grid-cols-4 items-center justify-items-center">
          {[0, 1, 2, 3].map((tab) => (
            <div key={tab} className="grid justify-items-center gap-1">
              <Skeleton className="size-5" />
              <Skeleton className="h-3 w-14" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A view's title and line under it, beside Add Birthday and the
 * import/export menu; `heading` shows a title that needs no data as it is.
 */
export function ViewHeadingSkeleton({ heading }: { heading?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading ? (
        <div className="min-w-0">{heading}</div>
      ) : (
        <div className="grid gap-2">
          <Skeleton className="h-8 w-44 sm:h-9" />
          <Skeleton className="h-6 w-64 max-w-full" />
        </div>
      )}
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Skeleton className="h-10 w-full sm:w-36" />
        <Skeleton className="h-10 w-24" />
        <Skeleton className="h-10 w-24" />
      </div>
    </div>
  );
}
