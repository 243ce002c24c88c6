import { useFormatter, useTranslations } from "next-intl";
import type { birthdayStats } from "@/lib/birthdays/dates";

// No client code, so the dashboard and the landing page's sample dashboard
// draw the counts alike (decision 029).

/** The spec's three stat cards as one strip: the number large, the name and its hint small. */
export function BirthdayStats({ stats }: { stats: ReturnType<typeof birthdayStats> }) {
  const t = useTranslations("birthdays.stats");
  // Grouped as the language writes numbers: 3,000 in English, 3 000 in Lithuanian and Russian.
  const format = useFormatter();
  const cells = [
    { title: t("thisMonth"), hint: t("thisMonthHint"), value: stats.thisMonth, testId: "stat-this-month" },
    { title: t("upcoming"), hint: t("upcomingHint"), value: stats.upcoming, testId: "stat-upcoming" },
    { title: t("total"), hint: t("totalHint"), value: stats.total, testId: "stat-total" },
  ];
  return (
    <section
      aria-labelledby="birthday-stats-title"
      className="grid grid-cols-3 divide-x divide-border rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <h2 id="birthday-stats-title" className="sr-only">
        {t("label")}
      </h2>
      {cells.map((cell) => (
        <div key={cell.testId} className="grid min-w-0 content-start gap-0.5 px-3 py-3 sm:px-4" data-testid={cell.testId}>
          <p className="text-2xl font-bold tabular-nums" data-testid={`${cell.testId}-value`}>
            {format.number(cell.value)}
          </p>
          <h3 className="text-xs font-medium break-words hyphens-auto">{cell.title}</h3>
          <p className="text-xs break-words text-muted-foreground hyphens-auto">{cell.hint}</p>
        </div>
      ))}
    </section>
  );
}
