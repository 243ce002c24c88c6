import { BellOff, BellRing, LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LinkPageCard } from "@/components/site/link-page-card";
import { Button } from "@/components/ui/button";
import { findNudgesStopLink, NUDGES_STOP_PATH } from "@/lib/group-cards/nudges";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { restartNudges, stopNudges } from "./actions";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "groupCards.nudges" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return {
    ...pageMetadata({ locale, path: NUDGES_STOP_PATH, title: t("metaTitle"), description: t("metaDescription"), siteName: meta("siteName") }),
    // A page for one person's link: not for search results (nor the sitemap).
    robots: { index: false, follow: false },
    // The URL carries the token: never pass it on as a Referer.
    referrer: "no-referrer",
  };
}

/**
 * Where the "stop reminders for this card" link of a nudge lands, without
 * signing in. As on the reminders' unsubscribe page, opening it changes
 * nothing (mail scanners open links too): one button stops the nudges, and
 * once stopped, one restarts them; each is a POST that lands back here.
 */
export default async function CardRemindersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const link = typeof token === "string" ? await findNudgesStopLink(token) : null;
  const t = await getTranslations("groupCards.nudges");

  if (!link || typeof token !== "string") {
    return (
      <LinkPageCard
        icon={<LinkIcon className="size-6" aria-hidden="true" />}
        title={t("invalidTitle")}
        description={<span data-testid="nudges-invalid">{t("invalid")}</span>}
      >
        <p className="text-sm text-muted-foreground">{t("invalidHint")}</p>
      </LinkPageCard>
    );
  }

  const names = { title: link.title, recipient: link.recipientName, email: link.email };
  return (
    <LinkPageCard
      icon={link.stopped ? <BellOff className="size-6" aria-hidden="true" /> : <BellRing className="size-6" aria-hidden="true" />}
      title={link.stopped ? t("stoppedTitle") : t("onTitle")}
      description={
        <span data-testid={link.stopped ? "nudges-stopped" : "nudges-on"}>
          {link.stopped ? t("stopped", names) : t("onDescription", names)}
        </span>
      }
      footer={null}
    >
      <form action={link.stopped ? restartNudges : stopNudges}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <Button
          type="submit"
          variant={link.stopped ? "outline" : "default"}
          className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto"
          data-testid={link.stopped ? "nudges-restart" : "nudges-stop"}
        >
          {link.stopped ? t("undo") : t("stop")}
        </Button>
      </form>
    </LinkPageCard>
  );
}
