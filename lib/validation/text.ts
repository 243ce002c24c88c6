import { z } from "zod";

// The rules every text field of every schema shares (docs/decisions/004).
// Client-safe: the forms and the API parse with the same schemas, so both
// give the same messages (keys of the "validation" namespace).
//
// - No control characters: PostgreSQL refuses NUL outright, and the others
//   are never typed, only smuggled in. Multi-line fields keep tabs and line
//   breaks; one-line fields (names, titles, addresses) have none.
// - One-line fields also refuse the explicit direction embeddings, overrides
//   and isolates (U+202A–202E, U+2066–2069): names and titles end up in
//   e-mail subjects and beside other text, where "\u202Eelgoog" reads as
//   "google". The invisible marks (U+200E, U+200F) stay: they change nothing
//   beyond the word they sit in.
// - No unpaired UTF-16 surrogates (they are not text and cannot be stored
//   as UTF-8).
// - A required name must show something: one made only of spaces,
//   zero-width or other invisible characters counts as empty.

/** Control characters (Unicode Cc) other than tab and line breaks, and unpaired surrogates. */
const FORBIDDEN_IN_TEXT = /[^\P{Cc}\t\n\r]|\p{Cs}/u;
/** Any control character, unpaired surrogate or explicit direction control. */
const FORBIDDEN_IN_LINE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/**
 * What shows nothing on its own: spaces, format characters (zero-width
 * space and joiners, word joiner, byte order mark, soft hyphen, direction
 * marks), combining marks without a base, and the Hangul and Braille
 * blanks that fonts draw empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** The "validation" key for text with a character it may not hold. */
const TEXT_INVALID = "textInvalidCharacters";

/** True when the text has at least one character that shows. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

type TextOptions = {
  max: number;
  /** "validation" key for a text longer than `max`. */
  tooLong: string;
  /** Tabs and line breaks allowed (notes), or one line (names). */
  multiline?: boolean;
};

/** Trimmed text of at most `max` characters with nothing that cannot be stored or shown. */
export function safeText({ max, tooLong, multiline = false }: TextOptions, invalidType = "invalid") {
  const forbidden = multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE;
  return z
    .string(invalidType)
    .refine((value) => !forbidden.test(value), TEXT_INVALID)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, tooLong));
}

/** A required text (a name, a title, a message): something visible, `required` otherwise. */
export function requiredText(options: TextOptions & { required: string }) {
  return safeText(options, options.required).refine(hasVisibleCharacter, options.required);
}

/** Optional text: '' and null (and, trimmed, only spaces) become null. */
export function optionalText(options: TextOptions) {
  return safeText(options)
    .nullish()
    .transform((value) => value || null);
}

/** The longest name a person (or a birthday) may have. */
export const NAME_MAX_LENGTH = 100;

/** A person's name: required, one line, at most NAME_MAX_LENGTH characters. */
export function personName() {
  return requiredText({ max: NAME_MAX_LENGTH, required: "nameRequired", tooLong: "nameTooLong" });
}

/** RFC 5321: at most 64 characters before the @ and 254 in all. */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

function fitsSmtpLimits(address: string): boolean {
  const at = address.lastIndexOf("@");
  return address.length <= EMAIL_MAX_LENGTH && at <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/** True for an address SMTP can deliver to (the forms' check: a local part, an @ and a domain). */
function isEmailAddress(value: string): boolean {
  return fitsSmtpLimits(value) && z.email().safeParse(value).success;
}

/** A required e-mail address, trimmed; `required` when empty, `invalidEmail` unless SMTP can deliver to it. */
export function emailAddress(required = "invalidEmail") {
  return safeText({ max: EMAIL_MAX_LENGTH, tooLong: "invalidEmail" }, required)
    .pipe(z.string().min(1, { error: required, abort: true }))
    .refine(isEmailAddress, "invalidEmail");
}

/** An optional e-mail address: '' and null become null. */
export function optionalEmailAddress() {
  return safeText({ max: EMAIL_MAX_LENGTH, tooLong: "invalidEmail" }, "invalidEmail")
    .refine((value) => value === "" || isEmailAddress(value), "invalidEmail")
    .nullish()
    .transform((value) => value || null);
}
