"use client";

import { useState } from "react";

/**
 * A dialog whose code loads on the first press (the card page's JavaScript
 * budget counts what loads before any dialog opens): `mounted` stays true
 * once it has been opened, so the dialog can animate closed and keep its
 * `payload` (what it is about) meanwhile.
 */
export function useLazyDialog<T = undefined>() {
  const [state, setState] = useState<{ mounted: boolean; open: boolean; payload: T | null }>({
    mounted: false,
    open: false,
    payload: null,
  });
  return {
    ...state,
    show: (payload?: T) => setState({ mounted: true, open: true, payload: payload ?? null }),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
