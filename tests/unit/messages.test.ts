/** @jest-environment node */
// The three message catalogues must stay in step: a key missing in one
// language shows a raw key on the page, and an argument that differs between
// languages throws or renders "{year}" at runtime. Every failure below lists
// the offending language and key so the fix is obvious from the test output.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";
import { defaultLocale, locales, type Locale } from "../../lib/i18n/locales";

/** Each leaf of a catalogue under its dotted key, e.g. "privacy.sections.cookies.body". */
function flatten(node: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === "object" && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

/** Every element of a parsed message, including those nested in plural, select and tag branches. */
function* walk(elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of elements) {
    yield element;
    if (isTagElement(element)) yield* walk(element.children);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) yield* walk(option.value);
    }
  }
}

/** The names a caller must supply: {arguments} and rich-text <tags> (t.rich needs a renderer for each). */
function argumentNames(elements: MessageFormatElement[]): string[] {
  const names = new Set<string>();
  for (const element of walk(elements)) {
    if (isTagElement(element)) names.add(`<${element.value}>`);
    else if (!isLiteralElement(element) && !isPoundElement(element)) names.add(element.value);
  }
  return [...names].sort();
}

/** Plural arguments lacking a category the language uses, e.g. ["{count}: few, many"] for Russian. */
function missingPluralCategories(locale: string, elements: MessageFormatElement[]): string[] {
  const problems: string[] = [];
  for (const element of walk(elements)) {
    if (!isPluralElement(element)) continue;
    const { pluralCategories } = new Intl.PluralRules(locale, { type: element.pluralType }).resolvedOptions();
    const missing = pluralCategories.filter((category) => !(category in element.options));
    if (missing.length > 0) problems.push(`{${element.value}}: ${missing.join(", ")}`);
  }
  return problems;
}

const catalogues = new Map<Locale, Map<string, unknown>>(
  locales.map((locale) => {
    const file = path.join(__dirname, "../../messages", `${locale}.json`);
    return [locale, flatten(JSON.parse(readFileSync(file, "utf8")))];
  }),
);

// Parsed once for all checks; a message that fails to parse is reported by
// its own test and skipped by the others.
const parsed = new Map<Locale, Map<string, MessageFormatElement[]>>();
const parseErrors: string[] = [];
for (const [locale, messages] of catalogues) {
  const asts = new Map<string, MessageFormatElement[]>();
  for (const [key, value] of messages) {
    if (typeof value !== "string") continue;
    try {
      asts.set(key, parse(value));
    } catch (error) {
      parseErrors.push(`${locale} ${key}: ${(error as Error).message}`);
    }
  }
  parsed.set(locale, asts);
}

describe("message catalogues", () => {
  it("have the same keys in every language", () => {
    const allKeys = new Set([...catalogues.values()].flatMap((messages) => [...messages.keys()]));
    const missingByLocale = Object.fromEntries(
      [...catalogues].map(([locale, messages]) => [
        locale,
        [...allKeys].filter((key) => !messages.has(key)).sort(),
      ]),
    );
    const nothingMissing = Object.fromEntries(locales.map((locale) => [locale, []]));
    expect(missingByLocale).toEqual(nothingMissing);
  });

  it("have no empty or non-text values", () => {
    const empty: string[] = [];
    for (const [locale, messages] of catalogues) {
      for (const [key, value] of messages) {
        if (typeof value !== "string" || value.trim() === "") empty.push(`${locale} ${key}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it("contain only valid ICU messages", () => {
    expect(parseErrors).toEqual([]);
  });

  it(`use the same ICU arguments as ${defaultLocale}`, () => {
    const reference = parsed.get(defaultLocale)!;
    const mismatches: string[] = [];
    for (const [locale, asts] of parsed) {
      if (locale === defaultLocale) continue;
      for (const [key, ast] of asts) {
        const expected = reference.get(key);
        if (!expected) continue; // a missing key is reported by the keys test
        const want = argumentNames(expected).join(", ");
        const got = argumentNames(ast).join(", ");
        if (want !== got) mismatches.push(`${locale} ${key}: ${defaultLocale} has [${want}], ${locale} has [${got}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("give every plural the categories its language needs (lt and ru: one, few, many, other)", () => {
    const problems: string[] = [];
    for (const [locale, asts] of parsed) {
      for (const [key, ast] of asts) {
        for (const problem of missingPluralCategories(locale, ast)) problems.push(`${locale} ${key} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The catalogues have no plurals or tags yet, so prove the checkers would catch them.
describe("message checkers", () => {
  it("collect argument names inside plural, select and tag branches", () => {
    const ast = parse("{count, plural, one {# <b>{name}</b>} other {{gender, select, other {#}}}}");
    expect(argumentNames(ast)).toEqual(["<b>", "count", "gender", "name"]);
  });

  it("report plural categories a language lacks", () => {
    const ast = parse("{count, plural, one {# день} other {# дней}}");
    expect(missingPluralCategories("ru", ast)).toEqual(["{count}: few, many"]);
    expect(missingPluralCategories("lt", ast)).toEqual(["{count}: few, many"]);
    expect(missingPluralCategories("en", ast)).toEqual([]);
  });
});
