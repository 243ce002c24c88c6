"use client";

import { useTheme } from "next-themes";
import type { ReactNode } from "react";

/**
 * Gives the server-rendered button inside it the theme toggle's click. A
 * `display: contents` wrapper hears the button's click (mouse or keyboard) as
 * it bubbles, without adding a box to the layout or a role to the page.
 */
export function ToggleThemeOnClick({ children }: { children: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <span className="contents" onClick={() => setTheme(resolvedTheme === "light" ? "dark" : "light")}>
      {children}
    </span>
  );
}
