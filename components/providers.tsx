"use client";

import { useEffect, type ReactNode } from "react";
import { LocaleCookieRestore } from "@/components/site/locale-cookie-restore";
import { ThemeProvider } from "@/components/site/theme-provider";
import { ToasterHost } from "@/components/site/toaster-host";
import { showPendingToast } from "@/lib/site/toast";
import type { Theme } from "@/lib/site/theme";

/**
 * Client-side context every page shares: theme and toasts (also one left
 * by the previous page). Pages that fetch
 * data or translate on the client add those providers themselves, so public
 * pages stay light (docs/decisions/008-lean-public-pages.md).
 */
export function Providers({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  return (
    <ThemeProvider initialTheme={initialTheme}>
      <LocaleCookieRestore />
      <PendingToast />
      {children}
      <ToasterHost />
    </ThemeProvider>
  );
}

/** A toast the previous page asked to show after it navigated here (a failed logout's warning). */
function PendingToast() {
  useEffect(showPendingToast, []);
  return null;
}
