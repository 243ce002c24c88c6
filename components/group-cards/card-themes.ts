import { AVATAR_GRADIENTS } from "@/components/ui/initials-avatar";
import type { CardTheme } from "@/lib/group-cards/themes";

/**
 * The classes that draw a group card's theme behind its content: the
 * gradient and confetti of `.card-theme-<id>` in app/globals.css, with the
 * theme's text colour. Titles inherit it; secondary lines use
 * `text-(--card-theme-muted)`; message tiles are `bg-card` surfaces.
 */
export function cardThemeClass(theme: CardTheme): string {
  return `card-theme card-theme-${theme}`;
}

/**
 * The avatar gradient of a contribution (spec: "colour from the e-mail out
 * of 8 gradients"): a stable hash of the lower-cased e-mail, or of the name
 * when a sample or an older contribution has no e-mail, so one person keeps
 * one colour on every card.
 */
export function contributionGradient(emailOrName: string): string {
  let hash = 0;
  for (const character of emailOrName.trim().toLowerCase()) {
    hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  }
  return AVATAR_GRADIENTS[hash % AVATAR_GRADIENTS.length]!;
}
