import { getTranslations } from "next-intl/server";
import { CardNotFound } from "@/components/group-cards/card-states";
import { getCurrentUser } from "@/lib/auth/current-user";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

/** 'Group Card Not Found' (spec section 2) for an unknown or malformed slug, with a 404 status. */
export default async function GroupCardNotFound() {
  const t = await getTranslations("groupCards.card");
  return (
    <CardNotFound
      signedIn={(await getCurrentUser()) !== null}
      title={t("notFoundTitle")}
      description={t("notFoundDescription")}
      testId="group-card-not-found"
    />
  );
}
