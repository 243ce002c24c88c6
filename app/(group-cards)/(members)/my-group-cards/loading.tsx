import { getTranslations } from "next-intl/server";
import { DashboardChromeSkeleton } from "@/components/dashboard/dashboard-chrome-skeleton";
import { MyCardsSkeleton } from "@/components/group-cards/signed-in-skeletons";

/** While the session and the cards load: the title, its buttons and a few cards in place. */
export default async function MyGroupCardsLoading() {
  const t = await getTranslations("groupCards.myCards");
  return (
    <DashboardChromeSkeleton status={t("loading")}>
      <MyCardsSkeleton />
    </DashboardChromeSkeleton>
  );
}
