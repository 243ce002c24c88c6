"use client";

// The signed-in user on the client: their profile, session and calendar feed,
// with query keys, endpoints and cache updates. Components use these hooks,
// never apiFetch.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/site/api-client";
import type { CurrentUserProfile } from "@/lib/users/profile";
import type { ProfileInput } from "@/lib/users/profile-schema";
import { forgetUser } from "./use-log-out";

/** The query key of the signed-in user; invalidate it after changing the profile. */
export const currentUserQueryKey = ["me"] as const;

/** Spec section 7: the current user is cached for 5 minutes. */
export const CURRENT_USER_STALE_MS = 300_000;

/** GET /api/auth/me: the signed-in user, or null when nobody is (401). */
export async function fetchCurrentUser(): Promise<CurrentUserProfile | null> {
  try {
    const { user } = await apiFetch<{ user: CurrentUserProfile }>("/api/auth/me");
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user on the client. Pages render on the server with the user
 * already loaded and pass it as `initialData`, so there is no loading flash
 * and no request until the data is invalidated or 5 minutes old.
 */
export function useCurrentUser(initialData?: CurrentUserProfile | null) {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
    ...(initialData !== undefined && { initialData }),
  });
}

/**
 * PUT /api/auth/profile. The cache holds the saved user at once and is
 * refetched; the caller refreshes what the server rendered from it.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiFetch<{ user: CurrentUserProfile }>("/api/auth/profile", { method: "PUT", json: input }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/**
 * POST /api/auth/logout-all: every session of the user ends, this one
 * included. Once the server confirms, the browser forgets the user as on
 * logout; on failure nothing changes (the sessions may all still be valid).
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ ok: true; sessions: number }>("/api/auth/logout-all", { method: "POST" }),
    onSuccess: () => forgetUser(queryClient),
  });
}

/**
 * POST /api/auth/account-deletion: e-mails the account's address a link that
 * deletes the account once opened and confirmed. Nothing is deleted here.
 */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: () => apiFetch<{ sent: true }>("/api/auth/account-deletion", { method: "POST" }),
  });
}

const CALENDAR_FEED_ENDPOINT = "/api/auth/calendar-feed";

/** POST /api/auth/calendar-feed: a new private feed address; an earlier one stops working. */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: () => apiFetch<{ url: string }>(CALENDAR_FEED_ENDPOINT, { method: "POST" }),
  });
}

/** DELETE /api/auth/calendar-feed: the feed address stops working. */
export function useTurnOffCalendarFeed() {
  return useMutation({
    mutationFn: () => apiFetch<unknown>(CALENDAR_FEED_ENDPOINT, { method: "DELETE" }),
  });
}
