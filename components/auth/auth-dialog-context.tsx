"use client";

import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from "react";
import type { AuthDialogIntl } from "./auth-dialog";

// The dialog and its form load on the first click, keeping them out of the
// JavaScript every visitor downloads with the landing page.
const AuthDialog = lazy(() => import("./auth-dialog").then((module) => ({ default: module.AuthDialog })));

const OpenAuthDialogContext = createContext<(() => void) | null>(null);

/** One sign-in dialog per page, opened from the header or the hero's call-to-action. */
export function AuthDialogProvider({ intl, children }: { intl: AuthDialogIntl; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };
  return (
    <OpenAuthDialogContext.Provider value={open}>
      {children}
      {wasOpened && (
        <Suspense>
          <AuthDialog intl={intl} open={isOpen} onOpenChange={setOpen} />
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
