import { initialsOf } from "@/lib/text/initials";

// A contribution's avatar (spec sections 2 and 9): up to two initials of the
// name and one of 8 gradients chosen by the contributor's address, so one
// person keeps one colour on every card without the address being shown.
// Pure; the server computes both and sends only the results. Apart from the
// schemas: the card previews draw samples' avatars with it in the browser,
// and importing ./schema.ts for a number put zod into the create page's
// first load (decision 047's rule for constants).

/** The 8 avatar gradients (docs/design.md, InitialsAvatar); ContributionDto.gradient indexes them. */
export const CONTRIBUTION_GRADIENT_COUNT = 8;

/**
 * 0 to CONTRIBUTION_GRADIENT_COUNT − 1 for an address: FNV-1a (32 bits) over
 * the normalised address's code points (no TextEncoder, so it runs in every
 * renderer, jsdom included).
 */
export function gradientOfEmail(email: string): number {
  let hash = 0x811c9dc5;
  for (const character of email.trim().toLowerCase()) {
    hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  }
  return hash % CONTRIBUTION_GRADIENT_COUNT;
}

/** The avatar of a contribution: initials of its name ('' for none) and its gradient. */
export function contributionAvatar(name: string | null, email: string): { initials: string; gradient: number } {
  return { initials: name ? initialsOf(name) : "", gradient: gradientOfEmail(email) };
}
