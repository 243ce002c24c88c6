import type { ReactNode } from "react";

/**
 * The tooltip of an icon-only button on pages without Radix (public pages,
 * the card page): drawn by CSS alone, on hover after the same 700 ms as the
 * signed-in pages' tooltips and on keyboard focus. The button keeps its own
 * accessible name; the label is for the eyes only.
 */
export function CssTooltip({
  label,
  children,
  side = "bottom",
  "data-testid": testId,
}: {
  label: ReactNode;
  children: ReactNode;
  /** Above the button for controls along the bottom of the screen (present mode). */
  side?: "bottom" | "top";
  "data-testid"?: string;
}) {
  return (
    <span className="group relative inline-flex">
      {children}
      <span
        aria-hidden="true"
        data-testid={testId}
        className={`pointer-events-none invisible absolute right-0 z-50 ${side === "top" ? "bottom-full mb-1" : "top-full mt-1"} rounded-md bg-foreground px-3 py-1.5 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-[opacity,visibility] group-hover:visible group-hover:opacity-100 group-hover:delay-700 group-has-focus-visible:visible group-has-focus-visible:opacity-100 motion-reduce:transition-none`}
      >
        {label}
      </span>
    </span>
  );
}
