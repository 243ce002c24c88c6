"use client";

import type * as React from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** How long a toast stays before auto-dismissing. */
export const TOAST_DURATION_MS = 5000;
/** Only the newest toast is shown; older ones wait behind it. */
export const VISIBLE_TOASTS = 1;

// Sonner's own CSS is unlayered, so it wins over Tailwind utilities: theme it through
// its CSS variables, and mark the width override important to beat its inline --width.
const paletteStyle = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
} as React.CSSProperties;

function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      position="bottom-right"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      closeButton
      className="md:[--width:420px]!"
      style={paletteStyle}
      toastOptions={{ classNames: { description: "text-muted-foreground!" } }}
      {...props}
    />
  );
}

export { Toaster };
