import { z } from "zod";
import { yearSchema } from "@/lib/dates/birth-year";
import { optionalText, requiredText, safeText } from "@/lib/validation/text";

// A gift idea for one birthday, as a form and POST/PUT
// /api/birthdays/{id}/gifts[/{giftId}] send it. Shared by both; every
// message is a key in the "validation" namespace. Client-safe.

const GIFT_TITLE_MAX_LENGTH = 200;
const GIFT_URL_MAX_LENGTH = 2000;
const GIFT_NOTES_MAX_LENGTH = 2000;
/** Prices are stored as numeric(10, 2): below 100 000 000, two decimals. */
const GIFT_PRICE_LIMIT = 100_000_000;

export const giftStatuses = ["idea", "bought", "given"] as const;
export type GiftStatus = (typeof giftStatuses)[number];

/**
 * http(s) with a host, written out with "//": nothing a link on the page could
 * run (javascript:, data:), and nothing a browser reads otherwise than the
 * server does ("https:example.com" is example.com to the URL parser but a
 * path on this site in a link).
 */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * At most two decimals, judged on the number's shortest decimal spelling
 * (what the user typed): 25.5 and 0.29 pass, 1.005 and 1e-7 do not.
 */
function hasAtMostTwoDecimals(value: number): boolean {
  return /^\d+(\.\d{1,2})?$/.test(String(value));
}

const givenYear = yearSchema("giftGivenYearRange");

export const giftInputSchema = z
  .object({
    title: requiredText({ max: GIFT_TITLE_MAX_LENGTH, required: "giftTitleRequired", tooLong: "giftTitleTooLong" }),
    /** http(s) address; '' and null become null. */
    url: safeText({ max: GIFT_URL_MAX_LENGTH, tooLong: "giftUrlInvalid" }, "giftUrlInvalid")
      .refine((value) => value === "" || isWebAddress(value), "giftUrlInvalid")
      .nullish()
      .transform((value) => value || null),
    /** A number (not a string) from 0 to 99 999 999.99, at most two decimals. */
    price: z
      .number("giftPriceInvalid")
      .min(0, "giftPriceInvalid")
      .lt(GIFT_PRICE_LIMIT, "giftPriceInvalid")
      .refine(hasAtMostTwoDecimals, "giftPriceInvalid")
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalText({ max: GIFT_NOTES_MAX_LENGTH, tooLong: "notesTooLong", multiline: true }),
    /** Omitted: idea. */
    status: z.enum(giftStatuses, "giftStatusInvalid").default("idea"),
    /** Required when status is given; dropped (null) for the other statuses. */
    givenYear,
  })
  .superRefine(
    (gift, context) => {
      // Runs even when another field failed, so all messages show at once
      // (and when the body was not an object at all: then there is nothing to add).
      if (gift?.status === "given" && gift.givenYear == null) {
        context.addIssue({ code: "custom", path: ["givenYear"], message: "giftGivenYearRequired" });
      }
    },
    { when: () => true },
  )
  .transform((gift) => ({ ...gift, givenYear: gift.status === "given" ? gift.givenYear : null }));

/** What a client sends. */
export type GiftInput = z.input<typeof giftInputSchema>;
/** What the server stores after parsing: trimmed texts, null for what is missing. */
export type GiftData = z.output<typeof giftInputSchema>;

/** One gift idea as the API answers with it. */
export type GiftDto = {
  id: number;
  birthdayId: number;
  title: string;
  url: string | null;
  /** Two decimals, e.g. "25.50"; null when no price was given. */
  price: string | null;
  notes: string | null;
  status: GiftStatus;
  /** The year it was given; set only when status is "given". */
  givenYear: number | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
};
