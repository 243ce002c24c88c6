"use client";

import { Download, LogOut, ShieldUser, UserX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, useConfirmDialog } from "@/components/ui/confirm-dialog";
import { localizedPath } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { loadPage } from "@/lib/site/navigation";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import { useRequestAccountDeletion, useSignOutEverywhere } from "./use-current-user";

/** Where the browser downloads everything kept about the user (a plain GET: no script needed). */
const DATA_EXPORT_HREF = "/api/auth/data-export";

/**
 * "Your data" on the profile card (issue 10): download everything kept about
 * you, sign out on every device, and ask for the e-mailed link that deletes
 * the account. `linkMinutes` is how long that link works, from the server.
 */
export function YourData({ email, linkMinutes }: { email: string; linkMinutes: number }) {
  const t = useTranslations("profile");
  const account = useTranslations("account");
  const common = useTranslations("common");
  const locale = useLocale();
  const titleId = useId();
  const { ask, dialog } = useConfirmDialog();

  const signOutEverywhere = useSignOutEverywhere();
  const requestDeletion = useRequestAccountDeletion();
  const busy = signOutEverywhere.isPending || requestDeletion.isPending;
  const failed = (fallback: string) => (error: unknown) =>
    showToast("error", common("error"), { description: errorMessage(error, fallback) });

  const signOut = () =>
    signOutEverywhere.mutate(undefined, {
      // Like logging out: a full load of the home page, which says it worked.
      onSuccess: () => {
        showToastAfterNavigation("success", t("signOutEverywhereDone"));
        loadPage(localizedPath(locale, "/"));
      },
      onError: failed(t("signOutEverywhereError")),
    });

  const askForDeletionLink = () =>
    requestDeletion.mutate(undefined, {
      onSuccess: () =>
        showToast("success", t("deleteAccountSent", { email }), {
          description: t("deleteAccountSentHint", { minutes: linkMinutes }),
        }),
      onError: failed(t("deleteAccountError")),
    });

  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-4" data-testid="your-data">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <ShieldUser className="size-4 text-primary" aria-hidden="true" />
        {t("yourDataTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("yourDataDescription")}</p>

      <WithHint hint={t("downloadDataHint")}>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <a href={DATA_EXPORT_HREF} download data-testid="data-download">
            <Download aria-hidden="true" />
            {t("downloadData")}
          </a>
        </Button>
      </WithHint>

      <WithHint hint={t("signOutEverywhereHint")}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={busy}
          onClick={() =>
            ask({
              title: t("signOutEverywhereTitle"),
              description: t("signOutEverywhereDescription"),
              confirmLabel: t("signOutEverywhere"),
              onConfirm: signOut,
            })
          }
          data-testid="sign-out-everywhere"
        >
          <LogOut aria-hidden="true" />
          {signOutEverywhere.isPending ? t("signingOut") : t("signOutEverywhere")}
        </Button>
      </WithHint>

      <WithHint hint={t("deleteAccountHint")}>
        <Button
          type="button"
          variant="destructive"
          size="sm"
          className="w-fit"
          disabled={busy}
          onClick={() =>
            ask({
              title: t("deleteAccountTitle"),
              description: t("deleteAccountDescription", { email, minutes: linkMinutes }),
              details: (
                <>
                  <p>{account("deleteWhatGoes")}</p>
                  <p>{account("deleteWhatStays")}</p>
                </>
              ),
              confirmLabel: t("deleteAccountConfirm"),
              destructive: true,
              onConfirm: askForDeletionLink,
            })
          }
          data-testid="delete-account"
        >
          <UserX aria-hidden="true" />
          {requestDeletion.isPending ? t("sendingLink") : t("deleteAccount")}
        </Button>
      </WithHint>

      <ConfirmDialog {...dialog} cancelLabel={t("cancel")} data-testid="your-data-confirm" />
    </section>
  );
}

/** An action's button with its one-line explanation under it. */
function WithHint({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      {children}
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
