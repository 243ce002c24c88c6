import type { ReactNode } from "react";

/**
 * The tooltip of an icon-only button or link, drawn by CSS alone: on hover
 * after spec section 9's delay (and its skip delay inside a `.tooltip-group`,
 * app/globals.css), at once on keyboard focus. The element keeps its own
 * accessible name; the label is for the eyes only. Used wherever the page
 * itself shows the button (headers, lists, the card page, present mode), so
 * no tooltip library loads with a page; Radix tooltips (WithTooltip) are left
 * to dialogs and panels, whose scrolling boxes would clip a tooltip drawn in
 * place.
 */
export function CssTooltip({
  label,
  children,
  side = "bottom",
  align = "end",
  className,
  "data-testid": testId,
}: {
  label: ReactNode;
  children: ReactNode;
  /** Above the button for controls along the bottom of the screen (present mode). */
  side?: "bottom" | "top";
  /** Which edge of the button the tooltip lines up with: its right edge (for buttons near the right of the screen), or its middle. */
  align?: "end" | "center";
  /** Classes for the tooltip, e.g. `sm:hidden` where the button's text shows from `sm` up. */
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <span className="css-tooltip group relative inline-flex">
      {children}
      <span
        aria-hidden="true"
        data-slot="css-tooltip"
        data-testid={testId}
        // Joined, not merged with cn(): the card page loads no tailwind-merge, and `className` only adds.
        className={[
          "pointer-events-none invisible absolute z-50 rounded-md bg-foreground px-3 py-1.5 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-[opacity,visibility] group-hover:visible group-hover:opacity-100 group-hover:[transition-delay:var(--tooltip-delay)] group-has-focus-visible:visible group-has-focus-visible:opacity-100 motion-reduce:transition-none",
          side === "top" ? "bottom-full mb-1" : "top-full mt-1",
          align === "center" ? "left-1/2 -translate-x-1/2" : "right-0",
          className,
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {label}
      </span>
    </span>
  );
}
