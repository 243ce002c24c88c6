import { ChevronRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One foldable part of the creator's panel: a native <details>, so it folds
 * without script and the keyboard and screen readers know it; the summary
 * says what is inside (the counts), and a folded summary only while folded
 * (for a section whose body opens with the same words).
 */
export function PanelSection({
  title,
  summary,
  foldedSummary,
  defaultOpen,
  className,
  children,
  ...props
}: Omit<ComponentProps<"details">, "title" | "open"> & {
  title: string;
  summary?: ReactNode;
  foldedSummary?: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <details open={defaultOpen} className={cn("group rounded-lg border", className)} {...props}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 outline-none hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <span className="grid min-w-0">
          <span className="text-sm font-semibold">{title}</span>
          {summary && <span className="text-xs text-muted-foreground">{summary}</span>}
          {foldedSummary && <span className="text-xs text-muted-foreground group-open:hidden">{foldedSummary}</span>}
        </span>
      </summary>
      <div className="grid gap-3 border-t p-3">{children}</div>
    </details>
  );
}
