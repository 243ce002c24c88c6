import { getTranslations } from "next-intl/server";
import { DashboardChromeSkeleton } from "@/components/dashboard/dashboard-chrome-skeleton";
import { CreateCardSkeleton } from "@/components/group-cards/signed-in-skeletons";

/** While the session, the profile and the saved birthdays load: the page's blocks in place. */
export default async function CreateGroupCardLoading() {
  const t = await getTranslations("groupCards.create");
  return (
    <DashboardChromeSkeleton status={t("loading")}>
      <CreateCardSkeleton />
    </DashboardChromeSkeleton>
  );
}
