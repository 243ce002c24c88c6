import "server-only";
import { create, type Font } from "fontkit";
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

let glyphs: Promise<Font> | undefined;

/**
 * The text without the characters Onest has no glyph for (emoji, Chinese,
 * Hebrew, ★), runs of spaces left behind made one. The sharing image's
 * renderer would fetch a font (from Google Fonts, with the text in the
 * address) or an emoji picture (from jsDelivr) for each such character while
 * answering, and without a network it fails mid-answer; the image draws only
 * what the app ships (decision 041).
 */
export async function drawableWithOnest(text: string): Promise<string> {
  glyphs ??= onestFont(400).then((file) => create(file) as Font);
  const font = await glyphs;
  const kept = Array.from(text, (character) => (font.hasGlyphForCodePoint(character.codePointAt(0)!) ? character : " "));
  return kept.join("").replace(/ {2,}/g, " ").trim();
}
