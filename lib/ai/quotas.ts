import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

// How many AI images may be made, counted in ai_image_generations: one row
// per generation, written BEFORE the provider is asked, so the limits hold
// while generations are under way on any number of app instances
// (docs/decisions/037-ai-images.md). A "day" is the last 24 hours, the same
// for everyone whatever their time zone.

export const AI_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Per person: enough to try a few descriptions and styles for each of two or
 * three cards, few enough that one account cannot spend the day's budget
 * (AI_IMAGES_DAILY_LIMIT) for everyone.
 */
export const AI_IMAGES_PER_USER_PER_DAY = 10;
/**
 * Per card: a card shows a handful of pictures among its messages; twenty
 * lets several contributors try theirs while no single card eats the budget.
 */
export const AI_IMAGES_PER_CARD_PER_DAY = 20;

/**
 * Advisory-lock namespace of the reservation (lib/reminders/send-due.ts uses
 * 5_010_001). One lock for every reservation: the overall cap is shared by
 * all of them anyway, and it is held only for one count and one insert.
 */
const RESERVATION_LOCK = 5_010_002;

type Counts = {
  user: number;
  card: number;
  total: number;
  userOldest: Date | null;
  cardOldest: Date | null;
  totalOldest: Date | null;
};

/**
 * Takes one generation from each quota, or none: the person's and the
 * card's quota and the overall cap, in that order; the first one used up
 * is a 429 with its own message and Retry-After at the moment its oldest
 * generation leaves the window. Returns the reservation's id.
 */
export async function reserveAiImage(
  reservation: { userId: number; cardId: number; dailyLimit: number },
  now = new Date(),
): Promise<number> {
  const { userId, cardId, dailyLimit } = reservation;
  const since = new Date(now.getTime() - AI_QUOTA_WINDOW_MS);
  return db().$transaction(async (tx) => {
    // Transactions taking this lock run one after another, so two requests
    // can never both see the last free place (READ COMMITTED alone would let
    // them); it is released at commit, before the provider is called.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RESERVATION_LOCK}::int, 0)`;
    const [counts] = await tx.$queryRaw<Counts[]>`
      SELECT
        count(*) FILTER (WHERE user_id = ${userId})::int AS "user",
        count(*) FILTER (WHERE group_card_id = ${cardId})::int AS "card",
        count(*)::int AS "total",
        min(created_at) FILTER (WHERE user_id = ${userId}) AS "userOldest",
        min(created_at) FILTER (WHERE group_card_id = ${cardId}) AS "cardOldest",
        min(created_at) AS "totalOldest"
      FROM ai_image_generations WHERE created_at > ${since}`;
    const { user, card, total, userOldest, cardOldest, totalOldest } = counts!;
    if (user >= AI_IMAGES_PER_USER_PER_DAY) throw quotaUsedUp("aiUserQuota", AI_IMAGES_PER_USER_PER_DAY, userOldest, now);
    if (card >= AI_IMAGES_PER_CARD_PER_DAY) throw quotaUsedUp("aiCardQuota", AI_IMAGES_PER_CARD_PER_DAY, cardOldest, now);
    if (total >= dailyLimit) throw quotaUsedUp("aiDailyQuota", dailyLimit, totalOldest, now);
    const row = await tx.aiImageGeneration.create({ data: { userId, groupCardId: cardId, createdAt: now } });
    return row.id;
  });
}

/** Gives a reservation back: the generation failed in a way that cost nobody anything. */
export async function releaseAiImage(reservationId: number): Promise<void> {
  await db().aiImageGeneration.deleteMany({ where: { id: reservationId } });
}

/** Housekeeping: generations older than the window count for nothing any more. */
export async function pruneAiImageGenerations(now = new Date()): Promise<number> {
  const { count } = await db().aiImageGeneration.deleteMany({
    where: { createdAt: { lte: new Date(now.getTime() - AI_QUOTA_WINDOW_MS) } },
  });
  return count;
}

function quotaUsedUp(messageKey: string, limit: number, oldest: Date | null, now: Date): AppError {
  // With no generation in the window (a cap of 0) nothing frees up by waiting: a day is as good as any.
  const freesAt = (oldest?.getTime() ?? now.getTime()) + AI_QUOTA_WINDOW_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
  return new AppError("rate_limited", messageKey, {
    values: { limit, hours: Math.ceil(retryAfterSeconds / 3600) },
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}
