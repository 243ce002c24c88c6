"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { AuthDialog } from "./auth-dialog";

type AuthDialogControls = { open: () => void };

const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** One sign-in dialog per page, opened from the header or the hero's call-to-action. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <AuthDialogContext.Provider value={{ open: () => setOpen(true) }}>
      {children}
      <AuthDialog open={isOpen} onOpenChange={setOpen} />
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return controls;
}
