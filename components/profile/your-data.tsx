"use client";

import { Download, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsAction, SettingsPanel } from "@/components/settings/settings-panel";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, useConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { useRequestAccountDeletion } from "./use-current-user";

/** Where the browser downloads everything kept about the user (a plain GET: no script needed). */
const DATA_EXPORT_HREF = "/api/auth/data-export";

/**
 * "Your data" on the settings page (issue 10): download everything kept
 * about you, and ask for the e-mailed link that deletes the account.
 * `linkMinutes` is how long that link works, from the server.
 */
export function YourData({ email, linkMinutes }: { email: string; linkMinutes: number }) {
  const t = useTranslations("profile");
  const account = useTranslations("account");
  const common = useTranslations("common");
  const { ask, dialog } = useConfirmDialog();
  const requestDeletion = useRequestAccountDeletion();

  const askForDeletionLink = () =>
    requestDeletion.mutate(undefined, {
      onSuccess: () =>
        showToast("success", t("deleteAccountSent", { email }), {
          description: t("deleteAccountSentHint", { minutes: linkMinutes }),
        }),
      onError: (error) =>
        showToast("error", common("error"), { description: errorMessage(error, t("deleteAccountError")) }),
    });

  return (
    <SettingsPanel data-testid="your-data">
      <SettingsAction hint={t("downloadDataHint")}>
        <Button asChild variant="outline" size="sm">
          <a href={DATA_EXPORT_HREF} download data-testid="data-download">
            <Download aria-hidden="true" />
            {t("downloadData")}
          </a>
        </Button>
      </SettingsAction>

      <SettingsAction hint={t("deleteAccountHint")}>
        <Button
          type="button"
          variant="destructive"
          size="sm"
          disabled={requestDeletion.isPending}
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
      </SettingsAction>

      <ConfirmDialog {...dialog} cancelLabel={t("cancel")} data-testid="your-data-confirm" />
    </SettingsPanel>
  );
}
