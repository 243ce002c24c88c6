"use client";

import { lazy, Suspense } from "react";
import type { TestLoginTexts } from "./test-login-link";

// Development only: production pages never show the link, so its code (and
// the API client it uses) stays out of their JavaScript and loads only where
// the link is shown (docs/decisions/008-lean-public-pages.md).
const TestLoginLink = lazy(() => import("./test-login-link").then((module) => ({ default: module.TestLoginLink })));

export function TestLogin({ texts }: { texts: TestLoginTexts }) {
  return (
    <Suspense>
      <TestLoginLink texts={texts} />
    </Suspense>
  );
}
