import { getTranslations } from "next-intl/server";
import { BirthdaysHeading } from "@/components/birthdays/birthdays-heading";
import { BirthdayFiltersSkeleton, BirthdayRowsSkeleton } from "@/components/birthdays/skeletons";
import { DashboardChromeSkeleton, ViewHeadingSkeleton } from "@/components/dashboard/dashboard-chrome-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * Shown while the birthdays view checks the session: its title (the real
 * one, its largest text) and actions,
 * the List | Month switch, the filters and the first rows, as the view
 * itself shows them until its list arrives.
 */
export default async function BirthdaysLoading() {
  const t = await getTranslations("dashboard");
  return (
    <DashboardChromeSkeleton status={t("birthdaysLoading")}>
      <div className="grid gap-6">
        <ViewHeadingSkeleton heading={<BirthdaysHeading />} />
        <Skeleton className="h-10 w-44" />
        <div className="grid gap-4">
          <BirthdayFiltersSkeleton />
          <BirthdayRowsSkeleton />
        </div>
      </div>
    </DashboardChromeSkeleton>
  );
}
