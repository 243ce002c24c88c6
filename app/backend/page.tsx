import { Cake, Gift, Users, type LucideIcon } from "lucide-react";
import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { notFoundMetadata } from "@/lib/seo/metadata";
import { isAdmin } from "@/lib/users/profile";
import { adminOverview, type AdminOverview } from "@/lib/admin/overview";

export const dynamic = "force-dynamic";

/** The signed-in admin, else null; asked once per request by the metadata and the page. */
const currentAdmin = cache(async () => {
  const user = await getCurrentUser();
  return user && isAdmin(user.email) ? user : null;
});

// Everyone else gets the 404's title too: the tab must not name the page.
export async function generateMetadata(): Promise<Metadata> {
  if (!(await currentAdmin())) return notFoundMetadata();
  const t = await getTranslations("dashboard.admin");
  return { title: t("metaTitle"), robots: { index: false } };
}

const totals: { key: keyof AdminOverview; icon: LucideIcon }[] = [
  { key: "users", icon: Users },
  { key: "birthdays", icon: Cake },
  { key: "groupCards", icon: Gift },
];

/**
 * The admin overview. Enforced here on the server: anyone who is not a
 * signed-in admin gets the ordinary 404, so the page does not even reveal
 * that it exists.
 */
export default async function BackendPage() {
  if (!(await currentAdmin())) notFound();
  const [t, format, locale, overview] = await Promise.all([
    getTranslations("dashboard.admin"),
    getFormatter(),
    getLocale(),
    adminOverview(),
  ]);
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-3 py-10 sm:px-4">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("description")}</p>
      <section aria-labelledby="backend-totals" className="mt-8">
        <h2 id="backend-totals" className="sr-only">
          {t("countsLabel")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {totals.map(({ key, icon: Icon }) => (
            <div key={key} className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {t(key)}
              </dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid={`backend-${key}`}>
                {format.number(overview[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Button asChild variant="outline" className="mt-8">
        <Link href={localizedPath(locale as Locale, "/dashboard")}>{t("backToDashboard")}</Link>
      </Button>
    </main>
  );
}
