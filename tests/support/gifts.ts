import type { GiftDto } from "@/lib/birthdays/gift-schema";

/** A gift idea of birthday 42 as the API returns it; `overrides` set what a test is about. */
export function giftDto(overrides: Partial<GiftDto>): GiftDto {
  return {
    id: 1,
    birthdayId: 42,
    title: "Gift",
    url: null,
    price: null,
    notes: null,
    status: "idea",
    givenYear: null,
    createdAt: "2024-01-01T00:00:00.000Z",
    ...overrides,
  };
}
