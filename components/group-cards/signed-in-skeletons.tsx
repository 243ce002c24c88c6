import { Skeleton } from "@/components/ui/skeleton";

// The loading states of the signed-in group-card pages, block for block the
// size of what replaces them (docs/design.md, "Loading").

/** The create-card page: heading, blurb, the button, and the preview beside (or under) them. */
export function CreateCardSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start">
      <div className="grid content-start gap-6">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-64 max-w-full sm:h-9" />
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
        <Skeleton className="h-11 w-full sm:w-48" />
        <Skeleton className="h-52 w-full rounded-xl max-lg:hidden" />
      </div>
      <div className="grid content-start gap-3">
        <div className="grid gap-1">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-5 w-72 max-w-full" />
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** My group cards: the title with its two buttons, then three cards. */
export function MyCardsSkeleton() {
  return (
    <div className="grid gap-6 sm:gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <Skeleton className="h-8 w-56 sm:h-9" />
          <Skeleton className="h-6 w-80 max-w-full" />
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Skeleton className="h-10 w-full sm:w-40" />
          <Skeleton className="h-10 w-full sm:w-44" />
        </div>
      </div>
      {/* The first section's heading ("Cards you made"). */}
      <Skeleton className="-mb-2 h-7 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="overflow-hidden rounded-xl border bg-card">
            <Skeleton className="h-14 w-full rounded-none" />
            <div className="grid gap-3 p-4">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <div className="flex gap-2 border-t px-4 py-3">
              <Skeleton className="h-9 w-20" />
              <Skeleton className="h-9 w-24" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
