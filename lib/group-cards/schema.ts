import { z } from "zod";
import { parseDate } from "@/lib/dates/calendar";
import { imageKeyOfUrl } from "@/lib/images/urls";
import { emailAddress, hasVisibleCharacter, optionalEmailAddress, optionalText, requiredText } from "@/lib/validation/text";
import type { Locale } from "@/lib/i18n/locales";
import {
  CARD_DESCRIPTION_MAX_LENGTH,
  CARD_NAME_MAX_LENGTH,
  CARD_TITLE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  THANK_YOU_MAX_LENGTH,
} from "./limits";
import { MAX_POSITION } from "./positions";
import { CARD_THEMES, DEFAULT_CARD_THEME, type CardTheme } from "./themes";

// What the group-card forms send and the API answers, shared by both so they
// show the same messages (keys of the "validation" namespace of
// messages/*.json). Client-safe: no server imports.
// Decision records: docs/decisions/031-group-card-access.md, 032-group-card-slugs-and-tokens.md.

export * from "./limits";
/** Addresses one request may invite (the create form's field, or "invite more"). */
export const MAX_INVITEES_PER_REQUEST = 100;

const FIRST_CARD_YEAR = 1900;
const LAST_CARD_YEAR = 2100;

/** 'YYYY-MM-DD', a real date between 1900 and 2100: `required` when missing or blank, `invalid` otherwise. */
const cardDate = (required: string, invalid = required) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => {
      const date = parseDate(value);
      return date !== null && date.year >= FIRST_CARD_YEAR && date.year <= LAST_CARD_YEAR;
    }, invalid);

const recipientBirthday = cardDate("birthdayDateRequired", "birthdayDateInvalid");

/**
 * When and where the card is delivered (docs/decisions/042): the birthday
 * person's address (lower-cased; '' or null: none, the creator presents the
 * card), and the local date and hour in the creator's time zone ('' or null:
 * the birthday, 09:00).
 */
const delivery = {
  recipientEmail: optionalEmailAddress().transform((value) => value && value.toLowerCase()),
  deliveryDate: z
    .union([z.literal(""), cardDate("deliveryDateInvalid")], "deliveryDateInvalid")
    .nullish()
    .transform((value) => value || null),
  deliveryHour: z.int("deliveryHourInvalid").min(0, "deliveryHourInvalid").max(23, "deliveryHourInvalid").nullish(),
};

const recipientName = requiredText({
  max: CARD_NAME_MAX_LENGTH,
  required: "recipientNameRequired",
  tooLong: "recipientNameTooLong",
});
const title = requiredText({ max: CARD_TITLE_MAX_LENGTH, required: "cardTitleRequired", tooLong: "cardTitleTooLong" });
/** The creator's note to the people invited, never shown to the birthday person (lib/group-cards/contributor-note.ts). */
const description = optionalText({
  max: CARD_DESCRIPTION_MAX_LENGTH,
  tooLong: "cardDescriptionTooLong",
  multiline: true,
});
/** The card's own words for the birthday person, under its title; as long as the note may be. */
const greeting = optionalText({
  max: CARD_DESCRIPTION_MAX_LENGTH,
  tooLong: "cardGreetingTooLong",
  multiline: true,
});
const theme = z.enum(CARD_THEMES, "cardThemeInvalid");
/** The name someone signs with: the creator's ('Your name is required') or a contributor's. */
const signature = requiredText({ max: CARD_NAME_MAX_LENGTH, required: "yourNameRequired", tooLong: "nameTooLong" });

const anEmailAddress = emailAddress();

/** What separates the addresses of a list typed as one string. */
const ADDRESS_SEPARATORS = /[,;\r\n]+/;

/**
 * Invitees as an array of addresses or one string separated by commas,
 * semicolons or line breaks: trimmed, lower-cased, without repeats. At least
 * one and at most MAX_INVITEES_PER_REQUEST; every bad address is named in
 * the message ({emails}, {count}).
 */
export const inviteeListSchema = z
  .union([z.string(), z.array(z.string()).max(MAX_INVITEES_PER_REQUEST * 10)], "contributorsRequired")
  .transform((value, context) => {
    const parts = (typeof value === "string" ? value.split(ADDRESS_SEPARATORS) : value)
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean);
    const addresses = [...new Set(parts)];
    if (addresses.length === 0) {
      context.addIssue({ code: "custom", message: "contributorsRequired" });
      return z.NEVER;
    }
    const invalid = addresses.filter((address) => !anEmailAddress.safeParse(address).success);
    if (invalid.length > 0) {
      context.addIssue({
        code: "custom",
        message: "contributorEmailsInvalid",
        params: { emails: invalid.join(", "), count: invalid.length },
      });
      return z.NEVER;
    }
    if (addresses.length > MAX_INVITEES_PER_REQUEST) {
      context.addIssue({ code: "custom", message: "contributorsTooMany", params: { max: MAX_INVITEES_PER_REQUEST } });
      return z.NEVER;
    }
    return addresses;
  });

/**
 * Whether the birthday person's address is among the invitees (typed as the
 * form's field): they would see the card before it is delivered, so the form
 * warns (the surprise guard).
 */
export function recipientIsInvited(recipientEmail: string, invitees: string): boolean {
  const recipient = recipientEmail.trim().toLowerCase();
  return recipient !== "" && invitees.split(ADDRESS_SEPARATORS).some((address) => address.trim().toLowerCase() === recipient);
}

/** POST /api/group-cards: the create form. */
export const createCardSchema = z.object({
  recipientName,
  recipientBirthday,
  title,
  description,
  greeting,
  theme: theme.default(DEFAULT_CARD_THEME),
  invitedContributors: inviteeListSchema,
  initiatorName: signature,
  recipientEmail: delivery.recipientEmail,
  deliveryDate: delivery.deliveryDate,
  deliveryHour: delivery.deliveryHour.transform((value) => value ?? null),
  /** Until delivery, messages only for the creator, invitees and contributors (the default). */
  surpriseGuard: z.boolean("invalid").default(true),
  /** A daily summary of new messages to the creator until delivery (the default). */
  dailySummary: z.boolean("invalid").default(true),
  /**
   * The creator's saved birthday the card is for (docs/decisions/044): the
   * dashboard then shows the card on it. Someone else's: 404, nothing made.
   */
  birthdayId: z
    .int("invalid")
    .min(1, "invalid")
    .max(2_147_483_647, "invalid")
    .nullish()
    .transform((value) => value ?? null),
});

export type CreateCardInput = z.input<typeof createCardSchema>;
export type CreateCardData = z.output<typeof createCardSchema>;

/** PATCH /api/group-cards/{id}: any of the card's own fields; what is left out stays. */
export const updateCardSchema = z.object({
  recipientName: recipientName.optional(),
  recipientBirthday: recipientBirthday.optional(),
  title: title.optional(),
  /** Each: left out, unchanged; null or '', removed. */
  description: description.optional(),
  greeting: greeting.optional(),
  theme: theme.optional(),
  /** True before the delivery moment delivers the card at once (and not again at the moment). */
  isPublished: z.boolean("invalid").optional(),
  /** Whether invitees may add messages: delivery closes the card, its creator may reopen it. */
  messagesOpen: z.boolean("invalid").optional(),
  /** Until delivery, messages only for the creator, invitees and contributors (true), or for anyone with the link. */
  surpriseGuard: z.boolean("invalid").optional(),
  /** A daily summary of new messages to the creator until delivery. */
  dailySummary: z.boolean("invalid").optional(),
  /** Nudges to invitees who have not written, before delivery (decision 054). */
  nudgesOn: z.boolean("invalid").optional(),
  /** Each: left out, unchanged; null or '', removed (no recipient; the birthday; 09:00). */
  recipientEmail: delivery.recipientEmail.optional(),
  deliveryDate: delivery.deliveryDate.optional(),
  deliveryHour: delivery.deliveryHour,
});

/** POST /api/group-cards/{id}/delivery: send the card to the birthday person again, to this address if given. */
export const resendDeliverySchema = z.object({
  recipientEmail: emailAddress("recipientEmailRequired").transform((value) => value.toLowerCase()).optional(),
});

export type ResendDeliveryInput = z.input<typeof resendDeliverySchema>;

/** Far longer than the thank-you link's secret (32 hex digits), which is all it takes. */
const THANK_YOU_TOKEN_MAX_LENGTH = 200;

/**
 * POST /api/group-cards/slug/{slug}/thank-you (docs/decisions/043): the
 * birthday person's one note to everyone who signed, with the secret of the
 * delivery e-mail's link (`token`) unless they are signed in with the card's
 * address; `name` signs it (left out: the card's name for them).
 */
export const thankYouSchema = z.object({
  token: z.string("invalid").max(THANK_YOU_TOKEN_MAX_LENGTH, "invalid").nullish().transform((value) => value || null),
  message: requiredText({ max: THANK_YOU_MAX_LENGTH, required: "thankYouRequired", tooLong: "thankYouTooLong", multiline: true }),
  name: optionalText({ max: CARD_NAME_MAX_LENGTH, tooLong: "nameTooLong" }),
});

export type ThankYouInput = z.input<typeof thankYouSchema>;
export type ThankYouData = z.output<typeof thankYouSchema>;

/** The birthday person's thank-you note, for anyone who may read the card. */
export type ThankYouDto = {
  message: string;
  /** Who signed it (the card's name for the birthday person unless they gave another). */
  name: string;
  /** ISO 8601. */
  at: string;
};

export type UpdateCardInput = z.input<typeof updateCardSchema>;
export type UpdateCardData = z.output<typeof updateCardSchema>;

/** POST /api/group-cards/{id}/invitations: more people, or a resend to someone already invited. */
export const inviteSchema = z.object({ emails: inviteeListSchema });

export type InviteInput = z.input<typeof inviteSchema>;

export const CONTRIBUTION_TYPES = ["text", "image", "ai_image"] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

/** Far longer than any of this app's picture addresses (lib/images/urls.ts), which are all it takes. */
const IMAGE_URL_MAX_LENGTH = 200;

/** A photo's description (alt text): a sentence or two, as screen readers read it. */
export const IMAGE_ALT_MAX_LENGTH = 300;
const imageAlt = optionalText({ max: IMAGE_ALT_MAX_LENGTH, tooLong: "imageAltTooLong" });

/** The fields the rules of a message's type read: those must have parsed for the rules to run. */
const TYPED_FIELDS = new Set(["content", "type", "imageUrl"]);

/** Text nobody would see (only invisible characters) is no text. */
function visibleText(text: string | null): string | null {
  return text && hasVisibleCharacter(text) ? text : null;
}

/**
 * POST /api/group-cards/{id}/contributions (spec section 5). The address is
 * the form's read-only field; the server stores the session's instead.
 *
 * - "text": the message (content) is required; no picture.
 * - "image": a photo uploaded to this card (imageUrl), content the optional message
 *   beside it, imageAlt the photo's optional description (decision 054).
 * - "ai_image": an AI image made for this card (imageUrl), content the prompt it was made from.
 *
 * Here imageUrl only has to be shaped like one of this app's picture
 * addresses; the server then requires a picture of this card, by this
 * contributor, of the right kind, on no other message
 * (lib/group-cards/contributions.ts).
 */
/**
 * A card pass in a request's body, for a client without the card's cookie
 * (docs/decisions/051-card-passes.md). Left out, the cookie is used.
 */
const cardPassToken = z.string("inviteTokenInvalid").max(200, "inviteTokenInvalid").optional();

export const contributionSchema = z
  .object({
    contributorName: signature,
    // Optional: the server stores the session's or the invitation's address; only a
    // contributor-link guest's is theirs to give, or not (docs/decisions/051).
    contributorEmail: z
      .string("contributorEmailRequired")
      .nullish()
      .transform((value) => value?.trim() || null)
      .refine((value) => value === null || anEmailAddress.safeParse(value).success, "contributorEmailRequired"),
    inviteToken: cardPassToken,
    content: optionalText({ max: MESSAGE_MAX_LENGTH, tooLong: "messageTooLong", multiline: true }),
    type: z.enum(CONTRIBUTION_TYPES, "contributionTypeInvalid").default("text"),
    imageUrl: z
      .string("imageUrlInvalid")
      .max(IMAGE_URL_MAX_LENGTH, "imageUrlInvalid")
      .nullish()
      .transform((value) => value || null),
    imageAlt,
  })
  .superRefine(
    (message, context) => {
      const problem = (field: "content" | "imageUrl", key: string) => {
        context.addIssue({ code: "custom", path: [field], message: key });
      };
      const content = visibleText(message.content);
      if (message.type === "text") {
        if (!content) problem("content", "messageRequired");
        if (message.imageUrl) problem("imageUrl", "imageUrlInvalid");
      } else {
        if (!message.imageUrl) problem("imageUrl", "imageUrlRequired");
        else if (!imageKeyOfUrl(message.imageUrl)) problem("imageUrl", "imageUrlInvalid");
        if (message.type === "ai_image" && !content) problem("content", "imagePromptRequired");
      }
    },
    // Also when the name or address is wrong, so the form shows every problem at once.
    { when: ({ issues }) => issues.every((issue) => !TYPED_FIELDS.has(String(issue.path?.[0]))) },
  )
  // A text message has no photo to describe.
  .transform((message) => ({
    ...message,
    content: visibleText(message.content),
    imageAlt: message.type === "text" ? null : visibleText(message.imageAlt),
  }));

export type ContributionInput = z.input<typeof contributionSchema>;
export type ContributionData = z.output<typeof contributionSchema>;

/**
 * PATCH /api/group-cards/{id}/contributions/{contributionId}: the author's
 * text and photo description, or the creator's order. Left out, each stays;
 * null or '' removes the message beside a photo, or the photo's description
 * (a text message's text is required, and it has no photo to describe: the
 * server knows the message's type).
 */
export const updateContributionSchema = z.object({
  inviteToken: cardPassToken,
  contributorName: signature.optional(),
  content: optionalText({ max: MESSAGE_MAX_LENGTH, tooLong: "messageTooLong", multiline: true })
    .optional()
    .transform((value) => (value === undefined ? undefined : visibleText(value))),
  imageAlt: imageAlt.optional().transform((value) => (value === undefined ? undefined : visibleText(value))),
  position: z.int("positionInvalid").min(0, "positionInvalid").max(MAX_POSITION, "positionInvalid").optional(),
});

export type UpdateContributionInput = z.input<typeof updateContributionSchema>;
export type UpdateContributionData = z.output<typeof updateContributionSchema>;

export type InvitationStatus = "pending" | "accepted" | "contributed" | "revoked";

/** A card as every answer carries it. No address of anyone. */
export type GroupCardDto = {
  id: number;
  slug: string;
  title: string;
  /**
   * The creator's note to the people invited: only in answers to a viewer
   * who reads it (lib/group-cards/contributor-note.ts) and to the creator's
   * own requests; null otherwise, as when there is none.
   */
  description: string | null;
  /** The card's words for the birthday person. */
  greeting: string | null;
  recipientName: string;
  /** 'YYYY-MM-DD', or null on cards made before it was required. */
  recipientBirthday: string | null;
  theme: CardTheme;
  isPublished: boolean;
  /** Invitees may add messages (delivery closes the card; its creator may reopen it). */
  messagesOpen: boolean;
  /** Until delivery, messages only for the creator, invitees and contributors. */
  surpriseGuard: boolean;
  /** ISO 8601: when the card was delivered (at its moment, or published by hand before); null until then. */
  deliveredAt: string | null;
  /** The name the creator signed with. */
  creatorName: string;
  /** The card's language (its creator's): its sharing preview speaks it, and its e-mails to addresses without an account (decision 054). */
  locale: Locale;
  contributionsCount: number;
  /** The birthday person's note to everyone who signed, once written (after delivery). */
  thankYou: ThankYouDto | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
};

/** An invitation, as only the card's creator sees it. */
export type InvitationDto = {
  id: number;
  email: string;
  status: InvitationStatus;
  /** ISO 8601: when the e-mail last went out; null when it could not be sent (resend at once). */
  sentAt: string | null;
  respondedAt: string | null;
  /** ISO 8601: the earliest moment a resend is accepted (an hour after sentAt). */
  resendableAt: string;
};

/** A message on a card, for anyone who may see the card: a name and an avatar, never an address. */
export type ContributionDto = {
  id: number;
  type: "text" | "image" | "ai_image";
  content: string | null;
  /** The large picture's address (spec section 3); always one of this app's /api/images/ addresses. */
  imageUrl: string | null;
  /** The picture with its sizes (no layout shift) and its small variant for the grid; null for a text message. */
  image: CardImageDto | null;
  /** Null: show 'Anonymous'. */
  contributorName: string | null;
  /** Up to two letters from the name ('' without one). */
  initials: string;
  /** 0–7: which of the 8 avatar gradients, from the contributor's address (computed on the server). */
  gradient: number;
  position: number;
  createdAt: string;
  updatedAt: string;
  /** The viewer wrote it: they may edit and remove it. */
  mine: boolean;
  /** Written through the card's contributor link rather than a personal invitation (the creator's panel says so). */
  viaLink: boolean;
};

/**
 * A picture on a card as lib/images made it: WebP, the large variant at most
 * 2,048 px on its long side, the small one and the phone-sized ones
 * (`gridWidths`, decision 055) for the card's grid.
 */
export type CardImageDto = {
  /** The photo's description by its author, its alt text (decision 054); null without one. */
  alt: string | null;
  url: string;
  width: number;
  height: number;
  smallUrl: string;
  smallWidth: number;
  smallHeight: number;
  /** The widths of its variants of GRID_WIDTHS (lib/images/urls.ts) that are stored. */
  gridWidths: number[];
};

/** POST /api/group-cards/{id}/images and POST /api/ai/generate-image: the stored picture, ready to attach to a message. */
export type StoredImageDto = { url: string; width: number; height: number };

/** What the viewer of a card may do, and what the Add Message form is prefilled with. */
export type CardViewerDto = {
  isCreator: boolean;
  signedIn: boolean;
  /** May add a message now (creator, or signed in with an invited address). */
  canContribute: boolean;
  /** May open present mode and download the keepsake PDF (lib/group-cards/access.ts, "present"). */
  canPresent: boolean;
  /**
   * May write the thank-you note without the delivery link's secret: signed
   * in with the birthday person's address, the card delivered, no note yet.
   */
  canThank: boolean;
  /**
   * The card pass this viewer writes with, when their session may not write
   * on its own (docs/decisions/051): a personal invitation's (their address
   * fixed to the invited one), or the contributor link's (address optional).
   */
  pass: "invitation" | "link" | null;
  /**
   * The address the invitation was sent to, for its pass's holder only: the
   * read-only field, or the notice when signed in as someone else.
   */
  invitedEmail: string | null;
  /** Signed in with an address other than the invitation's pass they hold: they choose which to write as. */
  emailMismatch: boolean;
  /** A sign-in link for this invitation was sent already (the offer says so, also after a reload). */
  loginLinkSent: boolean;
  /** Wrote at least one of the card's messages (with their session or their pass). */
  wroteOne: boolean;
  /** Prefill of the Add Message form: the viewer's own name and address. */
  name: string | null;
  email: string | null;
  /**
   * The surprise guard keeps this viewer out until delivery: the card is
   * "still being prepared" and comes without its messages.
   */
  preparing: boolean;
  /**
   * Which limit keeps a viewer who may contribute from adding another
   * message (docs/decisions/048): the card's (MAX_MESSAGES_PER_CARD) or their
   * own (MAX_MESSAGES_PER_AUTHOR). Null while there is room, and for viewers
   * who may not contribute anyway.
   */
  messageLimit: "card" | "author" | null;
};

export type DeliveryEmailStatus = "pending" | "sending" | "sent" | "failed" | "skipped";

/** A card's delivery, as only its creator sees it (it carries the birthday person's address). */
export type DeliveryDto = {
  recipientEmail: string | null;
  /** As chosen: null means the birthday, and DEFAULT_DELIVERY_HOUR. */
  deliveryDate: string | null;
  deliveryHour: number | null;
  recipientBirthday: string | null;
  /** ISO 8601: the moment in the creator's time zone (`timeZone`), or null without a date. */
  moment: string | null;
  timeZone: string;
  /** The scheduler will deliver at `moment` (false when delivered, or when the moment had passed when it was set). */
  scheduled: boolean;
  /** The creator gets a daily summary of new messages until delivery. */
  dailySummary: boolean;
  /**
   * The nudges to invitees who have not written (decision 054): whether they are on, and
   * the next that will go — when (ISO 8601) and to which addresses — or null when none will.
   */
  nudges: { on: boolean; next: { at: string; to: string[] } | null };
  deliveredAt: string | null;
  /** The latest e-mail of the delivery (to the birthday person, or to the creator without one). */
  email: { to: string; status: DeliveryEmailStatus; error: string | null; sentAt: string | null } | null;
};

/** GET /api/group-cards/slug/{slug} and GET /api/group-cards/{id}. */
export type CardViewDto = {
  card: GroupCardDto;
  contributions: ContributionDto[];
  viewer: CardViewerDto;
  /** Only for the creator; null for everyone else. */
  invitations: InvitationDto[] | null;
  /** Only for the creator; null for everyone else. */
  delivery: DeliveryDto | null;
  /** Only for the creator: the contributor link (its address while on); null for everyone else. */
  contributorLink: ContributorLinkDto | null;
};

/** The card's contributor link for its creator: its address while on, else null (docs/decisions/051). */
export type ContributorLinkDto = { url: string | null };

/** What a card's sharing preview shows (its Open Graph image): nothing a visitor could not already read on the card. */
/** A card's sharing preview; `contributionsCount` is null while the surprise guard applies. */
export type CardSummaryDto = Pick<GroupCardDto, "title" | "recipientName" | "theme"> & { contributionsCount: number | null };

/** GET /api/group-cards: one of the signed-in user's cards. */
export type MyCardDto = GroupCardDto & { invitations: InvitationDto[] };

/**
 * Where a card someone else made stands for the people signing it
 * (docs/decisions/053): taking messages or closed, before or after its
 * delivery ("reopened": delivered, and its creator opened it again).
 */
export type SignedCardState = "open" | "closed" | "delivered" | "reopened";

/**
 * A card someone else made that the user signed or is invited to sign: what
 * any invitee may read on the card, and the user's own part in it. Never the
 * invitations or anyone's address.
 */
export type SignedCardDto = Pick<GroupCardDto, "slug" | "title" | "recipientName" | "creatorName" | "theme"> & {
  state: SignedCardState;
  /** The user's messages on the card. */
  messagesCount: number;
  /** The first of them as the card shows them, where the way back lands; null while there is none. */
  firstMessageId: number | null;
  /** Whether the user may add a message now (a live invitation, the card open). */
  canAddMessage: boolean;
};

/** GET /api/group-cards/signed: the most recent by activity first, at most MAX_SIGNED_CARDS_LISTED; `more` when some were left out. */
export type SignedCardsDto = { cards: SignedCardDto[]; more: boolean };

/**
 * A saved birthday's card as the dashboard shows it (docs/decisions/044):
 * "Open group card" to its page, with the messages so far or "delivered".
 */
export type BirthdayCardDto = { id: number; slug: string; contributionsCount: number; delivered: boolean };

/** GET /api/group-cards/birthdays: each birthday's card, by birthday id; birthdays without one are left out. */
export type BirthdayCardsDto = Record<number, BirthdayCardDto>;

/** What happened to each address of POST /api/group-cards/{id}/invitations. */
export type InviteOutcome = "invited" | "resent" | "recentlySent" | "alreadyContributed" | "creator";

export type InviteResultDto = {
  results: { email: string; outcome: InviteOutcome }[];
  invitations: InvitationDto[];
};

/** POST /api/group-cards/slug/{slug}/sign-in-link: whether this press sent the link. */
export type SignInLinkResultDto = { status: "sent" | "alreadySent"; message: string };
