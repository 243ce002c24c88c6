import type { CardTheme } from "./themes";

/**
 * The card themes' colours (light variant) as sRGB hex, for what the server
 * draws outside the browser: the sharing image and the keepsake PDF, whose
 * renderers do not read CSS or know oklch. The same colours as
 * `.card-theme-<id>` in app/globals.css; tests/unit/design-tokens.test.ts
 * checks each against the stylesheet.
 */
export const THEME_COLOURS: Record<
  CardTheme,
  { from: string; to: string; confetti: [string, string, string]; foreground: string; muted: string }
> = {
  default: { from: "#ffeaf6", to: "#efe6ff", confetti: ["#fab0d9", "#f3d086", "#a3cffd"], foreground: "#361534", muted: "#6a3860" },
  sunset: { from: "#ffeaca", to: "#ffdbda", confetti: ["#ffb57c", "#ffafbc", "#ecd78a"], foreground: "#451a0f", muted: "#7d3827" },
  nature: { from: "#d8f9dd", to: "#cff4ef", confetti: ["#95deae", "#d8da8c", "#97dddc"], foreground: "#002f22", muted: "#1a533e" },
  purple: { from: "#ede6ff", to: "#fbe1fc", confetti: ["#c8b7ff", "#f0b3ea", "#b7d2ff"], foreground: "#2c1648", muted: "#5b3b7c" },
  ocean: { from: "#d8f4ff", to: "#cdf4f3", confetti: ["#9bd2fa", "#91e2dc", "#a2e6c7"], foreground: "#002946", muted: "#184f71" },
};
