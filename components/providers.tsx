"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider, useTheme } from "next-themes";
import { useEffect, useState, type ReactNode } from "react";
import { LocaleCookieRestore } from "@/components/site/locale-cookie-restore";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/site/query-client";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, THEME_STORAGE_KEY, themes, type Theme } from "@/lib/site/theme";

/** Client-side context shared by every page: theme, data cache, tooltips and toasts. */
export function Providers({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider
      attribute="class"
      themes={[...themes]}
      defaultTheme={initialTheme}
      enableSystem={false}
      storageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <ThemeCookie />
      <LocaleCookieRestore />
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
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
