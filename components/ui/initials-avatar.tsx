import type { ComponentProps } from "react";
import { initialsOf } from "@/lib/text/initials";
import { cn } from "@/lib/utils";

/**
 * The palette's eight avatar gradients, as classes of app/globals.css. Each
 * starts at a Tailwind `-700` and ends at an `-800`, dark enough for white
 * initials to pass WCAG AA (4.5:1) in both themes
 * (tests/unit/design-tokens.test.ts); the solid colour under each is the
 * lighter start, which contrast checkers read. Birthday cards use the first
 * six (docs/design.md), group-card contributions all eight.
 */
export const AVATAR_GRADIENTS = [
  "avatar-pink",
  "avatar-violet",
  "avatar-blue",
  "avatar-emerald",
  "avatar-amber",
  "avatar-fuchsia",
  "avatar-cyan",
  "avatar-rose",
] as const;

/**
 * A round avatar with a person's initials in white on one of the palette's
 * gradients (the birthday card's six, the group card's eight). Decorative:
 * the name is always written next to it, so it is hidden from screen readers.
 * No client code, so server pages and client lists share it.
 */
export function InitialsAvatar({
  name,
  gradient,
  className,
  ...props
}: ComponentProps<"div"> & { name: string; gradient: string }) {
  return (
    <div
      className={cn("avatar", gradient, className)}
      aria-hidden="true"
      {...props}
    >
      {initialsOf(name)}
    </div>
  );
}
