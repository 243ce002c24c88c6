import * as React from "react";

import { cn } from "@/lib/utils";

/** Loading placeholder. Decorative: announce loading state elsewhere (e.g. aria-busy on the region). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
