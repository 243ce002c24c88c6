import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

export type StatePanelProps = Omit<ComponentProps<"div">, "title"> & {
  /** A lucide icon (decorative: give it aria-hidden). */
  icon: ReactNode;
  /** "destructive" for a failure: the icon in the destructive colour. */
  tone?: "default" | "destructive";
  /** The heading element, at the level the page needs (h1 on an error page, h2 in a view). */
  heading?: ReactNode;
  description: ReactNode;
  /** The next step as buttons, e.g. add, import, clear filters, try again. */
  actions?: ReactNode;
};

/**
 * What shows in the place of content that is not there (docs/design.md,
 * "Empty, loading and error states"): a dashed panel with an icon, an
 * optional heading, one sentence and the next step as buttons.
 */
export function StatePanel({ icon, tone = "default", heading, description, actions, className, ...props }: StatePanelProps) {
  return (
    <div className={cn("grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center sm:p-8", className)} {...props}>
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-full bg-secondary [&_svg]:size-6",
          tone === "destructive" ? "text-destructive" : "text-secondary-foreground",
        )}
      >
        {icon}
      </span>
      {heading}
      <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      {actions && <div className="flex max-w-full flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
