import { readFileSync } from "node:fs";
import path from "node:path";
import { AVATAR_GRADIENTS } from "@/components/ui/initials-avatar";
import { THEME_COLOURS } from "@/lib/group-cards/theme-colours";
import { CARD_THEMES } from "@/lib/group-cards/themes";

/*
 * The colour tokens of app/globals.css, read from the file itself, checked for
 * WCAG 2 contrast in both themes: 4.5:1 for every text pair the components
 * use, 3:1 for the borders of controls and the focus ring (WCAG 1.4.11).
 */

const css = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");

type Rgb = [number, number, number]; // linear sRGB, 0..1

/** The `--name: value;` declarations of the first rule whose selector is `selector`. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} rule in app/globals.css`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries(
    Array.from(body.matchAll(/--([\w-]+):\s*([^;]+);/g), (match) => [match[1]!, match[2]!.trim()]),
  );
}

const light = tokensOf(":root");
const themes = { light, dark: { ...light, ...tokensOf(".dark") } };

const clip = (channel: number) => Math.min(1, Math.max(0, channel));

/** OKLCH to linear sRGB (Björn Ottosson's OKLab matrices), clipped to the sRGB gamut as browsers draw it. */
function oklchToLinear(l: number, c: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  const a = c * Math.cos(hue);
  const b = c * Math.sin(hue);
  const lCone = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mCone = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sCone = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    clip(4.0767416621 * lCone - 3.3077115913 * mCone + 0.2309699292 * sCone),
    clip(-1.2684380046 * lCone + 2.6097574011 * mCone - 0.3413193965 * sCone),
    clip(-0.0041960863 * lCone - 0.7034186147 * mCone + 1.707614701 * sCone),
  ];
}

/** sRGB's transfer function undone (the WCAG 2 linearisation). */
const linearise = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);

function hexToLinear(hex: string): Rgb {
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, "$&$&") : hex.slice(1, 7);
  return [0, 2, 4].map((at) => linearise(parseInt(digits.slice(at, at + 2), 16) / 255)) as Rgb;
}

/** A token's colour: `oklch(L C H)` (L as a number or a percentage) or `#rgb` / `#rrggbb`. */
function parseColour(value: string): Rgb {
  const oklch = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (oklch) return oklchToLinear(Number(oklch[1]) / (oklch[2] ? 100 : 1), Number(oklch[3]), Number(oklch[4]));
  if (/^#([\da-f]{3}|[\da-f]{6})$/i.test(value)) return hexToLinear(value);
  throw new Error(`cannot read the colour ${value}`);
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function contrast(first: string, second: string): number {
  const [one, other] = [luminance(parseColour(first)), luminance(parseColour(second))];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** [foreground token, background token, minimum ratio]: the pairs the components draw. */
const pairs: [string, string, number][] = [
  ["foreground", "background", 4.5],
  ["card-foreground", "card", 4.5],
  ["popover-foreground", "popover", 4.5],
  ["primary-foreground", "primary", 4.5],
  ["secondary-foreground", "secondary", 4.5],
  ["accent-foreground", "accent", 4.5],
  ["destructive-foreground", "destructive", 4.5],
  ["muted-foreground", "background", 4.5],
  ["muted-foreground", "card", 4.5],
  ["muted-foreground", "muted", 4.5],
  ["muted-foreground", "popover", 4.5],
  ["primary", "background", 4.5], // links and emphasised text
  ["primary", "card", 4.5],
  ["destructive", "background", 4.5], // field errors
  ["destructive", "card", 4.5],
  ["background", "foreground", 4.5], // tooltips
  ["input", "background", 3], // control borders
  ["input", "card", 3],
  ["ring", "background", 3], // focus ring
  ["ring", "card", 3],
];

describe("colour conversion", () => {
  it("matches known sRGB values", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("oklch(1 0 0)", "#ffffff")).toBeCloseTo(1, 3);
    expect(contrast("oklch(0 0 0)", "#000")).toBeCloseTo(1, 3);
    // CSS Color 4's red: oklch(62.8% 0.2577 29.23) is #ff0000.
    expect(contrast("oklch(62.8% 0.2577 29.23)", "#ff0000")).toBeCloseTo(1, 2);
    // #777 on white is the well-known 4.48:1.
    expect(contrast("#777777", "#fff")).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.entries(themes))("the %s theme", (_theme, tokens) => {
  it.each(pairs)("%s on %s reaches %d:1", (foreground, background, minimum) => {
    const [fore, back] = [tokens[foreground], tokens[background]];
    if (fore === undefined || back === undefined) throw new Error(`--${foreground} or --${background} is missing`);
    expect(contrast(fore, back)).toBeGreaterThanOrEqual(minimum);
  });
});

/*
 * Group-card themes: titles (--card-theme-foreground) and secondary lines
 * (--card-theme-muted) sit straight on the theme's background, so each must
 * reach 4.5:1 against both gradient ends and every confetti colour.
 */
const cardThemeBackgrounds = ["from", "to", "confetti-1", "confetti-2", "confetti-3"];

describe.each(
  CARD_THEMES.flatMap(
    (theme) =>
      [
        [theme, "light", tokensOf(`.card-theme-${theme}`)],
        [theme, "dark", tokensOf(`.dark .card-theme-${theme}`)],
      ] as const,
  ),
)("the %s card theme, %s", (_theme, _mode, tokens) => {
  it.each(["foreground", "muted"].flatMap((text) => cardThemeBackgrounds.map((background) => [text, background])))(
    "%s text on %s reaches 4.5:1",
    (text, background) => {
      const [fore, back] = [tokens[`card-theme-${text}`], tokens[`card-theme-${background}`]];
      if (fore === undefined || back === undefined)
        throw new Error(`--card-theme-${text} or --card-theme-${background} is missing`);
      expect(contrast(fore, back)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/*
 * The avatar gradients (classes of app/globals.css): white initials on both
 * ends, with the colours taken from Tailwind's own palette file.
 */
const tailwindPalette = readFileSync(require.resolve("tailwindcss/theme.css"), "utf8");

function paletteColour(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tailwindPalette);
  if (!match) throw new Error(`no --color-${name} in tailwindcss/theme.css`);
  return match[1]!.trim();
}

/** The utilities a class of app/globals.css is made of (its `@apply` line). */
function appliedBy(className: string): string {
  const start = css.indexOf(`.${className} {`);
  if (start < 0) throw new Error(`no .${className} rule in app/globals.css`);
  const applied = /@apply ([^;]+);/.exec(css.slice(start, css.indexOf("}", start)));
  if (!applied) throw new Error(`.${className} applies no utilities`);
  return applied[1]!;
}

describe.each(AVATAR_GRADIENTS.map((gradient) => [gradient]))("the avatar gradient %s", (gradient) => {
  const utilities = appliedBy(gradient);
  const stops = Array.from(utilities.matchAll(/(?:from|to)-([a-z]+-\d+)/g), (match) => match[1]!);

  it("has two stops, the solid colour being the first", () => {
    expect(stops).toHaveLength(2);
    expect(utilities).toContain(`bg-${stops[0]} `);
  });

  it.each(stops.map((stop) => [stop]))("carries white text on %s at 4.5:1", (stop) => {
    expect(contrast("#ffffff", paletteColour(stop))).toBeGreaterThanOrEqual(4.5);
  });
});

/*
 * The sharing image and the keepsake PDF draw the themes from hex copies of
 * the light variant (lib/group-cards/theme-colours.ts): each must be the
 * stylesheet's colour, rounded to 8 bits a channel.
 */
describe.each(CARD_THEMES)("the %s card theme's hex copy", (theme) => {
  const tokens = tokensOf(`.card-theme-${theme}`);
  const { confetti, ...rest } = THEME_COLOURS[theme];
  const copies = { ...rest, "confetti-1": confetti[0], "confetti-2": confetti[1], "confetti-3": confetti[2] };
  it.each(Object.entries(copies))("%s is the stylesheet's colour", (name, hex) => {
    const css = tokens[`card-theme-${name}`];
    if (css === undefined) throw new Error(`--card-theme-${name} is missing`);
    // Both read as linear sRGB; 8-bit rounding moves a channel by at most half a step.
    parseColour(css).forEach((channel, index) => {
      const encode = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);
      expect(Math.abs(encode(channel) - encode(parseColour(hex)[index]!))).toBeLessThanOrEqual(0.5 / 255 + 1e-9);
    });
  });
});
