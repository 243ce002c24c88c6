import { Skeleton } from "@/components/ui/skeleton";
import { BIRTHDAY_ROW_CLASS } from "./birthday-row-class";

// The dashboard views' loading shapes, shared by the route's loading.tsx
// (server) and the birthdays view while its list loads (client): each has
// the blocks, sizes and gaps of what replaces it, so nothing jumps.

/** The birthdays view's list: a month heading and `rows` rows. */
export function BirthdayRowsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-5 w-36" />
      <div className="divide-y divide-border rounded-xl border bg-card">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className={`flex items-center gap-3 px-3 py-2 ${BIRTHDAY_ROW_CLASS}`}>
            <Skeleton className="size-9 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-48 max-w-full" />
            </div>
            <Skeleton className="size-10 shrink-0" />
            <Skeleton className="size-10 shrink-0" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The list's toolbar: search and month filter, then the count. */
export function BirthdayFiltersSkeleton() {
  return (
    <div className="grid gap-3">
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
      <Skeleton className="h-9 w-32" />
    </div>
  );
}

/** One birthday card of the home: avatar, name with the countdown, date, e-mail, actions. */
export function BirthdayCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-xl border bg-card p-4">
      <Skeleton className="size-11 shrink-0 rounded-full" />
      <div className="grid flex-1 content-start gap-2">
        <div className="flex justify-between gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-40 max-w-full" />
        <div className="mt-1 flex justify-between">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="size-10" />
        </div>
      </div>
    </div>
  );
}
