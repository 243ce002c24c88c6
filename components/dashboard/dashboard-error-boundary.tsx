"use client";

import { lazy, Suspense } from "react";

// The signed-in pages' error boundary (their error.tsx). Next loads an
// error boundary with every page; its panel, icons and links load when an
// error happens, not with every visit, as the card page's do (decision 047).
const DashboardError = lazy(() => import("./dashboard-error").then((module) => ({ default: module.DashboardError })));

export function DashboardErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense>
      <DashboardError reset={reset} />
    </Suspense>
  );
}
