/**
 * The group-card themes of spec section 3, in the order the theme grid
 * shows them. Client-safe: the create form, the card pages, the landing
 * page's sample card and the server's schema all read this one list; their
 * names are `groupCards.themes.<id>` in the messages.
 */
export const CARD_THEMES = ["default", "sunset", "nature", "purple", "ocean"] as const;

export type CardTheme = (typeof CARD_THEMES)[number];

export const DEFAULT_CARD_THEME: CardTheme = "default";
