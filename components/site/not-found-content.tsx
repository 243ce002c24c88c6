import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { LocalizedLink } from "@/components/site/localized-link";

/** The "Page Not Found" message, shared by every 404 in the app. */
export async function NotFoundContent() {
  const t = await getTranslations("notFound");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Button asChild>
        <LocalizedLink href="/">{t("backHome")}</LocalizedLink>
      </Button>
    </div>
  );
}
