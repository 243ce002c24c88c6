"use client";

import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import type { GoogleImportResult } from "@/lib/contacts/google";
import { localeOr, localizedPath } from "@/lib/i18n/locales";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { announceStatus, inImportPopup, useImportGoogleContacts, useImportSummary } from "./use-google-import";

/** Spec section 4: how long the page stays after a success, and when there was nothing to do. */
const CLOSE_AFTER_SUCCESS_MS = 2000;
const CLOSE_WITHOUT_TOKEN_MS = 1000;

type Phase =
  | { name: "importing" }
  | { name: "success"; result: GoogleImportResult }
  | { name: "error"; title: string; description: string }
  | { name: "no_token" };

type Translator = ReturnType<typeof useTranslations<"googleImport">>;

/** An error code's texts (spec section 8): invalid_client has its own, denied consent and a lost state theirs. */
function errorPhase(code: string, t: Translator): Phase {
  if (code === "invalid_client") return { name: "error", title: t("configErrorTitle"), description: t("configErrorDescription") };
  const description =
    code === "access_denied" ? t("errorDenied") : code === "invalid_state" ? t("errorExpired") : t("errorGeneric");
  return { name: "error", title: t("errorTitle"), description };
}

export type AuthCallbackProps = {
  /** Our ticket from the callback route (the spec's `token`), never Google's token. */
  token: string | null;
  /** Google's or the callback route's error code. */
  error: string | null;
};

/**
 * The popup's last page (spec sections 2, 4 and 8): with a ticket it imports
 * and reports success, then closes itself after 2 s (or, outside a popup,
 * goes home); with an error it shows its text; with neither it leaves after
 * 1 s. Each step is announced to the opener.
 */
export function AuthCallback({ token, error }: AuthCallbackProps) {
  const t = useTranslations("googleImport");
  const locale = localeOr(useLocale());
  const summary = useImportSummary();
  const importContacts = useImportGoogleContacts();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>(() => (token ? { name: "importing" } : error ? errorPhase(error, t) : { name: "no_token" }));
  const [popup, setPopup] = useState(false);
  // A ticket works once: the effect must not run it twice (React runs effects twice in development).
  const started = useRef(false);

  function leave() {
    // A popup closes itself; where the browser will not let it (a tab, not a popup), the page goes home.
    if (inImportPopup()) window.close();
    router.replace(localizedPath(locale, "/"));
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setPopup(inImportPopup());
    // The ticket leaves the address bar and the history at once.
    window.history.replaceState(null, "", window.location.pathname);
    if (!token) {
      if (phase.name === "error") {
        showToast("error", phase.title, { description: phase.description });
        announceStatus({ status: "error", message: phase.description });
        return;
      }
      announceStatus({ status: "no_token" });
      window.setTimeout(leave, CLOSE_WITHOUT_TOKEN_MS);
      return;
    }
    announceStatus({ status: "importing" });
    importContacts.mutate(token, {
      onSuccess: (result) => {
        setPhase({ name: "success", result });
        announceStatus({ status: "success", result });
        window.setTimeout(leave, CLOSE_AFTER_SUCCESS_MS);
      },
      onError: (failure) => {
        const description = errorMessage(failure, t("errorGeneric"));
        setPhase({ name: "error", title: t("errorTitle"), description });
        showToast("error", t("errorTitle"), { description });
        announceStatus({ status: "error", message: description });
      },
    });
    // Runs once, on arrival: the ticket is spent by the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const leaveButton = (
    <Button onClick={leave} data-testid="auth-callback-leave">
      {popup ? t("closeWindow") : t("goToDashboard")}
    </Button>
  );

  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-md content-center px-4 py-8" data-testid="auth-callback" data-phase={phase.name}>
      {phase.name === "importing" && (
        <StatePanel
          role="status"
          icon={<LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
          heading={<h1 className="text-lg font-semibold">{t("importingTitle")}</h1>}
          description={t("importingDescription")}
        />
      )}
      {phase.name === "success" && (
        <StatePanel
          role="status"
          icon={<CircleCheck aria-hidden="true" />}
          heading={<h1 className="text-lg font-semibold">{t("successTitle")}</h1>}
          description={summary(phase.result)}
          actions={leaveButton}
        />
      )}
      {phase.name === "error" && (
        <StatePanel
          role="alert"
          tone="destructive"
          icon={<CircleAlert aria-hidden="true" />}
          heading={<h1 className="text-lg font-semibold">{phase.title}</h1>}
          description={phase.description}
          actions={leaveButton}
        />
      )}
      {phase.name === "no_token" && (
        <StatePanel
          role="status"
          icon={<LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
          heading={<h1 className="text-lg font-semibold">{t("noTokenTitle")}</h1>}
          description={t("noTokenDescription")}
        />
      )}
    </main>
  );
}
