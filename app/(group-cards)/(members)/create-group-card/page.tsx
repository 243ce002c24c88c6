import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Gift, Link2, MessageSquareHeart } from "lucide-react";
import { DashboardHeader } from "@/components/dashboard/dashboard-header";
import { CreateCardMaker } from "@/components/group-cards/create-card-maker";
import { requireCurrentUser } from "@/lib/auth/current-user";
import { createCardStart } from "@/lib/group-cards/create-start";
import { localeOr } from "@/lib/i18n/locales";
import { loadForSession } from "@/lib/site/dashboard-page";

type Props = { searchParams: Promise<{ birthday?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("groupCards.create");
  return { title: t("metaTitle"), description: t("metaDescription") };
}

/**
 * Create a group card (spec section 2): the heading, the blurb, the button
 * that opens the form, a live preview and 'What happens next'. The user and
 * a `?birthday={id}` prefill are read here, on the server, the prefill from
 * the user's own list only (createCardStart); the form fetches the contact
 * picker's list when it opens.
 */
export default async function CreateGroupCardPage({ searchParams }: Props) {
  const locale = localeOr(await getLocale());
  const session = await requireCurrentUser(locale);
  const { user, today, prefill, full } = await loadForSession(
    locale,
    createCardStart(session, (await searchParams).birthday, locale),
  );
  const t = await getTranslations({ locale, namespace: "groupCards.create" });
  const steps = [
    { key: "link", Icon: Link2, text: t("nextLink") },
    { key: "messages", Icon: MessageSquareHeart, text: t("nextMessages") },
    { key: "present", Icon: Gift, text: t("nextPresent") },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} locale={locale} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <CreateCardMaker
          intro={
            <div className="grid gap-2">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
              <p className="text-muted-foreground text-pretty">{t("blurb")}</p>
            </div>
          }
          next={
            <section aria-labelledby="create-card-next" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
              <h2 id="create-card-next" className="text-lg font-semibold tracking-tight">
                {t("nextHeading")}
              </h2>
              <ol className="grid gap-3" data-testid="create-card-next">
                {steps.map(({ key, Icon, text }) => (
                  <li key={key} className="flex items-start gap-3 text-sm">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="pt-1.5">{text}</span>
                  </li>
                ))}
              </ol>
            </section>
          }
          initiatorName={user.name ?? ""}
          prefill={prefill}
          today={today}
          full={full}
        />
      </main>
    </div>
  );
}
