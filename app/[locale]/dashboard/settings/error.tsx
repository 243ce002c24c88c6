"use client";

import { CircleAlert, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/**
 * The settings page could not be rendered (the database did not answer, for
 * one): says so in the page's place, without the error's text, and offers to
 * try again.
 */
export default function SettingsError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("settings");
  useEffect(() => console.error(error), [error]);
  return (
    <main
      id="main"
      className="mx-auto grid min-h-dvh w-full max-w-md content-center justify-items-center gap-4 px-4 py-16 text-center"
      data-testid="settings-error"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t("errorTitle")}</h1>
      <p className="text-muted-foreground">{t("errorDescription")}</p>
      <Button onClick={retry} data-testid="settings-retry">
        <RotateCw aria-hidden="true" />
        {t("retry")}
      </Button>
    </main>
  );
}
