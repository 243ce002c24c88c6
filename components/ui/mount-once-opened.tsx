"use client";

import { Suspense, useState, type ReactNode } from "react";

/**
 * Renders `children` (a dialog whose code is loaded with React.lazy) from
 * the first time `open` is true, and keeps it mounted after, so it can
 * animate closed. Until then the page neither downloads nor runs the
 * dialog's code: the forms, their schemas and pickers are not part of the
 * first load (docs/performance.md, dashboard pages).
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from props): the
  // dialog mounts in the same render that opens it.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
