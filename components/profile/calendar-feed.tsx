"use client";

import { CalendarDays, Copy, ExternalLink, LockKeyhole, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SettingsPanel, SettingsPanelFooter, SettingsRow } from "@/components/settings/settings-panel";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, useConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { showToast } from "@/lib/site/toast";
import { useCreateCalendarFeed, useTurnOffCalendarFeed } from "./use-current-user";

/**
 * The private calendar feed on the settings page: create it, see and copy its
 * URL right after creating or regenerating it (only the token's hash is
 * stored, so it cannot be shown later), make a new one, or turn it off.
 * `initialActive` is whether the user already has a feed, from the server.
 */
export function CalendarFeed({ initialActive }: { initialActive: boolean }) {
  const t = useTranslations("calendarFeed");
  const [active, setActive] = useState(initialActive);
  const [url, setUrl] = useState<string | null>(null);
  const { ask, dialog } = useConfirmDialog();
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
    <SettingsPanel data-testid="calendar-feed">
      {url && (
        <SettingsRow data-testid="calendar-feed-url">
          <label htmlFor={urlId} className="font-medium">
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
            <Button type="button" variant="secondary" onClick={copy}>
              <Copy aria-hidden="true" />
              {t("copy")}
            </Button>
          </div>
          <a
            href={url.replace(/^https?:/, "webcal:")}
            className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("openInApp")}
          </a>
          <p className="text-xs text-muted-foreground">{t("howTo")}</p>
          <p className="text-xs text-muted-foreground">{t("onceHint")}</p>
        </SettingsRow>
      )}

      {active && !url && (
        <SettingsRow>
          <p className="font-medium" data-testid="calendar-feed-active">
            {t("active")} <span className="font-normal text-muted-foreground">{t("onceHint")}</span>
          </p>
        </SettingsRow>
      )}

      <SettingsRow>
        <p className="flex items-start gap-2 text-muted-foreground">
          <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{t("privateHint")}</span>
        </p>
      </SettingsRow>

      <SettingsPanelFooter>
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
      </SettingsPanelFooter>

      <ConfirmDialog {...dialog} cancelLabel={t("cancel")} data-testid="calendar-feed-confirm" />
    </SettingsPanel>
  );
}
