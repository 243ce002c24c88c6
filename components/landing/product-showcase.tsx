import { getLocale, getTranslations } from "next-intl/server";
import { BirthdayCardView } from "@/components/birthdays/birthday-card-view";
import { BirthdayStats } from "@/components/birthdays/birthday-stats";
import { CardPreview } from "@/components/group-cards/card-preview";
import { birthdayStats, todayIn, type CalendarDate } from "@/lib/birthdays/dates";
import { DEFAULT_CARD_THEME } from "@/lib/group-cards/themes";
import { localeOr } from "@/lib/i18n/locales";
import { sampleBirthdays } from "@/lib/landing/showcase";

const CARD_MESSAGES = ["first", "second", "third"] as const;

/**
 * The product on the landing page, drawn with its own components and sample
 * data rather than screenshots: the dashboard with three birthdays (today,
 * tomorrow, in five days) and the group card for today's birthday person.
 * Server-rendered only, no client code (docs/decisions/029-landing-showcase.md).
 */
export async function ProductShowcase() {
  const t = await getTranslations("landing.showcase");
  const common = await getTranslations("common");
  // The visitor's time zone is unknown before sign-in: the samples count from today in UTC.
  const today: CalendarDate = todayIn("UTC");
  const texts = {
    today: { name: t("birthdays.today.name"), notes: t("birthdays.today.notes") },
    tomorrow: { name: t("birthdays.tomorrow.name"), notes: t("birthdays.tomorrow.notes") },
    soon: { name: t("birthdays.soon.name"), notes: null },
  };
  const birthdays = sampleBirthdays(today, texts, localeOr(await getLocale()));
  const birthdayPerson = birthdays[0]!;

  return (
    <section aria-labelledby="showcase-title" className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-2xl gap-3 text-center">
        <h2 id="showcase-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("title")}
        </h2>
        <p className="text-pretty text-muted-foreground">{t("description")}</p>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <figure className="grid min-w-0 gap-3" data-testid="showcase-dashboard">
          <div className="min-w-0 overflow-hidden rounded-xl border bg-background shadow-lg">
            <div className="flex items-center gap-3 border-b bg-muted px-4 py-2.5" aria-hidden="true">
              <span className="flex gap-1.5">
                <span className="size-2.5 rounded-full bg-primary" />
                <span className="size-2.5 rounded-full bg-input" />
                <span className="size-2.5 rounded-full bg-input" />
              </span>
              <span className="text-xs font-medium text-muted-foreground">{common("appName")}</span>
            </div>
            <div className="grid gap-4 p-4 sm:p-5">
              <BirthdayStats stats={birthdayStats(birthdays, today)} />
              <ul className="grid gap-3">
                {birthdays.map((birthday) => (
                  <li key={birthday.id} className="grid min-w-0">
                    <BirthdayCardView birthday={birthday} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <figcaption className="text-center text-sm text-muted-foreground">{t("dashboardCaption")}</figcaption>
        </figure>
        <figure className="grid min-w-0 gap-3" data-testid="showcase-card">
          <CardPreview
            theme={DEFAULT_CARD_THEME}
            titleAs="h3"
            title={t("card.title")}
            recipientName={birthdayPerson.name}
            birthday={birthdayPerson.next}
            greeting={t("card.description")}
            messages={CARD_MESSAGES.map((key) => ({
              id: key,
              name: t(`card.${key}.name`),
              text: t(`card.${key}.text`),
            }))}
            className="shadow-lg"
          />
          <figcaption className="text-center text-sm text-muted-foreground">{t("cardCaption")}</figcaption>
        </figure>
      </div>
    </section>
  );
}
