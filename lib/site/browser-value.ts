import { useSyncExternalStore } from "react";

/**
 * A value only the browser knows and that does not change while the page is
 * open (its address, whether it has hydrated): `onServer` on the server and
 * while hydrating, then `read()`. No hydration mismatch, and no effect that
 * sets state.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribeNever, read, () => onServer);
}

/** Nothing to listen to: the value never changes once in the browser. */
function subscribeNever() {
  return () => {};
}
