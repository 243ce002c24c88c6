"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "@/components/profile/use-current-user";
import type { ReminderSettingsInput } from "@/lib/reminders/settings-schema";
import type { ReminderOverview } from "@/lib/reminders/settings";
import { apiFetch } from "@/lib/site/api-client";
import type { CurrentUserProfile } from "@/lib/users/profile";

export const REMINDER_SETTINGS_ENDPOINT = "/api/reminders/settings";

/** The query key of the signed-in user's reminder settings and delivery status. */
export const reminderSettingsQueryKey = ["reminders", "settings"] as const;

/**
 * GET /api/reminders/settings: { settings, status }. The dashboard renders
 * with both already loaded and passes them as `initialData`, so there is no
 * request until a change invalidates them.
 */
export function useReminderSettings(initialData: ReminderOverview) {
  return useQuery({
    queryKey: reminderSettingsQueryKey,
    queryFn: () => apiFetch<ReminderOverview>(REMINDER_SETTINGS_ENDPOINT),
    initialData,
  });
}

/**
 * PUT /api/reminders/settings. On success the cache holds the saved settings;
 * the time zone is the profile's too, so the cached user gets it and is
 * refetched. The caller refreshes the server-rendered profile card.
 */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) =>
      apiFetch<ReminderOverview>(REMINDER_SETTINGS_ENDPOINT, { method: "PUT", json: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderSettingsQueryKey, saved);
      queryClient.setQueryData<CurrentUserProfile | null>(currentUserQueryKey, (user) =>
        user ? { ...user, timeZone: saved.settings.timeZone } : user,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
