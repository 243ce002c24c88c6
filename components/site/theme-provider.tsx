"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { isTheme, THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, THEME_STORAGE_KEY, type Theme } from "@/lib/site/theme";

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The dark or light theme, remembered in local storage and in a cookie so
 * the server draws it on the first byte (spec section 9). It starts from the
 * theme the server drew and does not change it while the page hydrates: a
 * context value that changes then makes React hydrate every boundary still
 * waiting at once, in one long task (docs/decisions/039-own-theme-provider.md).
 */
export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState(initialTheme);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    applyTheme(next);
    rememberTheme(next);
  }, []);

  useEffect(() => {
    // Without the cookie the server drew the default; a choice kept only in
    // local storage (cookies cleared) still counts. Local storage cannot be
    // read while rendering on the server, so this one switch waits for the effect.
    const stored = readStoredTheme();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above; rare, after hydration
    if (!hasThemeCookie() && stored && stored !== initialTheme) setTheme(stored);
    else rememberTheme(initialTheme);
  }, [initialTheme, setTheme]);

  useEffect(() => {
    // Another tab switched the theme.
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) {
        setThemeState(event.newValue);
        applyTheme(event.newValue);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider above it");
  return value;
}

/** Switches the html element's class without animating every colour that changes. */
function applyTheme(theme: Theme) {
  const root = document.documentElement;
  const noTransitions = document.createElement("style");
  noTransitions.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(noTransitions);
  root.classList.remove("dark", "light");
  root.classList.add(theme);
  root.style.colorScheme = theme;
  // Styles are computed with transitions off before they are allowed again.
  window.getComputedStyle(document.body);
  setTimeout(() => noTransitions.remove(), 1);
}

function rememberTheme(theme: Theme) {
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${THEME_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the cookie still remembers.
  }
}

function readStoredTheme(): Theme | undefined {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function hasThemeCookie(): boolean {
  return document.cookie.split("; ").some((pair) => pair.startsWith(`${THEME_COOKIE}=`));
}
