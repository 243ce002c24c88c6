"use client";

import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { IconButtonProps } from "@/components/ui/icon-button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * An icon-only button inside a dialog or a scrolling panel: as IconButton,
 * but its tooltip is Radix's, drawn outside the box that would clip it.
 * Needs a TooltipProvider above it (dialogs bring their own).
 */
export function PanelIconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        {children}
      </Button>
    </WithTooltip>
  );
}

/**
 * Gives the one element inside (a button or link whose text is hidden) a
 * Radix tooltip. It opens for a pointer resting on the element or for
 * keyboard focus, not for focus a script moved there: a dialog focuses its
 * first button when it opens, and a tooltip popping up then would also
 * swallow the first Escape meant to close the dialog.
 */
export function WithTooltip({ label, children }: { label: ReactNode; children: ReactNode }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  function onOpenChange(next: boolean) {
    const element = trigger.current;
    if (next && element && !element.matches(":hover") && !element.matches(":focus-visible")) return;
    setOpen(next);
  }
  return (
    <Tooltip open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild ref={trigger}>
        {children}
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
