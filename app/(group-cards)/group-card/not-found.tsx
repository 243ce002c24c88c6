import { getTranslations } from "next-intl/server";
import { CardNotFound } from "@/components/group-cards/card-states";
import { getCurrentUser } from "@/lib/auth/current-user";

export { notFoundMetadata as generateMetadata } from "@/lib/seo/metadata";

/** 'Card not found' (spec section 8) for an unknown id, and for anyone but the creator and invitees. */
export default async function OlderCardNotFound() {
  const t = await getTranslations("groupCards.olderView");
  return (
    <CardNotFound
      signedIn={(await getCurrentUser()) !== null}
      title={t("notFoundTitle")}
      description={t("notFoundDescription")}
      testId="card-not-found"
    />
  );
}
