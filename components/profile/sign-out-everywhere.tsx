"use client";

import { LogOut } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { SettingsAction, SettingsPanel } from "@/components/settings/settings-panel";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, useConfirmDialog } from "@/components/ui/confirm-dialog";
import { localizedPath } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { loadPage } from "@/lib/site/navigation";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import { useSignOutEverywhere } from "./use-current-user";

/**
 * The settings page's sessions (decision 020): sign out on every device,
 * this one included, after a confirmation.
 */
export function SignOutEverywhere() {
  const t = useTranslations("profile");
  const common = useTranslations("common");
  const locale = useLocale();
  const { ask, dialog } = useConfirmDialog();
  const signOutEverywhere = useSignOutEverywhere();

  const signOut = () =>
    signOutEverywhere.mutate(undefined, {
      // Like logging out: a full load of the home page, which says it worked.
      onSuccess: () => {
        showToastAfterNavigation("success", t("signOutEverywhereDone"));
        loadPage(localizedPath(locale, "/"));
      },
      onError: (error) =>
        showToast("error", common("error"), { description: errorMessage(error, t("signOutEverywhereError")) }),
    });

  return (
    <SettingsPanel data-testid="sessions">
      <SettingsAction hint={t("signOutEverywhereHint")}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={signOutEverywhere.isPending}
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
      </SettingsAction>

      <ConfirmDialog {...dialog} cancelLabel={t("cancel")} data-testid="sessions-confirm" />
    </SettingsPanel>
  );
}
