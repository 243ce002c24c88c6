"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

/**
 * One birthday's gift ideas. Fetched only while `enabled` (the gift dialog
 * is open); with it off the hook just reads what the cache already holds, so
 * a card can show the count once the ideas have been loaded.
 */
export function useGifts(birthdayId: number, enabled: boolean) {
  return useQuery({
    queryKey: giftsQueryKey(birthdayId),
    queryFn: () => fetchGifts(birthdayId),
    enabled,
  });
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
