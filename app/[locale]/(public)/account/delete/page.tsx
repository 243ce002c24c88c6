import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { LocalizedLink } from "@/components/site/localized-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { DELETED_ACCOUNT_COOKIE, inspectDeletionLink } from "@/lib/account/deletion";
import { getCurrentUser } from "@/lib/auth/current-user";
import type { Locale } from "@/lib/i18n/locales";
import { confirmAccountDeletion } from "./actions";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "account" });
  return { title: t("deleteMetaTitle"), robots: { index: false, follow: false } };
}

/**
 * Where the e-mailed deletion link lands. Opening it deletes nothing (mail
 * scanners open links); the button's POST does. An unknown, used or expired
 * link says so and points back to the profile. The link works in any browser:
 * one signed in to another account is told before the button that it stays
 * signed in, and after it whose account went (confirmAccountDeletion).
 */
export default async function DeleteAccountPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const link = typeof token === "string" ? await inspectDeletionLink(token) : null;
  const viewer = await getCurrentUser();
  const deletedEmail = !link && viewer ? (await cookies()).get(DELETED_ACCOUNT_COOKIE)?.value : undefined;
  const t = await getTranslations("account");
  if (deletedEmail) {
    const text = t("deletedOther", { email: deletedEmail });
    return <DeletedAccount title={t("deletedOtherTitle")} text={text} link={t("deletedOtherDashboard")} />;
  }
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
              {viewer && viewer.email !== link.email && (
                <p className="font-medium text-foreground">
                  {t("deleteOtherAccountNotice", { you: viewer.email, email: link.email })}
                </p>
              )}
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

/** After deleting someone else's account from a browser signed in to one's own. */
function DeletedAccount({ title, text, link }: { title: string; text: string; link: string }) {
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription className="break-words text-base">{text}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild size="lg" className="w-full">
            <LocalizedLink href="/dashboard">{link}</LocalizedLink>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
