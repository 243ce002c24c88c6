import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The typeface of what the server draws itself: the cards' sharing images
// (satori, through next/og) and keepsake PDFs (pdfkit). Onest covers Latin
// with Lithuanian letters and Cyrillic in one file per weight; both renderers
// need TrueType (or WOFF) rather than the web's WOFF2, which the
// @expo-google-fonts package ships. Read from node_modules at run time, never
// fetched (decision 041).

export type FontWeight = 400 | 700;

const FILES: Record<FontWeight, string> = {
  400: "400Regular/Onest_400Regular.ttf",
  700: "700Bold/Onest_700Bold.ttf",
};

const loaded = new Map<FontWeight, Promise<Buffer>>();

/** The font file of one weight, read once per process. */
export function onestFont(weight: FontWeight): Promise<Buffer> {
  let file = loaded.get(weight);
  if (!file) {
    file = readFile(path.join(process.cwd(), "node_modules", "@expo-google-fonts", "onest", FILES[weight]));
    // A failed read (a broken install) is tried again next time rather than remembered.
    file.catch(() => loaded.delete(weight));
    loaded.set(weight, file);
  }
  return file;
}
