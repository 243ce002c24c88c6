"use client";

import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from "react";
import { returnPathOf } from "@/lib/auth/return-path";
import { useBrowserValue } from "@/lib/site/browser-value";
import type { AuthDialogIntl } from "./auth-dialog";

// The dialog and its form load on the first click, keeping them out of the
// JavaScript every visitor downloads with the landing page.
const AuthDialog = lazy(() => import("./auth-dialog").then((module) => ({ default: module.AuthDialog })));

const OpenAuthDialogContext = createContext<(() => void) | null>(null);

/**
 * One sign-in dialog per page, opened from the header or the hero's
 * call-to-action, and at once when a members' page sent a signed-out visitor
 * here with the way back (proxy.ts): after hydration, as layouts get no query.
 */
export function AuthDialogProvider({ intl, children }: { intl: AuthDialogIntl; children: ReactNode }) {
  // "untouched" until the visitor opens or closes it.
  const [state, setState] = useState<"untouched" | "open" | "closed">("untouched");
  const sentToSignIn = useBrowserValue(() => returnPathOf(window.location.search) !== null, false);
  const isOpen = state === "open" || (state === "untouched" && sentToSignIn);
  // Kept mounted once opened, so it can animate closed.
  const wasOpened = state !== "untouched" || sentToSignIn;
  const open = () => setState("open");
  return (
    <OpenAuthDialogContext.Provider value={open}>
      {children}
      {wasOpened && (
        <Suspense>
          <AuthDialog intl={intl} open={isOpen} onOpenChange={(next) => setState(next ? "open" : "closed")} />
        </Suspense>
      )}
    </OpenAuthDialogContext.Provider>
  );
}

/** Gives the server-rendered button inside it the click that opens the dialog (see ToggleThemeOnClick). */
export function OpenAuthDialogOnClick({ children }: { children: ReactNode }) {
  const open = useContext(OpenAuthDialogContext);
  if (!open) throw new Error("OpenAuthDialogOnClick must be used inside AuthDialogProvider");
  return (
    <span className="contents" onClick={open}>
      {children}
    </span>
  );
}
