"use client";

import { useQuery } from "@tanstack/react-query";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { apiFetch } from "@/lib/site/api-client";

/** The query key of the signed-in user's birthdays; invalidate it after every change. */
export const birthdaysQueryKey = ["birthdays"] as const;

/** GET /api/birthdays: the signed-in user's birthdays. */
export function fetchBirthdays(): Promise<BirthdayDto[]> {
  return apiFetch<BirthdayDto[]>("/api/birthdays");
}

/**
 * The birthdays on the client. The dashboard loads them on the server and
 * passes them as `initialData`, so the first paint has the list and no
 * request is made until a change invalidates it.
 */
export function useBirthdays(initialData: BirthdayDto[]) {
  return useQuery({ queryKey: birthdaysQueryKey, queryFn: fetchBirthdays, initialData });
}
