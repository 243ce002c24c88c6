// A card's address (/group-cards/{slug}): a short readable form of its title
// plus a random part, e.g. "anna-s-40th-k3m9x2q7v4pa1". The rules:
// - The random part is SLUG_RANDOM_LENGTH characters of Crockford's base 32
//   (no i, l, o, u: nothing to misread when a link is read out): 65 bits, so
//   a card cannot be found by guessing (docs/decisions/032).
// - The readable part is the title's words in lower-case ASCII: Lithuanian
//   letters lose their marks (ą → a), Russian is transliterated (Дима → dima),
//   everything else between words becomes one hyphen; at most
//   SLUG_WORDS_MAX_LENGTH characters, cut at a word. A title with nothing
//   left gives "card".
// - It never changes with the title: shared links keep working.
// Uniqueness and "never reused" are the database's (lib/group-cards/cards.ts).
// Pure, client-safe; the random bytes come from the caller.

export const SLUG_RANDOM_LENGTH = 13;
export const SLUG_WORDS_MAX_LENGTH = 32;
const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";

/** Russian (and Ukrainian) letters in Latin; й, ё and ї arrive decomposed as и, е and і with a mark. */
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ж: "zh", з: "z", и: "i", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh",
  щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya", і: "i", є: "ye", ґ: "g",
};

/** The readable part of a slug for a title, e.g. "Anna's 40th!" → "anna-s-40th". */
export function slugWords(title: string): string {
  const ascii = Array.from(title.toLowerCase().normalize("NFKD"))
    .map((char) => CYRILLIC[char] ?? char)
    .join("")
    .replace(/[\u0300-\u036f]/g, "");
  const words = ascii.split(/[^a-z0-9]+/).filter(Boolean);
  let result = "";
  for (const word of words) {
    const next = result ? `${result}-${word}` : word;
    if (next.length > SLUG_WORDS_MAX_LENGTH) {
      if (!result) result = word.slice(0, SLUG_WORDS_MAX_LENGTH);
      break;
    }
    result = next;
  }
  return result || "card";
}

/** SLUG_RANDOM_LENGTH base-32 characters from as many random bytes (5 bits of each used). */
export function randomSlugPart(randomBytes: Uint8Array): string {
  if (randomBytes.length < SLUG_RANDOM_LENGTH) throw new RangeError(`randomSlugPart needs ${SLUG_RANDOM_LENGTH} bytes`);
  return Array.from(randomBytes.subarray(0, SLUG_RANDOM_LENGTH), (byte) => CROCKFORD[byte & 31]).join("");
}

/** A slug for a title with the given random bytes. */
export function makeSlug(title: string, randomBytes: Uint8Array): string {
  return `${slugWords(title)}-${randomSlugPart(randomBytes)}`;
}

/** The longest slug makeSlug writes. */
export const SLUG_MAX_LENGTH = SLUG_WORDS_MAX_LENGTH + 1 + SLUG_RANDOM_LENGTH;

/** Whether a path segment could be a slug at all (anything else is a 404 without a query). */
export function isSlugShaped(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
