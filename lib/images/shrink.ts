// The browser's half of the image pipeline (issue 13; decision 038): a photo
// is shrunk to at most 2,048 px on its long side before it is uploaded, so a
// phone's 12-megapixel picture travels as a few hundred kilobytes and stays
// under hosting limits on request size. The server trusts none of it
// (lib/images/pipeline.ts decodes, resizes and re-encodes whatever arrives);
// this only saves time and bandwidth. Client-only: no server imports.

/** The long side a photo is shrunk to, as the server's large variant. */
export const MAX_UPLOAD_SIDE = 2048;
/** A photo that fits and weighs at most this goes as it is (re-encoding would only cost quality). */
export const SMALL_UPLOAD_BYTES = 2 * 1024 * 1024;
/** WebP or JPEG quality of a shrunk photo: visually the original, a fraction of its bytes. */
export const SHRINK_QUALITY = 0.9;

export type Size = { width: number; height: number };

/**
 * The size of a picture once its long side is at most `maxSide`, keeping
 * its proportions (rounded, never below 1 px); a picture that fits keeps
 * its size.
 */
export function fittedSize({ width, height }: Size, maxSide: number = MAX_UPLOAD_SIDE): Size {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide) return { width, height };
  const scale = maxSide / longSide;
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * scale)),
    height: height >= width ? maxSide : Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a picture's long side is within MAX_UPLOAD_SIDE. */
export function fitsUploadSide({ width, height }: Size): boolean {
  return Math.max(width, height) <= MAX_UPLOAD_SIDE;
}

/**
 * The file to upload for a chosen photo: shrunk and re-encoded (WebP where
 * the browser can encode it, else JPEG), or the file itself when it is a GIF
 * (its animation would be lost), already small, or something this browser
 * cannot decode (the server then answers with its translated refusal).
 */
export async function shrinkForUpload(file: File): Promise<Blob> {
  if (file.type === "image/gif" || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const source = { width: bitmap.width, height: bitmap.height };
    const fits = fitsUploadSide(source);
    if (fits && file.size <= SMALL_UPLOAD_BYTES) return file;
    const shrunk = await encode(bitmap, fittedSize(source));
    if (!shrunk) return file;
    // A picture that fits already and only grew by re-encoding goes as it was.
    return fits && shrunk.size >= file.size ? file : shrunk;
  } finally {
    bitmap.close();
  }
}

/** Draws the bitmap at `size` and encodes it; null where the browser has no canvas to do it with. */
async function encode(bitmap: ImageBitmap, { width, height }: Size): Promise<Blob | null> {
  const canvas = makeCanvas(width, height);
  const context = canvas?.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!canvas || !context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  const webp = await toBlob(canvas, "image/webp");
  // Browsers that cannot encode WebP (Safari) hand back a PNG instead: JPEG is far smaller.
  if (webp?.type === "image/webp") return webp;
  // JPEG has no transparency: a transparent PNG goes on white rather than black.
  context.globalCompositeOperation = "destination-over";
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  return toBlob(canvas, "image/jpeg");
}

function makeCanvas(width: number, height: number): OffscreenCanvas | HTMLCanvasElement | null {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  if (typeof document === "undefined") return null;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toBlob(canvas: OffscreenCanvas | HTMLCanvasElement, type: string): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality: SHRINK_QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, SHRINK_QUALITY));
}
