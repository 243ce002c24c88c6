import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { inspectDeletionLink } from "@/lib/account/deletion";
import type { Locale } from "@/lib/i18n/locales";
import { confirmAccountDeletion } from "./actions";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "account" });
  return { title: t("deleteTitle"), robots: { index: false, follow: false } };
}

/**
 * Where the e-mailed deletion link lands. Opening it deletes nothing (mail
 * scanners open links); the button's POST does. An unknown, used or expired
 * link says so and points back to the profile.
 */
export default async function DeleteAccountPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const link = typeof token === "string" ? await inspectDeletionLink(token) : null;
  const t = await getTranslations("account");
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{link ? t("deleteTitle") : t("deleteLinkInvalidTitle")}</h1>
          </CardTitle>
          <CardDescription className="break-words text-base">
            {link ? t("deleteIntro", { email: link.email }) : t("deleteLinkInvalid")}
          </CardDescription>
        </CardHeader>
        {link && (
          <>
            <CardContent className="space-y-2 text-sm text-muted-foreground">
              <p>{t("deleteWhatGoes")}</p>
              <p>{t("deleteWhatStays")}</p>
            </CardContent>
            <CardFooter>
              <form action={confirmAccountDeletion} className="w-full">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="locale" value={locale} />
                <Button type="submit" size="lg" variant="destructive" className="w-full" data-testid="confirm-account-deletion">
                  {t("deleteButton")}
                </Button>
              </form>
            </CardFooter>
          </>
        )}
      </Card>
    </div>
  );
}
