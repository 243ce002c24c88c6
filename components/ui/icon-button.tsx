"use client";

import { useRef, useState, type ReactNode } from "react";
import { CssTooltip } from "@/components/site/css-tooltip";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * A button that shows only an icon: its label is its accessible name and
 * the tooltip that appears on hover and keyboard focus (spec section 9's
 * delays, from the TooltipProvider above it). `cssTooltip` draws the tooltip
 * with CSS alone (components/site/css-tooltip.tsx, the same delay and look):
 * for lists that render many buttons at once, where a Radix tooltip per
 * button was most of the list's first render.
 */
export function IconButton({
  label,
  cssTooltip = false,
  children,
  ...props
}: Omit<ButtonProps, "aria-label"> & { label: string; cssTooltip?: boolean }) {
  const button = (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      {children}
    </Button>
  );
  return cssTooltip ? <CssTooltip label={label}>{button}</CssTooltip> : <WithTooltip label={label}>{button}</WithTooltip>;
}

/**
 * Gives the one element inside (a button or link whose text is hidden) a
 * tooltip. `contentClassName` can hide it where the text shows anyway.
 * It opens for a pointer resting on the element or for keyboard focus, not
 * for focus a script moved there: a dialog focuses its first button when it
 * opens, and a tooltip popping up then would also swallow the first Escape
 * meant to close the dialog.
 */
export function WithTooltip({
  label,
  contentClassName,
  children,
}: {
  label: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
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
      <TooltipContent className={contentClassName}>{label}</TooltipContent>
    </Tooltip>
  );
}
