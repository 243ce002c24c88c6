"use client";

import { TriangleAlert } from "lucide-react";
import { createTranslator } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("@/messages/en.json"),
  lt: () => import("@/messages/lt.json"),
  ru: () => import("@/messages/ru.json"),
};

type Texts = { title: string; description: string; retry: string; home: string };

/**
 * When a card page fails on the server: a plain message in the card's
 * place, Try again (renders the page again) and a way home. Never the
 * error's own text. Its words come in the page's language (the document's
 * lang), read once mounted.
 */
export function CardError({ reset }: { reset: () => void }) {
  const router = useRouter();
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    const locale = localeOr(document.documentElement.lang);
    void catalogues[locale]().then(({ default: messages }) => {
      const t = createTranslator({ locale, messages, namespace: "groupCards.card" });
      setTexts({ title: t("errorTitle"), description: t("errorDescription"), retry: t("retry"), home: messages.common.backToHome });
    });
  }, []);
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-4xl content-start px-4 py-10 sm:py-16">
      {texts && (
        <StatePanel
          role="alert"
          tone="destructive"
          icon={<TriangleAlert aria-hidden="true" />}
          heading={<h1 className="text-lg font-semibold">{texts.title}</h1>}
          description={texts.description}
          actions={
            <>
              <Button type="button" onClick={retry} data-testid="card-error-retry">
                {texts.retry}
              </Button>
              <Button asChild variant="outline">
                <Link href="/">{texts.home}</Link>
              </Button>
            </>
          }
          data-testid="card-error"
        />
      )}
    </main>
  );
}
