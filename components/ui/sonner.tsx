"use client";

import type * as React from "react";
import { useSyncExternalStore } from "react";
import { useTheme } from "@/components/site/theme-provider";
import { toast, Toaster as Sonner, type ToasterProps } from "sonner";
import type { ToastRequest } from "@/lib/site/toast";

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

// Sonner's own breakpoint: at this width and below its toasts span the screen.
const PHONE_QUERY = "(max-width: 600px)";

function subscribeToPhoneWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * On a phone a toast spans the screen, and at the bottom it would lie over a
 * dialog's buttons (Add Birthday's Cancel, while the error it reports is still
 * being read) and the section bar: there it comes from the top, as a phone's
 * own notifications do, and can also be swiped back up.
 */
function usePhoneWidth() {
  return useSyncExternalStore(
    subscribeToPhoneWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  const phone = usePhoneWidth();
  return (
    <Sonner
      theme={theme === "dark" ? "dark" : "light"}
      position={phone ? "top-center" : "bottom-right"}
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      hotkey={["F8"]}
      swipeDirections={phone ? ["right", "top"] : ["right"]}
      closeButton
      // A modal dialog turns off pointer events around it, toasts included: a
      // press would fall through to the dialog under the toast (its close
      // button), and the toast could not be closed or swiped away.
      className="pointer-events-auto! md:[--width:420px]!"
      style={paletteStyle}
      // The close button at least 24 px square (WCAG 2.5.8); sonner's is 20.
      toastOptions={{ classNames: { description: "text-muted-foreground!", closeButton: "size-6!" } }}
      {...props}
    />
  );
}

/** Sonner's own CSS is unlayered, hence the important marks. */
const errorClassNames = {
  toast: "bg-destructive! text-destructive-foreground! border-destructive!",
  description: "text-destructive-foreground!",
};

/**
 * Shows one toast asked for through lib/site/toast.ts. Spec section 8:
 * failures are destructive toasts: the error colours, and role="alert" around
 * title and description so they are announced at once (sonner's list is a
 * polite live region and gives its toasts no role).
 */
function presentToast({ kind, title, options }: ToastRequest) {
  if (kind !== "error") return toast[kind](title, options);
  const { description, ...rest } = options ?? {};
  const text = typeof description === "function" ? description() : description;
  return toast.error(
    <span role="alert" className="grid gap-0.5">
      <span>{title}</span>
      {text && <span className="font-normal">{text}</span>}
    </span>,
    { ...rest, classNames: errorClassNames },
  );
}

export { presentToast, Toaster };
