import localFont from "next/font/local";

/*
 * Onest, the app's one typeface, self-hosted from @fontsource-variable/onest
 * (no network at build or run time). One variable file per subset, each
 * with the package's own unicode-range, so a browser downloads only the
 * subsets a page's text uses: Latin always, Latin Extended for Lithuanian
 * (ą č ę ė į š ų ū ž), Cyrillic for Russian.
 *
 * next/font/local puts `declarations` on every face of a call and names each
 * call's family itself, so each subset is its own call and own family, and
 * app/globals.css stacks them in --font-sans. The ranges do not overlap, so
 * the order of the stack never picks a face; the Latin family goes last
 * because its variable ends with the fallback face. next/font needs literal
 * arguments, hence the repetition; tests/unit/fonts.test.ts checks these
 * ranges against the package's CSS so an upgrade cannot drift silently.
 *
 * The Latin file, which every page's text needs, is preloaded (Next sends
 * it as an early `Link` header): found only through the stylesheet, it came
 * late enough to hold text back from the first paint, and Lighthouse then
 * counted every script loaded meanwhile in the largest paint (decision 026,
 * fourth look). The other subsets are not: a page needs at most one of them.
 * `display: optional`: a file that is not there by the first paint is not
 * swapped in later on that page (it is cached for the next one), so text
 * never re-flows. With `swap`, bench:pages measured a
 * layout shift of up to 0.04 on /lt and /ru: only the Latin face can carry
 * the metric-adjusted fallback (a fallback on the other faces would stand in
 * for every letter), so Lithuanian and Cyrillic letters changed width when
 * their files arrived (docs/decisions/026-typeface.md).
 */
export const onestLatin = localFont({
  src: "../../node_modules/@fontsource-variable/onest/files/onest-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-onest-latin",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

export const onestLatinExt = localFont({
  src: "../../node_modules/@fontsource-variable/onest/files/onest-latin-ext-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-onest-latin-ext",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
    },
  ],
});

export const onestCyrillic = localFont({
  src: "../../node_modules/@fontsource-variable/onest/files/onest-cyrillic-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-onest-cyrillic",
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
    },
  ],
});

export const onestCyrillicExt = localFont({
  src: "../../node_modules/@fontsource-variable/onest/files/onest-cyrillic-ext-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-onest-cyrillic-ext",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
    },
  ],
});

/** Classes for <html> that define the four variables app/globals.css stacks into --font-sans. */
export const fontClassNames = [
  onestLatin,
  onestLatinExt,
  onestCyrillic,
  onestCyrillicExt,
]
  .map((font) => font.variable)
  .join(" ");
