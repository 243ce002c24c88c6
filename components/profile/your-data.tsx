"use client";

import { Download, LogOut, ShieldUser, UserX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { localizedPath } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { loadPage } from "@/lib/site/navigation";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import { useRequestAccountDeletion, useSignOutEverywhere } from "./use-current-user";

/** Where the browser downloads everything kept about the user (a plain GET: no script needed). */
export const DATA_EXPORT_HREF = "/api/auth/data-export";

type Confirmation = "signOutEverywhere" | "deleteAccount";

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
  // The dialog keeps its last kind while it closes, so its text does not change mid-animation.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirmation>("signOutEverywhere");

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

  function ask(kind: Confirmation) {
    setConfirming(kind);
    setConfirmOpen(true);
  }

  const deleting = confirming === "deleteAccount";
  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-4" data-testid="your-data">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <ShieldUser className="size-4 text-primary" aria-hidden="true" />
        {t("yourDataTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("yourDataDescription")}</p>

      <div className="grid gap-1">
        <Button asChild variant="outline" size="sm" className="w-fit">
          <a href={DATA_EXPORT_HREF} download data-testid="data-download">
            <Download aria-hidden="true" />
            {t("downloadData")}
          </a>
        </Button>
        <p className="text-xs text-muted-foreground">{t("downloadDataHint")}</p>
      </div>

      <div className="grid gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={busy}
          onClick={() => ask("signOutEverywhere")}
          data-testid="sign-out-everywhere"
        >
          <LogOut aria-hidden="true" />
          {signOutEverywhere.isPending ? t("signingOut") : t("signOutEverywhere")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("signOutEverywhereHint")}</p>
      </div>

      <div className="grid gap-1">
        <Button
          type="button"
          variant="destructive"
          size="sm"
          className="w-fit"
          disabled={busy}
          onClick={() => ask("deleteAccount")}
          data-testid="delete-account"
        >
          <UserX aria-hidden="true" />
          {requestDeletion.isPending ? t("sendingLink") : t("deleteAccount")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("deleteAccountHint")}</p>
      </div>

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent data-testid="your-data-confirm">
          <AlertDialogHeader>
            <AlertDialogTitle>{deleting ? t("deleteAccountTitle") : t("signOutEverywhereTitle")}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {deleting
                ? t("deleteAccountDescription", { email, minutes: linkMinutes })
                : t("signOutEverywhereDescription")}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {deleting && (
            <div className="grid gap-2 text-sm text-muted-foreground">
              <p>{account("deleteWhatGoes")}</p>
              <p>{account("deleteWhatStays")}</p>
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              className={deleting ? buttonVariants({ variant: "destructive" }) : undefined}
              onClick={() => {
                setConfirmOpen(false);
                void (deleting ? askForDeletionLink() : signOut());
              }}
            >
              {deleting ? t("deleteAccountConfirm") : t("signOutEverywhere")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
