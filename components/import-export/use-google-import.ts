"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useRefreshBirthdays } from "@/components/birthdays/use-birthdays";
import { currentUserQueryKey } from "@/components/profile/use-current-user";
import type { GoogleImportResult } from "@/lib/contacts/google";
import { apiFetch } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";

// The Google Contacts import on the client: the opener's side (the popup and
// its messages) and the /auth-callback page's side (the import call and the
// messages it sends back). Decision record: docs/decisions/040-google-contacts-import.md.

/** Same-origin address the popup opens first (with the page's language); it sends the popup on to Google. */
const START_PATH = "/api/google/start";
const POPUP_NAME = "confetti-google-import";
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
/**
 * The status messages also travel over a BroadcastChannel: after the hop
 * through Google's pages a browser may cut the popup off from its opener.
 */
const CHANNEL_NAME = "confetti-google-import";
export const AUTH_CALLBACK_STATUS = "AUTH_CALLBACK_STATUS";

export type AuthCallbackStatus = "importing" | "error" | "no_token" | "success";
export type AuthCallbackMessage = {
  type: typeof AUTH_CALLBACK_STATUS;
  status: AuthCallbackStatus;
  /** With "success": what the import did. */
  result?: GoogleImportResult;
  /** With "error": the text the popup shows, in the user's language. */
  message?: string;
};

function isAuthCallbackMessage(data: unknown): data is AuthCallbackMessage {
  const message = data as Partial<AuthCallbackMessage> | null;
  return message?.type === AUTH_CALLBACK_STATUS && typeof message.status === "string";
}

/** The import's result in words: what was added, updated and left out. */
export function useImportSummary() {
  const t = useTranslations("googleImport");
  return (result: GoogleImportResult) =>
    [
      t("created", { count: result.created }),
      result.updated > 0 ? t("updated", { count: result.updated }) : null,
      result.skipped > 0 ? t("skipped", { count: result.skipped }) : null,
    ]
      .filter(Boolean)
      .join(" ");
}

/**
 * The opener's side. `start()` must run in the click itself: the popup is
 * opened synchronously at a same-origin address (a popup opened after an
 * awaited request is blocked); where a browser blocks it anyway, the import
 * runs in this tab instead. While `importing`, only this origin's status
 * messages are read; success refreshes the user and the birthdays with a
 * toast, an error ends the import with one, and so does closing the popup.
 */
export function useGoogleImport() {
  const t = useTranslations("googleImport");
  const summary = useImportSummary();
  const refreshBirthdays = useRefreshBirthdays();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [importing, setImporting] = useState(false);
  const popup = useRef<Window | null>(null);
  /** Set by the first final message: the same message may come twice (from the popup and over the channel). */
  const settled = useRef(false);

  const onStatus = useEffectEvent((message: unknown) => {
    if (!isAuthCallbackMessage(message) || message.status === "importing" || settled.current) return;
    settled.current = true;
    setImporting(false);
    if (message.status === "success" && message.result) {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void refreshBirthdays();
      showToast("success", t("successTitle"), { description: summary(message.result) });
    } else if (message.status === "error") {
      showToast("error", t("errorTitle"), { description: message.message ?? t("errorGeneric") });
    }
  });

  useEffect(() => {
    if (!importing) return;
    const channel = new BroadcastChannel(CHANNEL_NAME);
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onStatus(event.data);
    };
    channel.onmessage = (event) => onStatus(event.data);
    window.addEventListener("message", onMessage);
    const watch = window.setInterval(() => {
      if (popup.current?.closed) setImporting(false);
    }, 500);
    return () => {
      channel.close();
      window.removeEventListener("message", onMessage);
      window.clearInterval(watch);
    };
  }, [importing]);

  const start = useCallback(() => {
    const startUrl = `${START_PATH}?locale=${encodeURIComponent(locale)}`;
    const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
    const opened = window.open(startUrl, POPUP_NAME, `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
    if (!opened) {
      // Blocked all the same: the same steps in this tab, ending on /auth-callback's "Go to Dashboard".
      window.open(startUrl, "_self");
      return;
    }
    popup.current = opened;
    settled.current = false;
    opened.focus();
    setImporting(true);
  }, [locale]);

  return { importing, start };
}

/** POST /api/google/import-contacts with the ticket the popup was given. */
export function useImportGoogleContacts() {
  return useMutation({
    mutationFn: (ticket: string) =>
      apiFetch<GoogleImportResult>("/api/google/import-contacts", { method: "POST", json: { accessToken: ticket } }),
  });
}

/**
 * Tells the opener how the import goes: to the opener with this origin as
 * the only allowed target, and over the channel for an opener the popup was
 * cut off from.
 */
export function announceStatus(message: Omit<AuthCallbackMessage, "type">): void {
  const full: AuthCallbackMessage = { type: AUTH_CALLBACK_STATUS, ...message };
  window.opener?.postMessage(full, window.location.origin);
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage(full);
  channel.close();
}

/** Whether this page runs in the import's popup (its opener may be gone after Google's pages; its name stays). */
export function inImportPopup(): boolean {
  return window.opener !== null || window.name === POPUP_NAME;
}
