import "server-only";
import { randomBytes } from "node:crypto";
import { enforceRateLimits } from "@/lib/auth/rate-limit";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { CardImageSource, Prisma } from "@/lib/db/generated/client";
import { readUploadedFile } from "@/lib/http/body";
import { AppError } from "@/lib/http/errors";
import { imageTooLarge, MAX_IMAGE_BYTES, processImage, storedImageGridVariants } from "@/lib/images/pipeline";
import { allImageFileNames, GRID_WIDTHS, imageFileName, imageUrl } from "@/lib/images/urls";
import { storage } from "@/lib/storage";
import { authorize, cardAccess, writingAs, type CardPassSource } from "./access";
import { admitGuest } from "./guests";
import { checkRoomForMessage } from "./message-room";
import type { StoredImageDto } from "./schema";

// Pictures on group cards: stored once cleaned by lib/images, attached to a
// message by lib/group-cards/contributions.ts, and removed with it. The
// rules of an orphan are in prisma/schema.prisma (CardImage).

/** Uploads per user and hour: a card's worth of photos and more, never a flood for the image pipeline. */
export const UPLOADS_PER_HOUR = 60;
/** An upload no message shows after this long is removed (issue 13). */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The multipart framing around the file: its boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Orphans removed per round of the sweep: one bounded query, one batch of file deletions. */
const SWEEP_BATCH = 500;
/**
 * Older pictures given their grid variants per housekeeping pass: about a
 * quarter of a second each (a 2,048 px photo, one thread) on one of the
 * pipeline's two slots, so a pass stays short and uploads keep the other.
 */
const GRID_BACKFILL_BATCH = 50;

/**
 * POST /api/group-cards/{id}/images: a photo from someone who may add a
 * message to the card (401 signed out, 403 otherwise), checked with the
 * rate limit and the room left for a message (409 on a full card) before a
 * byte of the body is read; then stored as
 * storeCardImage does. The form's field is `file`.
 */
export async function uploadCardImage(
  visitor: { actor: SessionUser | null; pass: CardPassSource; clientIp: string },
  cardId: number,
  request: Request,
): Promise<StoredImageDto & { guestPass: { slug: string; token: string } | null }> {
  const access = await cardAccess({ id: cardId }, visitor.actor, visitor.pass);
  authorize(access, "contribute");
  const { user, invitation } = writingAs(access);
  await checkRoomForMessage(db(), {
    cardId,
    author: { userId: user?.id ?? null, invitationId: invitation?.id ?? null },
    isCreator: access.isCreator,
  });
  const uploadsPerHour = (key: string) => ({ key, limit: UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000, messageKey: "imageUploadRateLimited" });
  await enforceRateLimits(
    user
      ? [uploadsPerHour(`card-image-upload:user:${user.id}`)]
      : // Without an account, the address too: a pass holder could drop their cookie and start afresh.
        [uploadsPerHour(`card-image-upload:ip:${visitor.clientIp}`), uploadsPerHour(`card-image-upload:card:${cardId}:ip:${visitor.clientIp}`)],
  );
  const bytes = await readUploadedFile(request, "file", MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES, imageTooLarge);
  if (!bytes) throw new AppError("validation_failed", undefined, { fields: { file: "imageFileRequired" } });
  // Through the contributor link, the photo comes before the guest's first message: it makes them a guest.
  const guest = user === null && invitation === null ? await admitGuest(db(), cardId, null) : null;
  const uploader = user ? { uploaderId: user.id } : { uploaderInvitationId: (guest?.invitation ?? invitation)!.id };
  return { ...(await storeCardImage({ cardId, uploader, bytes, source: "upload" })), guestPass: guest && { slug: access.card.slug, token: guest.token } };
}

/**
 * Cleans a picture (lib/images/pipeline.ts) and stores all its variants
 * under a new random key, with the row that ties it to the card and its
 * uploader. Refusals are AppErrors in the user's language; nothing is stored
 * then. Who may store a picture is the caller's check.
 */
export async function storeCardImage(input: {
  cardId: number;
  /** An account, or an invitation for someone writing without one. */
  uploader: { uploaderId: number } | { uploaderInvitationId: number };
  bytes: Uint8Array;
  source: CardImageSource;
}): Promise<StoredImageDto> {
  const image = await processImage(input.bytes);
  const key = newImageKey();
  const files = [
    { name: imageFileName(key, "large"), file: image.large },
    { name: imageFileName(key, "small"), file: image.small },
    ...image.grid.map((file) => ({ name: imageFileName(key, file.width), file })),
  ];
  try {
    for (const { name, file } of files) await storage().put(name, file.bytes, image.contentType);
    await db().cardImage.create({
      data: {
        key,
        groupCardId: input.cardId,
        ...input.uploader,
        source: input.source,
        width: image.large.width,
        height: image.large.height,
        smallWidth: image.small.width,
        smallHeight: image.small.height,
        gridWidths: image.grid.map(({ width }) => width),
        byteSize: files.reduce((sum, { file }) => sum + file.bytes.byteLength, 0),
      },
    });
  } catch (error) {
    // Without its row nothing would ever find these files again (the card may have gone meanwhile).
    await storage()
      .delete(files.map(({ name }) => name))
      .catch((cleanup: unknown) => console.error("Removing the files of a picture that was not stored failed", cleanup));
    throw error;
  }
  return { url: imageUrl(key), width: image.large.width, height: image.large.height };
}

/**
 * Removes orphaned pictures (see CardImage in prisma/schema.prisma): first
 * their files, then their rows, so a failure leaves the row for the next
 * pass to find again. With `keys`, only those pictures when they are
 * orphans (right after their message or card was removed). Returns how many
 * were removed.
 *
 * Safe with several instances at once: an orphan never becomes anything
 * else, so two sweeps removing the same one both succeed (deleting a
 * missing file or row is no error). The one orphan that could still change,
 * an upload no message took within a day, is first detached from its card
 * in one UPDATE; a message attaching it at that moment either comes first
 * (and it is no orphan) or finds it gone from the card and is refused.
 */
export async function removeOrphanImages(now = new Date(), options: { keys?: string[] } = {}): Promise<number> {
  const only: Prisma.CardImageWhereInput = options.keys ? { key: { in: options.keys } } : {};
  await db().cardImage.updateMany({
    where: {
      ...only,
      groupCardId: { not: null },
      attachedAt: null,
      createdAt: { lt: new Date(now.getTime() - UNATTACHED_IMAGE_TTL_MS) },
    },
    data: { groupCardId: null },
  });
  let removed = 0;
  for (;;) {
    const orphans = await db().cardImage.findMany({
      where: { ...only, OR: [{ groupCardId: null }, { attachedAt: { not: null }, contributionId: null }] },
      select: { id: true, key: true },
      orderBy: { id: "asc" },
      take: SWEEP_BATCH,
    });
    if (orphans.length === 0) return removed;
    // Every file a picture may have: deleting one it never had is no error.
    await storage().delete(orphans.flatMap(({ key }) => allImageFileNames(key)));
    const { count } = await db().cardImage.deleteMany({ where: { id: { in: orphans.map(({ id }) => id) } } });
    removed += count;
    if (orphans.length < SWEEP_BATCH) return removed;
  }
}

/**
 * After a message, a card or an account was removed: its pictures now. Best
 * effort: when storage fails, the housekeeping pass removes them later.
 */
export async function removeImagesOf(keys: string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  try {
    await removeOrphanImages(now, { keys });
  } catch (error) {
    console.error("Removing the pictures of a removed message, card or account failed; housekeeping retries", error);
  }
}

/**
 * Gives pictures stored before the grid's phone-sized variants existed
 * those variants, made from their large file and stored beside it
 * (decision 055); a housekeeping step, GRID_BACKFILL_BATCH pictures a pass.
 * Until then the card offers them in the small and large sizes; the row's
 * update gives the card a new contributions_version (a trigger), so its
 * cached messages offer them from then on. A picture removed meanwhile
 * loses the files just made. Returns how many pictures were given their
 * variants.
 */
export async function addMissingGridVariants(): Promise<number> {
  // On a message (an orphan is not worth the work) and lacking a variant it
  // should have: one of GRID_WIDTHS narrower than its large file and not stored.
  const missing = await db().cardImage.findMany({
    where: { contributionId: { not: null }, OR: GRID_WIDTHS.map((width) => ({ width: { gt: width }, NOT: { gridWidths: { has: width } } })) },
    select: { id: true, key: true, width: true },
    orderBy: { id: "asc" },
    take: GRID_BACKFILL_BATCH,
  });
  let added = 0;
  for (const image of missing) {
    const large = await storage().get(imageFileName(image.key, "large"));
    if (!large) continue; // an orphan whose files went first: the sweep removes its row
    const grid = await storedImageGridVariants({ bytes: large.bytes, width: image.width });
    const names = grid.map(({ width }) => imageFileName(image.key, width));
    for (const [index, file] of grid.entries()) await storage().put(names[index]!, file.bytes, large.contentType);
    const { count } = await db().cardImage.updateMany({
      where: { id: image.id },
      data: {
        gridWidths: grid.map(({ width }) => width),
        byteSize: { increment: grid.reduce((sum, file) => sum + file.bytes.byteLength, 0) },
      },
    });
    if (count === 0) await storage().delete(names);
    else added++;
  }
  return added;
}

/** 128 random bits, URL-safe: 22 characters (lib/images/urls.ts). */
function newImageKey(): string {
  return randomBytes(16).toString("base64url");
}
