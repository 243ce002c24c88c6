import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { cardThemeClass } from "@/components/group-cards/card-themes";
import { BellRing, PartyPopper, type StaticIcon } from "@/components/site/static-icons";
import { CARD_THEMES } from "@/lib/group-cards/themes";

const STEPS = [1, 2, 3] as const;

/**
 * "How it works" in three steps for each half of the product, reminders and
 * group cards, with the five card themes drawn under the second.
 */
export async function HowItWorks() {
  const t = await getTranslations("landing.howItWorks");
  const themeNames = await getTranslations("groupCards.themes");
  return (
    <section aria-labelledby="how-it-works-title" className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16">
      <h2 id="how-it-works-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t("title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Steps
          id="how-reminders"
          icon={BellRing}
          title={t("remindersTitle")}
          steps={STEPS.map((step) => t(`remindersStep${step}`))}
        />
        <Steps
          id="how-group-cards"
          icon={PartyPopper}
          title={t("groupCardsTitle")}
          steps={STEPS.map((step) => t(`groupCardsStep${step}`))}
        >
          <div className="grid gap-3 border-t pt-4">
            <h4 className="text-sm font-medium">{t("themesTitle")}</h4>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="card-themes">
              {CARD_THEMES.map((theme) => (
                <li
                  key={theme}
                  className={`${cardThemeClass(theme)} flex min-h-16 items-center justify-center rounded-lg border p-2 text-center text-xs font-semibold break-words hyphens-auto`}
                >
                  {themeNames(theme)}
                </li>
              ))}
            </ul>
          </div>
        </Steps>
      </div>
    </section>
  );
}

function Steps({
  id,
  icon: Icon,
  title,
  steps,
  children,
}: {
  id: string;
  icon: StaticIcon;
  title: string;
  steps: string[];
  children?: ReactNode;
}) {
  return (
    <article
      aria-labelledby={id}
      className="grid content-start gap-5 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h3 id={id} className="flex items-center gap-3 text-lg font-semibold">
        <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="size-5" />
        </span>
        {title}
      </h3>
      <ol className="grid gap-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-pretty">{step}</span>
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}
