"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@/lib/site/query-client";

/**
 * The data cache of the signed-in pages. Mounted by what queries: the
 * dashboard's layout, and the parts of the group-card pages that load on
 * first use (the card page's controller, the create form), not by every
 * page: public pages never load TanStack Query
 * (docs/decisions/008-lean-public-pages.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per mounted tree, kept across re-renders.
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
    </QueryClientProvider>
  );
}
