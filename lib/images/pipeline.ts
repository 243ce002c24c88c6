import "server-only";
import { availableParallelism } from "node:os";
import { fileTypeFromBuffer } from "file-type/core";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "@/lib/http/errors";
import { GRID_WIDTHS, type GridWidth } from "./urls";

// Every picture the app stores goes through here, uploads and AI images
// alike (docs/decisions/036-image-storage-and-pipeline.md). Nothing about the
// input is trusted: not its name, not its declared type, not its header.
//
//   1. empty → 400; over MAX_IMAGE_BYTES → 413
//   2. the type from the bytes: JPEG, PNG, WebP or GIF, anything else → 415
//   3. the header's dimensions, all frames counted, before decoding: over
//      MAX_IMAGE_PIXELS → 422 (a decompression bomb costs a header read)
//   4. decoded by sharp with the same pixel limit, oriented by its EXIF tag,
//      re-encoded as WebP in its sizes (large, small and the grid's, decision 055);
//      a file that does not decode → 422
//
// The output carries no metadata at all (EXIF with GPS and camera serials,
// XMP, ICC, comments): sharp writes none unless told to, and this module never
// calls withMetadata, keepExif or keepIccProfile. Whatever was uploaded, a
// polyglot included, what is served is only the pixels, freshly encoded.

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** About 40 megapixels: a 12-megapixel photo fits three times over; decoded, at most ~160 MB (RGBA). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The large variant's long side: the browser shrinks photos to this before uploading (decision 038). */
export const LARGE_SIDE = 2048;
/**
 * The small variant's long side, for the card's grid: its cells are at most
 * about 320 CSS pixels wide, so 640 stays sharp on 2x screens at a tenth of
 * the large variant's bytes.
 */
export const SMALL_SIDE = 640;
const WEBP_QUALITY = 80;
/** JPEG for print (storedImageAsJpeg): no visible artefacts at a PDF's sizes, a fraction of PNG's file. */
const JPEG_QUALITY = 85;

/** The types a picture may arrive in: file-type's name of each → sharp's. */
const ACCEPTED_TYPES = new Map([
  ["image/jpeg", "jpeg"],
  ["image/png", "png"],
  ["image/webp", "webp"],
  ["image/gif", "gif"],
]);

/**
 * At most this many pictures are decoded at once per process; the rest wait
 * their turn. Decoding is where memory goes (up to ~160 MB for a picture at
 * the pixel limit), so this bounds it, and with sharp's thread pool split
 * between them the pictures together use the machine's cores without
 * starving the requests that serve pages.
 */
const MAX_CONCURRENT_IMAGES = 2;
/**
 * At most this many pictures wait for a slot; past that an upload is told
 * to try again in a moment (503) instead of joining a queue that would grow
 * without end under a flood, each waiter holding its file in memory.
 */
const MAX_WAITING_IMAGES = 8;
const RETRY_AFTER_SECONDS = 5;
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / MAX_CONCURRENT_IMAGES)));
// libvips' operation cache keeps recent inputs and results for reuse; every
// upload is a new picture, so it would only hold on to memory.
sharp.cache(false);

export type ImageFile = { bytes: Buffer; width: number; height: number };
export type GridImageFile = ImageFile & { width: GridWidth };

/** A picture ready to store: every variant is WebP; `grid` holds those of GRID_WIDTHS narrower than `large`. */
export type ProcessedImage = { contentType: "image/webp"; large: ImageFile; small: ImageFile; grid: GridImageFile[] };

/**
 * The WebP variants of a picture (large, small and the grid's), or an AppError saying in
 * the user's language why it cannot be used.
 *
 * Animated GIFs and WebPs keep their first frame only: cards show still
 * pictures in a grid, every frame decoded would multiply the memory and time
 * of a picture, and an animation re-encoded at 2,048 px would weigh
 * megabytes. Their frames still count against the pixel limit, so the rule
 * stays the same if animation is ever kept.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new AppError("bad_request", "imageEmpty");
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw imageTooLarge();
  const format = ACCEPTED_TYPES.get((await fileTypeFromBuffer(bytes))?.mime ?? "");
  if (!format) throw unsupportedType();
  await checkHeader(bytes, format);
  return withImageSlot(() => encode(bytes));
}

/** The 413 of a picture over MAX_IMAGE_BYTES (also of an upload's body, lib/group-cards/images.ts). */
export function imageTooLarge(): AppError {
  return new AppError("payload_too_large", "imageTooLarge", { values: { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 } });
}

/** sharp's reading of the header alone: the format must agree with the sniffed type, the pixels must fit. */
async function checkHeader(bytes: Uint8Array, format: string): Promise<void> {
  let header: Metadata;
  try {
    // Unlimited here only: reading a header allocates no pixels, and the limit is checked just below.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (header.format !== format) throw unsupportedType();
  const pixels = header.width * header.height * (header.pages ?? 1);
  if (!(pixels > 0)) throw unreadable();
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError("unprocessable_content", "imageTooManyPixels", {
      values: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
    });
  }
}

async function encode(bytes: Uint8Array): Promise<ProcessedImage> {
  // The pixel limit again, now enforced by the decoder itself; only the first frame.
  const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, failOn: "error" }).autoOrient();
  try {
    // One after the other: two decodes at once would double this picture's memory.
    const large = await variant(source.clone(), LARGE_SIDE);
    const small = await variant(source.clone(), SMALL_SIDE);
    return { contentType: "image/webp", large, small, grid: await gridVariants(large) };
  } catch {
    throw unreadable();
  }
}

async function variant(image: Sharp, side: number): Promise<ImageFile> {
  return webp(image.resize({ width: side, height: side, fit: "inside", withoutEnlargement: true }));
}

/**
 * The grid's variants of a large variant: each of GRID_WIDTHS narrower than
 * it, by width (the grid's tiles are as wide as their column, whatever the
 * picture's shape). Made from the large variant rather than the upload: it
 * is already upright and clean, decodes far faster than a 12-megapixel
 * JPEG, and is all an older picture has (storedImageGridVariants).
 */
async function gridVariants(large: { bytes: Uint8Array; width: number }): Promise<GridImageFile[]> {
  const variants: GridImageFile[] = [];
  for (const width of GRID_WIDTHS.filter((gridWidth) => gridWidth < large.width)) {
    variants.push({ ...(await webp(sharp(large.bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width }))), width });
  }
  return variants;
}

async function webp(image: Sharp): Promise<ImageFile> {
  const { data, info } = await image.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The grid's variants of one of the app's stored large pictures, for a
 * picture stored before they existed. Decoded in the same slots as uploads.
 */
export function storedImageGridVariants(large: { bytes: Uint8Array; width: number }): Promise<GridImageFile[]> {
  return withImageSlot(() => gridVariants(large));
}

/**
 * One of the app's stored pictures (already within LARGE_SIDE) as a JPEG of
 * at most `side` pixels a side, for documents whose format has no WebP (the
 * keepsake PDF). Decoded in the same slots as uploads.
 */
export function storedImageAsJpeg(bytes: Uint8Array, side: number): Promise<ImageFile> {
  return withImageSlot(async () => {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  });
}

function unsupportedType(): AppError {
  return new AppError("unsupported_media_type", "imageTypeUnsupported");
}

function unreadable(): AppError {
  return new AppError("unprocessable_content", "imageUnreadable");
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs the work when one of the MAX_CONCURRENT_IMAGES slots is free. */
async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_IMAGES) running++;
  else if (waiting.length >= MAX_WAITING_IMAGES) {
    throw new AppError("busy", "imagesBusy", { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
  } else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
