"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BirthdayDto, BirthdayInput } from "@/lib/birthdays/schema";
import { apiFetch } from "@/lib/site/api-client";

// The birthdays domain on the client: its query key, endpoints and what each
// change does to the cache. Components use these hooks, never apiFetch.

/** The query key of the signed-in user's birthdays; invalidate it after every change. */
export const birthdaysQueryKey = ["birthdays"] as const;

const BIRTHDAYS_ENDPOINT = "/api/birthdays";
const birthdayEndpoint = (id: number) => `${BIRTHDAYS_ENDPOINT}/${id}`;

/** GET /api/birthdays: the signed-in user's birthdays. */
export function fetchBirthdays(): Promise<BirthdayDto[]> {
  return apiFetch<BirthdayDto[]>(BIRTHDAYS_ENDPOINT);
}

/**
 * The birthdays on the client. The dashboard loads them on the server and
 * passes them as `initialData`, so the first paint has the list and no
 * request is made until a change invalidates it.
 */
export function useBirthdays(initialData: BirthdayDto[]) {
  return useQuery({ queryKey: birthdaysQueryKey, queryFn: fetchBirthdays, initialData });
}

/** Refetches the list, and resolves once it is back, so a closing dialog reveals the new list. */
function useRefreshBirthdays() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: birthdaysQueryKey });
}

/** POST /api/birthdays, or PUT /api/birthdays/{id} when `birthday` is given; then the list is refetched. */
export function useSaveBirthday(birthday: BirthdayDto | null) {
  const refresh = useRefreshBirthdays();
  return useMutation({
    mutationFn: (input: BirthdayInput) =>
      birthday
        ? apiFetch<unknown>(birthdayEndpoint(birthday.id), { method: "PUT", json: input })
        : apiFetch<unknown>(BIRTHDAYS_ENDPOINT, { method: "POST", json: input }),
    onSuccess: refresh,
  });
}

/** DELETE /api/birthdays/{id}; then the list is refetched. */
export function useDeleteBirthday() {
  const refresh = useRefreshBirthdays();
  return useMutation({
    mutationFn: (birthday: BirthdayDto) => apiFetch<unknown>(birthdayEndpoint(birthday.id), { method: "DELETE" }),
    onSuccess: refresh,
  });
}
