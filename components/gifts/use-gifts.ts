"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { GiftData, GiftDto } from "@/lib/birthdays/gift-schema";
import { apiFetch } from "@/lib/site/api-client";

// The gifts domain on the client: one birthday's gift ideas, their query key,
// endpoints and what each change does to the cache. Components use these
// hooks, never apiFetch.

/** The query key of one birthday's gift ideas. */
export function giftsQueryKey(birthdayId: number) {
  return ["gifts", birthdayId] as const;
}

const giftsEndpoint = (birthdayId: number) => `/api/birthdays/${birthdayId}/gifts`;
const giftEndpoint = (birthdayId: number, giftId: number) => `${giftsEndpoint(birthdayId)}/${giftId}`;

/** GET /api/birthdays/{id}/gifts: the birthday's gift ideas, oldest first. */
export function fetchGifts(birthdayId: number): Promise<GiftDto[]> {
  return apiFetch<GiftDto[]>(giftsEndpoint(birthdayId));
}

/** One birthday's gift ideas, fetched for the gift dialog. */
export function useGifts(birthdayId: number) {
  return useQuery({
    queryKey: giftsQueryKey(birthdayId),
    queryFn: () => fetchGifts(birthdayId),
  });
}

/**
 * How many gift ideas the cache holds for a birthday: known once the gift
 * dialog has loaded them, undefined before; it never fetches. A plain
 * subscription to the cache rather than a query observer per card: the
 * birthdays view mounts fifty rows at once, and the home ten cards, and an
 * observer each (created, subscribed, its result tracked) was about a
 * sixth of a row's render in a CPU profile.
 */
export function useCachedGiftCount(birthdayId: number): number | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<GiftDto[]>(giftsQueryKey(birthdayId))?.length,
    () => undefined,
  );
}

/**
 * POST a new idea, or PUT `gift` when given. The answer goes into the cached
 * list (added at the end or replacing the old one): no refetch.
 */
export function useSaveGift(birthdayId: number, gift: GiftDto | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftData) =>
      gift
        ? apiFetch<GiftDto>(giftEndpoint(birthdayId, gift.id), { method: "PUT", json: input })
        : apiFetch<GiftDto>(giftsEndpoint(birthdayId), { method: "POST", json: input }),
    onSuccess: (saved) =>
      queryClient.setQueryData<GiftDto[]>(giftsQueryKey(birthdayId), (list = []) =>
        gift ? list.map((each) => (each.id === saved.id ? saved : each)) : [...list, saved],
      ),
  });
}

/** DELETE one idea; it leaves the cached list without a refetch. */
export function useDeleteGift(birthdayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gift: GiftDto) => apiFetch<unknown>(giftEndpoint(birthdayId, gift.id), { method: "DELETE" }),
    onSuccess: (_, gift) =>
      queryClient.setQueryData<GiftDto[]>(giftsQueryKey(birthdayId), (list) =>
        list?.filter((each) => each.id !== gift.id),
      ),
  });
}
