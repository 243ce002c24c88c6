import { getTranslations } from "next-intl/server";

/**
 * The birthdays view's title and the line under it. Its loading skeleton
 * shows the same text in the same place: it is the view's largest text, so
 * the first paint already has it and nothing moves when the view arrives.
 */
export async function BirthdaysHeading() {
  const t = await getTranslations("birthdays.all");
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("description")}</p>
    </>
  );
}
