"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { CreatorPanelHost } from "./creator-panel-host";

// The creator's tools are code only the creator needs: the page renders this
// slot for the creator alone, and its code (with the query client) is a
// chunk of its own rather than part of every visitor's JavaScript
// (docs/decisions/034-card-page.md).
const Host = lazy(() => import("./creator-panel-host").then((module) => ({ default: module.CreatorPanelHost })));

export function CreatorPanelSlot(props: ComponentProps<typeof CreatorPanelHost>) {
  return (
    <Suspense>
      <Host {...props} />
    </Suspense>
  );
}
