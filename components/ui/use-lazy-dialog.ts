"use client";

import { useCallback, useState } from "react";

/**
 * A dialog whose code loads on the first press (React.lazy inside Suspense,
 * or next/dynamic, rendered once `mounted`), so forms and their schemas are
 * not part of a page's first load (the card page's JavaScript budget, the
 * dashboard's blocking time): `mounted` stays true once it has been opened,
 * so the dialog can animate closed and keep its `payload` (what it is
 * about) meanwhile. `openAtStart` opens it with the page (the create-card
 * form with `?birthday=`).
 */
export function useLazyDialog<T = undefined>(openAtStart = false) {
  const [state, setState] = useState<{ mounted: boolean; open: boolean; payload: T | null }>({
    mounted: openAtStart,
    open: openAtStart,
    payload: null,
  });
  // Stable, so memoised rows that open the dialog do not re-render with it.
  const show = useCallback((payload?: T) => setState({ mounted: true, open: true, payload: payload ?? null }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return { ...state, show, onOpenChange };
}
