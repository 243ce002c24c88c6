import { BellOff, BellRing, LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LinkPageCard } from "@/components/site/link-page-card";
import { LocalizedLink } from "@/components/site/localized-link";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { findUnsubscribeLinkOwner } from "@/lib/reminders/settings";
import { pageMetadata } from "@/lib/seo/metadata";
import { turnOffReminders, turnOnReminders } from "./actions";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "reminders.unsubscribe" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return {
    ...pageMetadata({
      locale,
      path: "/unsubscribe",
      title: t("metaTitle"),
      description: t("metaDescription"),
      siteName: meta("siteName"),
    }),
    // A page for one person's link: not for search results (nor the sitemap).
    robots: { index: false, follow: false },
    // The URL carries the unsubscribe token: never pass it on as a Referer.
    referrer: "no-referrer",
  };
}

/**
 * Where the unsubscribe link of every reminder e-mail lands, without signing
 * in. Opening it changes nothing (mail scanners and link previews open links
 * too): the page shows whether reminders are on, with one button that turns
 * them off, or, once off, one that turns them back on; each is a POST (a
 * server action) that lands back here. Mail clients that support one-click
 * unsubscribe POST to /api/reminders/unsubscribe instead. An unknown or
 * missing token changes nothing.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const owner = typeof token === "string" ? await findUnsubscribeLinkOwner(token) : null;
  const t = await getTranslations("reminders.unsubscribe");

  if (!owner || typeof token !== "string") {
    return (
      <LinkPageCard
        icon={<LinkIcon className="size-6" aria-hidden="true" />}
        title={t("invalidTitle")}
        description={<span data-testid="unsubscribe-invalid">{t("invalid")}</span>}
        footer={<ReminderSettingsLink label={t("settingsLink")} />}
      >
        <p className="text-sm text-muted-foreground">{t("invalidHint")}</p>
      </LinkPageCard>
    );
  }

  const { enabled, email } = owner;
  return (
    <LinkPageCard
      icon={enabled ? <BellRing className="size-6" aria-hidden="true" /> : <BellOff className="size-6" aria-hidden="true" />}
      title={enabled ? t("onTitle") : t("title")}
      description={
        <span data-testid={enabled ? "unsubscribe-on" : "unsubscribe-done"}>
          {enabled ? t("onDescription", { email }) : t("done", { email })}
        </span>
      }
      footer={<ReminderSettingsLink label={t("settingsLink")} />}
    >
      <div className="grid gap-4">
        <form action={enabled ? turnOffReminders : turnOnReminders}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <Button
            type="submit"
            variant={enabled ? "default" : "outline"}
            className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto"
            data-testid={enabled ? "unsubscribe-confirm" : "resubscribe"}
          >
            {enabled ? t("turnOff") : t("undo")}
          </Button>
        </form>
        <p className="text-sm text-muted-foreground">{t("settingsHint")}</p>
      </div>
    </LinkPageCard>
  );
}

/** To the reminders on the settings page; a signed-out visitor lands on the home page, where they can sign in. */
function ReminderSettingsLink({ label }: { label: string }) {
  return (
    <Button asChild variant="link" className="h-auto p-0 whitespace-normal">
      <LocalizedLink href="/dashboard/settings#reminders" data-testid="unsubscribe-settings-link">
        {label}
      </LocalizedLink>
    </Button>
  );
}
