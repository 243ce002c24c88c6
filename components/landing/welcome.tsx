"use client";

import { lazy, Suspense } from "react";
import type { WelcomeTexts } from "./welcome-dialog";

// The greeting shows once, right after sign-in: its code (and the UI kit's
// dialog) loads only then, not with every visit of the landing page
// (docs/decisions/008-lean-public-pages.md).
const WelcomeDialog = lazy(() => import("./welcome-dialog").then((module) => ({ default: module.WelcomeDialog })));

export function Welcome(props: { texts: WelcomeTexts; dashboardPath: string }) {
  return (
    <Suspense>
      <WelcomeDialog {...props} />
    </Suspense>
  );
}
