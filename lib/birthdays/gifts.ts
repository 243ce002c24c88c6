import "server-only";
import { lockAccount } from "@/lib/account/lock";
import { db } from "@/lib/db";
import type { GiftIdea } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { birthdayNotFound } from "./birthdays";
import type { GiftData, GiftDto } from "./gift-schema";
import { MAX_GIFT_IDEAS_PER_USER } from "./limits";

// Gift ideas of a user's birthdays. Every query goes through the birthday's
// owner, so another user's birthday or gift answers 404 and stays untouched.

/** The gift ideas of one of the user's birthdays, oldest first; 404 when the birthday is not the user's. */
export async function listGiftIdeas(userId: number, birthdayId: number): Promise<GiftDto[]> {
  const birthday = await db().birthday.findFirst({
    where: { id: birthdayId, userId },
    select: { giftIdeas: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!birthday) throw birthdayNotFound();
  return birthday.giftIdeas.map(toGiftDto);
}

/**
 * Adds a gift idea (already parsed by giftInputSchema) to one of the user's
 * birthdays; 404 when the birthday is not the user's, 409 once the user
 * keeps MAX_GIFT_IDEAS_PER_USER. The user's row is locked while the gifts are
 * counted, so parallel requests cannot pass the limit together.
 */
export async function createGiftIdea(userId: number, birthdayId: number, input: GiftData): Promise<GiftDto> {
  return db().$transaction(async (tx) => {
    await lockAccount(tx, userId);
    // Someone else's birthday answers 404 whatever the count.
    if ((await tx.birthday.count({ where: { id: birthdayId, userId } })) === 0) throw birthdayNotFound();
    const count = await tx.giftIdea.count({ where: { birthday: { userId } } });
    if (count >= MAX_GIFT_IDEAS_PER_USER) {
      throw new AppError("conflict", "giftLimitReached", { values: { max: MAX_GIFT_IDEAS_PER_USER } });
    }
    return toGiftDto(await tx.giftIdea.create({ data: { ...columns(input), birthdayId } }));
  });
}

/** Replaces every field of a gift idea; 404 when the gift is not on this birthday of the user's. */
export async function updateGiftIdea(
  userId: number,
  birthdayId: number,
  giftId: number,
  input: GiftData,
): Promise<GiftDto> {
  const where = ownedGift(userId, birthdayId, giftId);
  const { count } = await db().giftIdea.updateMany({ where, data: columns(input) });
  if (count === 0) throw giftNotFound();
  const gift = await db().giftIdea.findFirst({ where });
  if (!gift) throw giftNotFound();
  return toGiftDto(gift);
}

/** Deletes a gift idea; 404 when the gift is not on this birthday of the user's. */
export async function deleteGiftIdea(userId: number, birthdayId: number, giftId: number): Promise<void> {
  const { count } = await db().giftIdea.deleteMany({ where: ownedGift(userId, birthdayId, giftId) });
  if (count === 0) throw giftNotFound();
}

function ownedGift(userId: number, birthdayId: number, giftId: number) {
  return { id: giftId, birthdayId, birthday: { userId } };
}

function columns(input: GiftData) {
  return {
    title: input.title,
    url: input.url,
    // numeric(10, 2) from text: no binary rounding on the way in.
    price: input.price === null ? null : input.price.toFixed(2),
    notes: input.notes,
    status: input.status,
    givenYear: input.givenYear,
  };
}

function giftNotFound(): AppError {
  return new AppError("not_found", "giftNotFound");
}

export function toGiftDto(gift: GiftIdea): GiftDto {
  return {
    id: gift.id,
    birthdayId: gift.birthdayId,
    title: gift.title,
    url: gift.url,
    price: gift.price === null ? null : gift.price.toFixed(2),
    notes: gift.notes,
    status: gift.status,
    givenYear: gift.givenYear,
    createdAt: gift.createdAt.toISOString(),
  };
}
