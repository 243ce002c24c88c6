/** @jest-environment node */
import fc from "fast-check";
import { birthdayInputSchema } from "@/lib/birthdays/schema";
import { giftInputSchema } from "@/lib/birthdays/gift-schema";
import { profileSchema } from "@/lib/users/profile-schema";
import { emailAddress, optionalText, personName, safeText } from "@/lib/validation/text";

/** Control characters other than tab, line feed and carriage return (C0, DEL, C1). */
const forbiddenControl = fc.constantFrom(
  ...[...Array(32).keys(), 0x7f, ...Array.from({ length: 32 }, (_, i) => 0x80 + i)]
    .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
    .map((code) => String.fromCharCode(code)),
);
/** Characters that show nothing on their own. */
const invisible = fc.constantFrom(
  " ",
  "\u00a0",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u200e",
  "\u3164",
  "\u2800",
  "\u0301",
);
const notes = optionalText({ max: 2000, tooLong: "notesTooLong", multiline: true });

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("safeText", () => {
  it("refuses any text with a control character other than tabs and line breaks, wherever it is", () => {
    fc.assert(
      fc.property(fc.string(), forbiddenControl, fc.string(), (before, control, after) => {
        const text = `${before}${control}${after}`;
        expect(messagesOf(notes.safeParse(text))).toContain("textInvalidCharacters");
        expect(messagesOf(personName().safeParse(`Ann${text}`))).toContain("textInvalidCharacters");
      }),
    );
  });

  it("keeps tabs and line breaks in multi-line text only", () => {
    expect(notes.parse("a\tb\r\nc")).toBe("a\tb\r\nc");
    for (const text of ["a\tb", "a\nb", "a\rb"]) {
      expect(messagesOf(safeText({ max: 10, tooLong: "x" }).safeParse(text))).toEqual(["textInvalidCharacters"]);
    }
  });

  it("refuses direction embeddings, overrides and isolates in one-line text, which could make a name read as another", () => {
    const directionControl = fc.constantFrom(..."\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069");
    fc.assert(
      fc.property(fc.string(), directionControl, fc.string(), (before, control, after) => {
        expect(messagesOf(personName().safeParse(`Ann${before}${control}${after}`))).toContain("textInvalidCharacters");
      }),
    );
    // A right-to-left mark is typed by people who write in both directions; it reorders nothing around it.
    expect(personName().parse("Ann\u200f")).toBe("Ann\u200f");
  });

  it("refuses unpaired surrogates and accepts any well-formed printable text", () => {
    expect(messagesOf(notes.safeParse("a\ud800b"))).toEqual(["textInvalidCharacters"]);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 50 }), (text) => {
        fc.pre(!/\p{Cc}/u.test(text) && text.trim() !== "");
        expect(notes.parse(text)).toBe(text.trim());
      }),
    );
  });
});

describe("personName", () => {
  it("counts a name made only of invisible characters as empty", () => {
    fc.assert(
      fc.property(fc.array(invisible, { minLength: 1, maxLength: 20 }), (characters) => {
        expect(messagesOf(personName().safeParse(characters.join("")))).toEqual(["nameRequired"]);
      }),
    );
  });

  it("accepts names in any script, with joiners between visible letters", () => {
    for (const name of ["Ann", "Žydrūnė", "Анна", "李雷", "👩‍👩‍👧", "O\u2019Brien", "José\u0301"]) {
      expect(personName().parse(` ${name} `)).toBe(name);
    }
  });
});

describe("emailAddress", () => {
  it("allows at most 64 characters before the @ and 254 in all (RFC 5321)", () => {
    expect(emailAddress().parse(`${"a".repeat(64)}@example.com`)).toBe(`${"a".repeat(64)}@example.com`);
    expect(messagesOf(emailAddress().safeParse(`${"a".repeat(65)}@example.com`))).toEqual(["invalidEmail"]);
    const long = `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(messagesOf(emailAddress().safeParse(long))).toEqual(["invalidEmail"]);
  });

  it("names the required message for an empty address", () => {
    expect(messagesOf(emailAddress("required").safeParse("  "))).toEqual(["required"]);
  });
});

describe("every schema", () => {
  it("refuses a NUL in each of its text fields", () => {
    const nul = "a\u0000b";
    const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
      result.error!.issues.map((issue) => issue.path.join("."));
    expect(fieldsOf(birthdayInputSchema.safeParse({ name: nul, date: "2000-01-01", email: nul, notes: nul }))).toEqual([
      "name",
      "email",
      "notes",
    ]);
    expect(fieldsOf(giftInputSchema.safeParse({ title: nul, url: nul, notes: nul }))).toEqual([
      "title",
      "url",
      "notes",
    ]);
    expect(fieldsOf(profileSchema.safeParse({ name: nul, birthday: "1990-01-01", timeZone: nul }))).toEqual([
      "name",
      "timeZone",
    ]);
  });

  it("does not fail on a body that is not an object", () => {
    for (const body of [null, 7, "x", []]) {
      for (const schema of [birthdayInputSchema, giftInputSchema, profileSchema]) {
        expect(() => schema.safeParse(body)).not.toThrow();
        expect(schema.safeParse(body).success).toBe(false);
      }
    }
  });
});
