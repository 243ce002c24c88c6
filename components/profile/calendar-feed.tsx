"use client";

import { CalendarDays, Copy, ExternalLink, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, useConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { showToast } from "@/lib/site/toast";
import { useCreateCalendarFeed, useTurnOffCalendarFeed } from "./use-current-user";

/**
 * The private calendar feed on the profile card: create it, see and copy its
 * URL right after creating or regenerating it (only the token's hash is
 * stored, so it cannot be shown later), make a new one, or turn it off.
 * `initialActive` is whether the user already has a feed, from the server.
 */
export function CalendarFeed({ initialActive }: { initialActive: boolean }) {
  const t = useTranslations("calendarFeed");
  const [active, setActive] = useState(initialActive);
  const [url, setUrl] = useState<string | null>(null);
  const { ask, dialog } = useConfirmDialog();
  const titleId = useId();
  const urlId = useId();

  const createFeed = useCreateCalendarFeed();
  const turnOffFeed = useTurnOffCalendarFeed();
  const busy = createFeed.isPending || turnOffFeed.isPending;
  const failed = () => showToast("error", t("error"));

  const create = () =>
    createFeed.mutate(undefined, {
      onSuccess: (result) => {
        setUrl(result.url);
        setActive(true);
        showToast("success", t("created"));
      },
      onError: failed,
    });

  const turnOff = () =>
    turnOffFeed.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setActive(false);
        showToast("success", t("turnedOff"));
      },
      onError: failed,
    });

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast("success", t("copied"));
    } catch {
      showToast("error", t("copyFailed"));
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-4" data-testid="calendar-feed">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <CalendarDays className="size-4 text-primary" aria-hidden="true" />
        {t("title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("description")}</p>

      {url && (
        <div className="grid gap-2" data-testid="calendar-feed-url">
          <label htmlFor={urlId} className="text-sm font-medium">
            {t("urlLabel")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={urlId}
              readOnly
              value={url}
              className="min-w-0 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="secondary" size="sm" onClick={copy} className="sm:h-10">
              <Copy aria-hidden="true" />
              {t("copy")}
            </Button>
          </div>
          <a
            href={url.replace(/^https?:/, "webcal:")}
            className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("openInApp")}
          </a>
          <p className="text-xs text-muted-foreground">{t("howTo")}</p>
          <p className="text-xs text-muted-foreground">{t("onceHint")}</p>
        </div>
      )}

      {active && !url && (
        <p className="text-sm font-medium" data-testid="calendar-feed-active">
          {t("active")} <span className="font-normal text-muted-foreground">{t("onceHint")}</span>
        </p>
      )}

      <p className="text-xs text-muted-foreground">{t("privateHint")}</p>

      <div className="flex flex-wrap gap-2">
        {active ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() =>
                ask({
                  title: t("regenerateTitle"),
                  description: t("regenerateDescription"),
                  confirmLabel: t("regenerateConfirm"),
                  onConfirm: create,
                })
              }
              data-testid="calendar-feed-regenerate"
            >
              <RefreshCw aria-hidden="true" />
              {busy ? t("working") : t("regenerate")}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                ask({
                  title: t("turnOffTitle"),
                  description: t("turnOffDescription"),
                  confirmLabel: t("turnOffConfirm"),
                  destructive: true,
                  onConfirm: turnOff,
                })
              }
              data-testid="calendar-feed-turn-off"
            >
              {t("turnOff")}
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={create}
            data-testid="calendar-feed-create"
          >
            <CalendarDays aria-hidden="true" />
            {busy ? t("working") : t("create")}
          </Button>
        )}
      </div>

      <ConfirmDialog {...dialog} cancelLabel={t("cancel")} data-testid="calendar-feed-confirm" />
    </section>
  );
}
