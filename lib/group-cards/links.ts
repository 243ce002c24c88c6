// Where a card lives, for the server (e-mails, sign-in links) and the browser
// (Share). Client-safe.

/** The query flag of the sign-in link's return path: the card page opens the Add Message dialog once. */
export const ADD_MESSAGE_PARAM = "add-message";

/** My group cards: the cards one made and the ones one signed. */
export const MY_CARDS_PATH = "/my-group-cards";

/** The card's page, where the invite link and the sign-in link lead. */
export function cardPath(slug: string): string {
  return `/group-cards/${slug}`;
}

/** The id of a message's tile on the card page, the target of the way back to it. */
export function messageAnchor(messageId: number | string): string {
  return `message-${messageId}`;
}

/** A message on its card's page (My group cards' way back to one's own message, docs/decisions/053). */
export function cardMessagePath(slug: string, messageId: number): string {
  return `${cardPath(slug)}#${messageAnchor(messageId)}`;
}

/** The card in present mode, where the delivery e-mails lead. */
export function cardPresentPath(slug: string): string {
  return `${cardPath(slug)}/present`;
}

/**
 * The query parameter of the delivery e-mails' link to present mode that
 * carries the card's thank-you secret (docs/decisions/043).
 */
export const THANK_YOU_PARAM = "thanks";

/** Where an invitee lands after the sign-in link: the card, with the Add Message dialog open. */
export function cardReturnPath(slug: string): string {
  return `${cardPath(slug)}?${ADD_MESSAGE_PARAM}=1`;
}

/** The full address of a card, for Share (copied to the clipboard). Browser only. */
export function cardUrl(slug: string): string {
  return new URL(cardPath(slug), window.location.origin).href;
}

const CARD_PAGE = /^\/group-cards\/([^/]+)(?:\/present)?\/?$/;

/** The slug of a card's page or its present mode (/group-cards/{slug}[/present]), else null. */
export function cardSlugOfPath(path: string): string | null {
  return CARD_PAGE.exec(path)?.[1] ?? null;
}

const GROUP_CARD_PAGE = /^\/(create-group-card|my-group-cards|group-cards|group-card)(\/|$)/;

/** Whether a path is one of the group-card pages (or would be, for a miss such as /group-cards). */
export function isGroupCardPage(path: string): boolean {
  return GROUP_CARD_PAGE.test(path);
}

/** Present mode: the card as a full-screen slideshow (decision 041). */
export function presentPath(slug: string): string {
  return `${cardPath(slug)}/present`;
}

/** The keepsake: the card as a PDF file. */
export function keepsakePath(slug: string): string {
  return `/api/group-cards/slug/${slug}/keepsake`;
}

/** The card's sharing preview (Open Graph image), drawn in `locale`. */
export function cardImagePath(slug: string, locale: string): string {
  return `/api/group-cards/slug/${slug}/og-image?locale=${locale}`;
}

/** The size of that image: the Open Graph convention most messengers crop to. */
export const CARD_IMAGE_SIZE = { width: 1200, height: 630 } as const;
