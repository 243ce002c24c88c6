"use client";

import { useTheme } from "@/components/site/theme-provider";
import type { ReactNode } from "react";

/**
 * Gives the server-rendered button inside it the theme toggle's click. A
 * `display: contents` wrapper hears the button's click (mouse or keyboard) as
 * it bubbles, without adding a box to the layout or a role to the page.
 */
export function ToggleThemeOnClick({ children }: { children: ReactNode }) {
  const { theme, setTheme } = useTheme();
  return (
    <span className="contents" onClick={() => setTheme(theme === "light" ? "dark" : "light")}>
      {children}
    </span>
  );
}
