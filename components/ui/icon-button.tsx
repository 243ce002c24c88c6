"use client";

import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * A button that shows only an icon: its label is its accessible name and
 * the tooltip that appears on hover and keyboard focus (spec section 9's
 * delays, from the TooltipProvider above it).
 */
export function IconButton({ label, children, ...props }: Omit<ButtonProps, "aria-label"> & { label: string }) {
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
 * tooltip. `contentClassName` can hide it where the text shows anyway.
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
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent className={contentClassName}>{label}</TooltipContent>
    </Tooltip>
  );
}
