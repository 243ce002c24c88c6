"use client";

import { CircleAlert, MailCheck } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReminderStatusDto } from "@/lib/reminders/settings";
import { formatInstant } from "./format";

/**
 * What became of the user's reminders: when the last one went out (or that
 * none has yet), and a warning when some could not be delivered lately.
 * Dates are shown in the user's zone, the one reminders follow.
 */
export function ReminderDelivery({ status, timeZone }: { status: ReminderStatusDto; timeZone: string }) {
  const t = useTranslations("reminders");
  const locale = useLocale();
  const when = (iso: string) => formatInstant(iso, locale, timeZone);
  return (
    <div className="grid gap-3 text-sm">
      <h3 className="sr-only">{t("delivery")}</h3>
      <p className="flex items-start gap-2 text-muted-foreground" data-testid="reminders-last-sent">
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {status.lastSentAt ? t("lastSent", { date: when(status.lastSentAt) }) : t("noneSent")}
        </span>
      </p>
      {status.failedCount > 0 && (
        <div
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive"
          data-testid="reminders-failed"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid min-w-0 gap-1 break-words">
            <p className="font-medium">{t("failed", { count: status.failedCount })}</p>
            {status.lastFailedAt && <p>{t("lastFailed", { date: when(status.lastFailedAt) })}</p>}
            <p className="text-foreground/80">{t("failedHint")}</p>
          </div>
        </div>
      )}
    </div>
  );
}
