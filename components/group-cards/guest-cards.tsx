import { LogIn } from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { SlimSiteHeader } from "@/components/site/slim-site-header";
import { Button } from "@/components/ui/button";
import { RETURN_PATH_PARAM } from "@/lib/auth/return-path";
import type { SignedCardsDto } from "@/lib/group-cards/schema";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { SignedCardsList } from "./signed-cards-list";

/** Where My group cards lives, and where signing in from here leads back to. */
const MY_CARDS_PATH = "/my-group-cards";

/**
 * My group cards for someone without an account who signed cards from their
 * links (docs/decisions/051): the cards this browser holds passes for, and
 * the way to keep them by signing in. Server-rendered, links only.
 */
export async function GuestCards({ locale, list }: { locale: Locale; list: SignedCardsDto }) {
  const t = await getTranslations({ locale, namespace: "groupCards.myCards" });
  const signIn = `${localizedPath(locale, "/")}?${RETURN_PATH_PARAM}=${encodeURIComponent(MY_CARDS_PATH)}`;
  return (
    <div className="flex min-h-dvh flex-col">
      <SlimSiteHeader signedIn={false} />
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:gap-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("guestTitle")}</h1>
            <p className="mt-1 max-w-2xl text-muted-foreground">{t("guestIntro")}</p>
          </div>
          <Button asChild className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto">
            <Link href={signIn} data-testid="guest-cards-sign-in">
              <LogIn aria-hidden="true" />
              {t("guestSignIn")}
            </Link>
          </Button>
        </div>
        <SignedCardsList list={list} />
      </main>
    </div>
  );
}
