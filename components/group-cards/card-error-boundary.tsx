"use client";

import { lazy, Suspense } from "react";

// The card pages' error boundary (their error.tsx). These pages have no
// client translations, so its words and panel load when an error happens,
// not with every visit (docs/decisions/034-card-page.md).
const CardError = lazy(() => import("./card-error").then((module) => ({ default: module.CardError })));

export function CardErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense>
      <CardError reset={reset} />
    </Suspense>
  );
}
