// The interface theme (spec section 9): dark by default, light on request,
// remembered in local storage and in a cookie (components/site/theme-provider.tsx) so the server
// renders the right theme on the first byte.
export const themes = ["dark", "light"] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = "dark";
export const THEME_COOKIE = "confetti-theme";
export const THEME_STORAGE_KEY = "confetti-theme";
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isTheme(value: unknown): value is Theme {
  return value === "dark" || value === "light";
}
