"use client";

import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import { useContext } from "react";
import { apiFetch } from "@/lib/site/api-client";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";

// Signing out, apart from the profile's queries (use-current-user.ts): the
// header's logout button is on every signed-in page, and that module's
// queries brought TanStack Query's observers into pages that fetch nothing
// (the signed-in group-card pages have no query cache until their form
// loads, decision 033).

/** What the browser holds about the signed-in user: the query cache, where the page has one, and the session markers. */
export function forgetUser(queryClient: QueryClient | undefined) {
  queryClient?.clear();
  window.sessionStorage.removeItem(JUST_LOGGED_IN_KEY);
}

/**
 * POST /api/auth/logout. Whatever the answer, what the browser holds about
 * the user goes: the query cache and the session markers (the session cookie
 * is httpOnly: only the server can clear it). Resolves to whether the server
 * confirmed the sign-out.
 */
export function useLogOut() {
  const queryClient = useContext(QueryClientContext);
  return async function logOut(): Promise<boolean> {
    let confirmed = true;
    try {
      await apiFetch("/api/auth/logout", { method: "POST", json: {} });
    } catch (error) {
      console.error("Logout failed", error);
      confirmed = false;
    }
    forgetUser(queryClient);
    return confirmed;
  };
}
