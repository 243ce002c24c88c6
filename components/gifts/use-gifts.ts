"use client";

import { useQuery } from "@tanstack/react-query";
import type { GiftDto } from "@/lib/birthdays/gift-schema";
import { apiFetch } from "@/lib/site/api-client";

/** The query key of one birthday's gift ideas. */
export function giftsQueryKey(birthdayId: number) {
  return ["gifts", birthdayId] as const;
}

/** GET /api/birthdays/{id}/gifts: the birthday's gift ideas, oldest first. */
export function fetchGifts(birthdayId: number): Promise<GiftDto[]> {
  return apiFetch<GiftDto[]>(`/api/birthdays/${birthdayId}/gifts`);
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
