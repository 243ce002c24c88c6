// The addresses pictures are served at (app/api/images/[file]/route.ts).
// Client-safe: the card page builds nothing from them, the server checks
// every address a message names against its own images by the key.

/** A picture's key: 22 URL-safe characters (128 random bits). */
const KEY = "[A-Za-z0-9_-]{22}";

/**
 * The widths of the card grid's phone-sized variants, beside the small
 * (640 px on the long side) and the large one: a grid tile is 256–324 CSS px
 * wide on phones, so 960 serves a 360–390 px phone at 3× and 1,280 the
 * widest phones at 3× (docs/decisions/055-phone-sized-photos.md). A picture
 * gets only those narrower than its large variant.
 */
export const GRID_WIDTHS = [960, 1280] as const;

export type GridWidth = (typeof GRID_WIDTHS)[number];

const IMAGE_PATH = new RegExp(`^/api/images/(${KEY})\\.webp$`);
const IMAGE_FILE = new RegExp(`^${KEY}(-small|-(?:${GRID_WIDTHS.join("|")})w)?\\.webp$`);

/** "large" (at most 2,048 px), "small" (at most 640 px) or one of GRID_WIDTHS. */
export type ImageVariant = "large" | "small" | GridWidth;

/** The file of one variant, as stored and as served. */
export function imageFileName(key: string, variant: ImageVariant): string {
  if (variant === "large") return `${key}.webp`;
  return variant === "small" ? `${key}-small.webp` : `${key}-${variant}w.webp`;
}

/** Every file a picture may have: what to delete with it. */
export function allImageFileNames(key: string): string[] {
  return (["large", "small", ...GRID_WIDTHS] as const).map((variant) => imageFileName(key, variant));
}

/** Whether a name can be one of imageFileName's: anything else is not looked for. */
export function isImageFileName(name: string): boolean {
  return IMAGE_FILE.test(name);
}

export function imageUrl(key: string, variant: ImageVariant = "large"): string {
  return `/api/images/${imageFileName(key, variant)}`;
}

/** The key of one of this app's large-picture addresses; null for any other URL. */
export function imageKeyOfUrl(url: string): string | null {
  return IMAGE_PATH.exec(url)?.[1] ?? null;
}

/**
 * A picture's `srcset`: its small, stored grid and large variants with their
 * widths, for the browser to pick from by `sizes` and the screen's density.
 */
export function imageSrcSet(image: { url: string; width: number; smallUrl: string; smallWidth: number; gridWidths: number[] }): string {
  const key = imageKeyOfUrl(image.url);
  const grid = key ? GRID_WIDTHS.filter((width) => image.gridWidths.includes(width)).map((width) => `${imageUrl(key, width)} ${width}w`) : [];
  return [`${image.smallUrl} ${image.smallWidth}w`, ...grid, `${image.url} ${image.width}w`].join(", ");
}
