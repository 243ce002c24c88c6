import { AVATAR_GRADIENTS } from "@/components/ui/initials-avatar";
import { gradientOfEmail } from "@/lib/group-cards/avatar";
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
 * The avatar gradient of a sample contribution, by the rule the server uses
 * for addresses (`gradientOfEmail`; spec: "colour from the e-mail out of 8
 * gradients"). Real contributions carry the server's index
 * (ContributionDto.gradient); the landing page's samples, which have no
 * address, pass their name.
 */
export function contributionGradient(emailOrName: string): string {
  return AVATAR_GRADIENTS[gradientOfEmail(emailOrName)]!;
}
