import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { TimeZoneInput } from "@/components/auth/time-zone-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { inspectMagicLink, signInFailurePath } from "@/lib/auth/magic-link";
import type { Locale } from "@/lib/i18n/locales";
import { confirmSignIn } from "./actions";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "auth" });
  return { title: t("confirmTitle"), robots: { index: false, follow: false } };
}

/**
 * Where the e-mailed link lands. Opening it changes nothing (mail scanners
 * open links too); the button's POST signs in. The page sends no Referer
 * (next.config.ts), so the token never leaks to another site.
 */
export default async function ConfirmSignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const link = typeof token === "string" ? await inspectMagicLink(token) : { status: "invalid" as const, type: null };
  if (link.status === "invalid") redirect(signInFailurePath(locale, link.type));

  const t = await getTranslations("auth");
  const registering = link.type === "register";
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{registering ? t("confirmRegisterTitle") : t("confirmTitle")}</h1>
          </CardTitle>
          <CardDescription className="break-words text-base">
            {registering ? t("confirmRegister", { email: link.email }) : t("confirmLogin", { email: link.email })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{t("confirmHint")}</p>
        </CardContent>
        <CardFooter>
          <form action={confirmSignIn} className="w-full">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <TimeZoneInput />
            <Button type="submit" size="lg" className="w-full" data-testid="confirm-sign-in">
              {registering ? t("confirmRegisterButton") : t("confirmButton")}
            </Button>
          </form>
        </CardFooter>
      </Card>
    </div>
  );
}
