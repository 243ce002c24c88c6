// The addresses pictures are served at (app/api/images/[file]/route.ts).
// Client-safe: the card page builds nothing from them, the server checks
// every address a message names against its own images by the key.

/** A picture's key: 22 URL-safe characters (128 random bits). */
const KEY = "[A-Za-z0-9_-]{22}";
const IMAGE_PATH = new RegExp(`^/api/images/(${KEY})\\.webp$`);
const IMAGE_FILE = new RegExp(`^${KEY}(-small)?\\.webp$`);

export type ImageVariant = "large" | "small";

/** The file of one variant, as stored and as served. */
export function imageFileName(key: string, variant: ImageVariant): string {
  return variant === "large" ? `${key}.webp` : `${key}-small.webp`;
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
