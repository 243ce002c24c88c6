import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * components/site/fonts.ts copies each subset's unicode-range from the font
 * package (next/font needs literal arguments). This keeps the copies equal to
 * the package's own CSS, so an upgrade that moves a range cannot leave
 * Lithuanian or Russian letters in the fallback face.
 */

const root = path.join(__dirname, "../..");
const fontsModule = readFileSync(path.join(root, "components/site/fonts.ts"), "utf8");
const packageCss = readFileSync(path.join(root, "node_modules/@fontsource-variable/onest/index.css"), "utf8");

/** The unicode-range of each subset file named in `text`, by file name. */
function rangesByFile(text: string, pattern: RegExp): Map<string, string> {
  return new Map(Array.from(text.matchAll(pattern), (match) => [match[1]!, match[2]!.replace(/\s/g, "")]));
}

const ours = rangesByFile(fontsModule, /files\/(onest-[\w-]+\.woff2)"[\s\S]*?prop: "unicode-range",\s*value:\s*"([^"]+)"/g);
const theirs = rangesByFile(packageCss, /files\/(onest-[\w-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g);

describe("the self-hosted Onest subsets", () => {
  it("are Latin, Latin Extended, Cyrillic and Cyrillic Extended", () => {
    expect([...ours.keys()].sort()).toEqual([
      "onest-cyrillic-ext-wght-normal.woff2",
      "onest-cyrillic-wght-normal.woff2",
      "onest-latin-ext-wght-normal.woff2",
      "onest-latin-wght-normal.woff2",
    ]);
  });

  it.each([...ours])("%s has the package's unicode-range", (file, range) => {
    expect(range).toBe(theirs.get(file));
  });

  it.each([
    ["Lithuanian", "ąčęėįšųūž ĄČĘĖĮŠŲŪŽ"],
    ["Russian", "абвгдеёжзийклмнопрстуфхцчшщъыьэюя АЁЯ"],
  ])("cover every %s letter", (_language, letters) => {
    const covered = (codePoint: number) =>
      [...ours.values()].some((range) =>
        range.split(",").some((part) => {
          const [from = "", to = from] = part.replace(/U\+/g, "").split("-");
          return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
        }),
      );
    const missing = [...letters.replace(/\s/g, "")].filter((letter) => !covered(letter.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
