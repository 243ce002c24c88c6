import { BellOff, LinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ResubscribeButton } from "@/components/reminders/resubscribe-button";
import { LocalizedLink } from "@/components/site/localized-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locales";
import { setRemindersByUnsubscribeToken } from "@/lib/reminders/settings";
import { pageMetadata } from "@/lib/seo/metadata";

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
 * Where the unsubscribe link of every reminder e-mail lands. Opening it is
 * the one click: reminders go off at once, without signing in, and the page
 * says so, with an Undo button and the way to the dashboard. (Mail clients
 * that support one-click unsubscribe POST to /api/reminders/unsubscribe
 * instead.) An unknown or missing token changes nothing.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const user = typeof token === "string" ? await setRemindersByUnsubscribeToken(token, false) : null;
  const t = await getTranslations("reminders.unsubscribe");

  if (!user || typeof token !== "string") {
    return (
      <UnsubscribeCard
        icon={<LinkIcon className="size-6" aria-hidden="true" />}
        title={t("invalidTitle")}
        description={<span data-testid="unsubscribe-invalid">{t("invalid")}</span>}
        footer={<DashboardLink label={t("dashboardLink")} />}
      >
        <p className="text-sm text-muted-foreground">{t("invalidHint")}</p>
      </UnsubscribeCard>
    );
  }

  return (
    <UnsubscribeCard
      icon={<BellOff className="size-6" aria-hidden="true" />}
      title={t("title")}
      description={<span data-testid="unsubscribe-done">{t("done", { email: user.email })}</span>}
      footer={<DashboardLink label={t("dashboardLink")} />}
    >
      <div className="grid gap-4">
        <ResubscribeButton
          token={token}
          labels={{ undo: t("undo"), undoing: t("undoing"), done: t("resubscribed"), failed: t("undoError") }}
        />
        <p className="text-sm text-muted-foreground">{t("settingsHint")}</p>
      </div>
    </UnsubscribeCard>
  );
}

/** The page's one card, laid out like the sign-in confirmation page. */
function UnsubscribeCard({
  icon,
  title,
  description,
  footer,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md px-4 py-12 sm:py-16">
      <Card className="w-full">
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            {icon}
          </span>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription className="text-base break-words">{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        <CardFooter>{footer}</CardFooter>
      </Card>
    </div>
  );
}

function DashboardLink({ label }: { label: string }) {
  return (
    <Button asChild variant="link" className="h-auto p-0 whitespace-normal">
      <LocalizedLink href="/dashboard" data-testid="unsubscribe-dashboard-link">
        {label}
      </LocalizedLink>
    </Button>
  );
}
