"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { BirthdayDto, BirthdayInput } from "@/lib/birthdays/schema";
import type { BirthdayCardsDto } from "@/lib/group-cards/schema";
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
 * The whole list, for the birthdays view and the create-card form's contact
 * picker (which fetches it when the form opens, decision 033). Only these
 * load it, in the browser: the home gets its few birthdays and counts from
 * the server (docs/decisions/027-dashboard-views.md). Kept in the layout's
 * cache, so going back to the view shows it at once.
 */
export function useBirthdays() {
  return useQuery({ queryKey: birthdaysQueryKey, queryFn: fetchBirthdays });
}

/**
 * Each birthday's group card (decision 044), for the birthdays view's rows:
 * a query of its own, not folded into the list (whose cache follows
 * birthdays_version, which card changes do not touch). Under the
 * "group-cards" key, so every card change (use-group-cards.ts) refetches it.
 */
export const birthdayCardsQueryKey = ["group-cards", "birthdays"] as const;

/** GET /api/group-cards/birthdays, by birthday id; the view shows "Make a group card" until it is in. */
export function useBirthdayCards() {
  return useQuery({
    queryKey: birthdayCardsQueryKey,
    queryFn: () => apiFetch<BirthdayCardsDto>("/api/group-cards/birthdays"),
  });
}

/**
 * What every change to the list (add, edit, delete, import) does next: the
 * server pages render again with the new data (`router.refresh()`: the
 * home's today, next few and counts are computed there), and the list the
 * birthdays view holds is refetched. Resolves once that list is back, so a
 * closing dialog reveals the new one.
 */
export function useRefreshBirthdays() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return () => {
    router.refresh();
    return queryClient.invalidateQueries({ queryKey: birthdaysQueryKey });
  };
}

/** POST /api/birthdays, or PUT /api/birthdays/{id} when `birthday` is given; then the pages and the list are refreshed (useRefreshBirthdays). */
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

/** DELETE /api/birthdays/{id}; then the pages and the list are refreshed (useRefreshBirthdays). */
export function useDeleteBirthday() {
  const refresh = useRefreshBirthdays();
  return useMutation({
    mutationFn: (birthday: BirthdayDto) => apiFetch<unknown>(birthdayEndpoint(birthday.id), { method: "DELETE" }),
    onSuccess: refresh,
  });
}
