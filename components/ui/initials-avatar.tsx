import type { ComponentProps } from "react";
import { initialsOf } from "@/lib/text/initials";
import { cn } from "@/lib/utils";

/**
 * The palette's eight avatar gradients. Each starts at a Tailwind `-700`
 * and ends at an `-800`, dark enough for white initials to pass WCAG AA
 * (4.5:1) in both themes (tests/unit/design-tokens.test.ts); the solid
 * colour under each is the lighter start, which contrast checkers read.
 * Birthday cards use the first six (spec sections 3 and 9), group-card
 * contributions all eight.
 */
export const AVATAR_GRADIENTS = [
  "bg-pink-700 bg-linear-to-br from-pink-700 to-rose-800",
  "bg-violet-700 bg-linear-to-br from-violet-700 to-purple-800",
  "bg-blue-700 bg-linear-to-br from-blue-700 to-indigo-800",
  "bg-emerald-700 bg-linear-to-br from-emerald-700 to-teal-800",
  "bg-amber-700 bg-linear-to-br from-amber-700 to-orange-800",
  "bg-fuchsia-700 bg-linear-to-br from-fuchsia-700 to-purple-800",
  "bg-cyan-700 bg-linear-to-br from-cyan-700 to-sky-800",
  "bg-rose-700 bg-linear-to-br from-rose-700 to-red-800",
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
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-semibold text-white",
        gradient,
        className,
      )}
      aria-hidden="true"
      {...props}
    >
      {initialsOf(name)}
    </div>
  );
}
