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
