import { LogIn } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { SlimSiteHeader } from "@/components/site/slim-site-header";
import { Button } from "@/components/ui/button";
import { RETURN_PATH_PARAM } from "@/lib/auth/return-path";
import { MY_CARDS_PATH } from "@/lib/group-cards/links";
import type { SignedCardsDto } from "@/lib/group-cards/schema";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { MyCardsFrame } from "./my-cards-frame";
import { SignedCardsList } from "./signed-cards-list";

/**
 * My group cards for someone without an account who signed cards from their
 * links (docs/decisions/051): the cards this browser holds passes for, and
 * the way to keep them by signing in. Server-rendered, links only.
 */
export async function GuestCards({ locale, list }: { locale: Locale; list: SignedCardsDto }) {
  const t = await getTranslations({ locale, namespace: "groupCards.myCards" });
  const signIn = `${localizedPath(locale, "/")}?${RETURN_PATH_PARAM}=${encodeURIComponent(MY_CARDS_PATH)}`;
  return (
    <MyCardsFrame
      header={<SlimSiteHeader signedIn={false} />}
      title={t("guestTitle")}
      intro={t("guestIntro")}
      actions={
        <Button asChild className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto">
          <Link href={signIn} data-testid="guest-cards-sign-in">
            <LogIn aria-hidden="true" />
            {t("guestSignIn")}
          </Link>
        </Button>
      }
    >
      <SignedCardsList list={list} />
    </MyCardsFrame>
  );
}
