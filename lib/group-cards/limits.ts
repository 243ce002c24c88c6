// The longest texts a group card takes, in characters. Apart from the
// schemas (./schema.ts, which re-exports them) so that a form needing only
// a limit does not bring zod into its page: present mode's thank-you form
// would otherwise load it with the slideshow.

export const CARD_TITLE_MAX_LENGTH = 120;
export const CARD_DESCRIPTION_MAX_LENGTH = 1000;
export const CARD_NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest thank-you note: a few warm paragraphs, not a letter. */
export const THANK_YOU_MAX_LENGTH = 1000;

/**
 * The most messages a card holds: ten times the 50 its page is measured
 * with, so that a card's page, present mode and keepsake stay bounded
 * (docs/decisions/048-per-account-limits.md).
 */
export const MAX_MESSAGES_PER_CARD = 500;
/** The most messages one invitee adds to a card, so that nobody can fill it for everyone else; the creator has only the card's limit. */
export const MAX_MESSAGES_PER_AUTHOR = 25;
