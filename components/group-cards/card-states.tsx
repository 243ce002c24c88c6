import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/current-user";
import { SlimHeader } from "@/components/site/slim-header";
import { LocalizedLink } from "@/components/site/localized-link";
import { PartyPopper } from "@/components/site/static-icons";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StatePanel } from "@/components/ui/state-panel";

// The card pages' loading and not-found states, in the frame of the pages
// themselves (the header, a card-sized surface), so nothing jumps.

/**
 * While the card loads: the header, then the card's own blocks (title, the
 * 'For' line, the day, the buttons and four message tiles) on a plain
 * surface, since the theme is not known yet.
 */
export async function CardPageSkeleton() {
  const t = await getTranslations("groupCards.card");
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <SlimHeader
        signedIn={false}
        controls={
          <>
            <Skeleton className="h-9 w-28" />
            <Skeleton className="size-10" />
          </>
        }
      />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-6 sm:py-10">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        <div className="grid gap-5 rounded-xl bg-card p-5 shadow-md sm:p-10" data-testid="card-skeleton">
          <div className="grid justify-items-center gap-2">
            <Skeleton className="h-8 w-3/4 max-w-md sm:h-9" />
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-full max-w-prose" />
          </div>
          <div className="flex justify-center gap-2">
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-10 w-36" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3].map((tile) => (
              <div key={tile} className="grid gap-2 rounded-lg border p-4">
                <div className="flex items-center gap-2">
                  <Skeleton className="size-8 rounded-full" />
                  <Skeleton className="h-4 w-28" />
                </div>
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            ))}
          </div>
        </div>
      </main>
    </div>
  );
}

/** 'Group Card Not Found' (spec section 2) for an unknown or malformed slug. */
export async function MissingCard() {
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

/** A card that is not there (or not open to this viewer), with the way back. */
export async function CardNotFound({
  signedIn,
  title,
  description,
  testId,
}: {
  signedIn: boolean;
  title: string;
  description: string;
  testId: string;
}) {
  const t = await getTranslations("groupCards.card");
  const common = await getTranslations("common");
  return (
    <div className="flex min-h-dvh flex-col">
      {/* No language or theme controls: see SlimHeader. */}
      <SlimHeader signedIn={signedIn} controls={null} />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start px-4 py-10 sm:py-16">
        <StatePanel
          icon={<PartyPopper aria-hidden="true" />}
          heading={<h1 className="text-2xl font-bold tracking-tight">{title}</h1>}
          description={description}
          actions={
            <Button asChild>
              <LocalizedLink href={signedIn ? "/dashboard" : "/"}>
                {signedIn ? t("backToDashboard") : common("backToHome")}
              </LocalizedLink>
            </Button>
          }
          data-testid={testId}
        />
      </main>
    </div>
  );
}
