import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/**
 * A form field's label: a plain <label>. Radix's Label only stops a double
 * click from selecting the label's text, which `select-none` already does,
 * and brought its own copy of Radix's primitives into the birthdays view's
 * first load (decision 047).
 */
function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
