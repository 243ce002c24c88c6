"use client";

import { ThemeProvider, useTheme } from "next-themes";
import { useEffect, type ReactNode } from "react";
import { LocaleCookieRestore } from "@/components/site/locale-cookie-restore";
import { ToasterHost } from "@/components/site/toaster-host";
import { showPendingToast } from "@/lib/site/toast";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, THEME_STORAGE_KEY, themes, type Theme } from "@/lib/site/theme";

/**
 * Client-side context every page shares: theme and toasts (also one left
 * by the previous page). Pages that fetch
 * data or translate on the client add those providers themselves, so public
 * pages stay light (docs/decisions/008-lean-public-pages.md).
 */
export function Providers({
  initialTheme,
  nonce,
  children,
}: {
  initialTheme: Theme;
  /** The page's Content-Security-Policy nonce, for the theme script (lib/security/headers.ts). */
  nonce: string | undefined;
  children: ReactNode;
}) {
  return (
    <ThemeProvider
      nonce={nonce}
      attribute="class"
      themes={[...themes]}
      defaultTheme={initialTheme}
      enableSystem={false}
      storageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <ThemeCookie />
      <LocaleCookieRestore />
      <PendingToast />
      {children}
      <ToasterHost />
    </ThemeProvider>
  );
}

/** Mirrors the theme into a cookie, so the server renders it without a flash. */
function ThemeCookie() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (!resolvedTheme) return;
    document.cookie = `${THEME_COOKIE}=${resolvedTheme}; path=/; max-age=${THEME_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }, [resolvedTheme]);
  return null;
}

/** A toast the previous page asked to show after it navigated here (a failed logout's warning). */
function PendingToast() {
  useEffect(showPendingToast, []);
  return null;
}
