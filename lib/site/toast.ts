import type { ExternalToast } from "sonner";
import { PENDING_TOAST_KEY } from "./session-markers";

// One way for client code to show a toast. Sonner and its toaster load on the
// first toast (components/site/toaster-host.tsx), so pages that never show one
// never download them. Toasts asked for before the toaster is ready wait here.

export type ToastKind = "success" | "error" | "info";
export type ToastRequest = { kind: ToastKind; title: string; options?: ExternalToast };

const waiting: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | null = null;
let wakeHost: (() => void) | null = null;

export function showToast(kind: ToastKind, title: string, options?: ExternalToast): void {
  const request = { kind, title, options };
  if (deliver) return deliver(request);
  waiting.push(request);
  wakeHost?.();
}

/** The host registers how to wake it; it is woken at once if toasts already wait. */
export function onToastRequested(wake: () => void): () => void {
  wakeHost = wake;
  if (waiting.length > 0) wake();
  return () => {
    wakeHost = null;
  };
}

/** Called once the toaster is mounted: waiting toasts are shown, later ones go straight through. */
export function toasterReady(show: (request: ToastRequest) => void): () => void {
  deliver = show;
  waiting.splice(0).forEach(show);
  return () => {
    deliver = null;
  };
}

/**
 * Shows a toast on the next page this tab loads: a full page load (after
 * logging out) ends this page, and its toaster, before a toast could be read.
 */
export function showToastAfterNavigation(kind: ToastKind, title: string, options?: { description?: string }): void {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ kind, title, options }));
  } catch {
    // Storage disabled: the toast is lost, the navigation still happens.
  }
}

/** Shows, once, the toast the previous page left (see showToastAfterNavigation). */
export function showPendingToast(): void {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  const { kind, title, options } = JSON.parse(stored) as ToastRequest;
  showToast(kind, title, options);
}
