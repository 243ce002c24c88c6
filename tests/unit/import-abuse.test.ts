/** @jest-environment node */
// Adversarial files of the largest allowed size against both parsers and the
// whole import (issue 10, item 1): every one must be read in well under a
// second. The vCard parser once copied a property's parameter list for every
// parameter, so 80 KB of `;X=1` blocked the server for 97 s.
import fc from "fast-check";
import { parseCsv } from "@/lib/contacts/csv";
import { parseImportWork, readImport } from "@/lib/contacts/import";
import { MAX_IMPORT_BYTES } from "@/lib/contacts/limits";
import { MAX_VCARD_LINE_LENGTH, MAX_VCARD_PARAMETERS, parseVCards } from "@/lib/contacts/vcard";
import type { ImportFormat } from "@/lib/contacts/types";
import { AppError } from "@/lib/http/errors";
import { utf8Length } from "@/lib/text/utf8";

/**
 * Twice the server's budget of a second (measured by `npm run bench:import-abuse`):
 * a file takes about 0.3 s here alone, but over 1 s was seen while the other Jest
 * worker shared the core. Work that grows faster than the file (97 s once) still fails.
 */
const LIMIT_MS = 2000;
/**
 * The server runs an import in slices; no slice may hold up other requests
 * for longer. Generous for a busy machine: a CSV row of a whole megabyte is
 * one slice, and took 164 ms (the fastest of three tries) while the full Jest
 * run shared the machine in session 13. Reading a file without slices takes
 * 0.3 s or more; `npm run bench:import-abuse` measures what other requests
 * feel, against 200 ms.
 */
const STEP_LIMIT_MS = 250;

/** `head`, then `unit` repeated, then `tail`: as close to the import's byte limit as the pieces allow. */
function largest(head: string, unit: string, tail: string): string {
  const room = MAX_IMPORT_BYTES - utf8Length(head) - utf8Length(tail);
  return head + unit.repeat(Math.max(0, Math.floor(room / utf8Length(unit)))) + tail;
}

/**
 * Milliseconds the parser alone and the whole import (limits, parsing,
 * validation) take on `content`, and the longest stretch of the import
 * between two points where the server lets other requests run.
 */
function timings(format: ImportFormat, content: string): { parse: number; read: number; longestStep: number } {
  let start = performance.now();
  if (format === "vcard") parseVCards(content);
  else parseCsv(content);
  const parse = performance.now() - start;

  start = performance.now();
  let longestStep = 0;
  let stepStart = start;
  const work = parseImportWork({ format, content });
  try {
    while (!work.next().done) {
      longestStep = Math.max(longestStep, performance.now() - stepStart);
      stepStart = performance.now();
    }
  } catch (error) {
    // A file refused as a whole is a fine outcome; only the time matters.
    if (!(error instanceof AppError)) throw error;
  }
  const end = performance.now();
  return { parse, read: end - start, longestStep: Math.max(longestStep, end - stepStart) };
}

/**
 * timings() of the fastest of up to three tries: a parser that is really slow
 * stays slow, while a pause of this shared machine (or of the garbage
 * collector) in one try does not fail the test.
 */
function fastestOf3(format: ImportFormat, content: string): ReturnType<typeof timings> {
  const tooSlow = ({ parse, read, longestStep }: ReturnType<typeof timings>) =>
    parse >= LIMIT_MS || read >= LIMIT_MS || longestStep >= STEP_LIMIT_MS;
  let best = timings(format, content);
  for (let attempt = 1; attempt < 3 && tooSlow(best); attempt += 1) {
    const next = timings(format, content);
    best = {
      parse: Math.min(best.parse, next.parse),
      read: Math.min(best.read, next.read),
      longestStep: Math.min(best.longestStep, next.longestStep),
    };
  }
  return best;
}

// No NUL or U+FFFD: those files are refused before they reach the parser.
const noise = fc.string({ unit: "binary", minLength: 1, maxLength: 6 }).map((text) => text.replace(/[\u0000\uFFFD]/g, "x"));

const vcardHeads = ["", "BEGIN:VCARD\r\n", "BEGIN:VCARD\nFN", "BEGIN:VCARD\nFN:a", "BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:", 'BEGIN:VCARD\nFN;X="'];
const vcardUnits = [
  ";X=1", ";TYPE=a,b,c", ";QUOTED-PRINTABLE", ";CHARSET=utf-8", '"', '";', '\\', "\\,", "\\n", ":", ";", "=", "=C5=",
  "\n ", "\r\n\t", "=\n", "\n", "\r", "BEGIN:VCARD\n", "END:VCARD\n", "BEGIN:VCARD\nEND:VCARD\n",
  "BEGIN:VCARD\nFN:A\nBDAY:--0101\nEND:VCARD\n", "item1.EMAIL;type=pref:a@b.c\n", "N:;;;;\n", "FN:", "BDAY:", "x", " ",
];
const csvHeads = ["", "Name,Birthday\n", "Name,Birthday,Email,Notes\n", 'Name,Birthday\n"', "Name;Birthday\nA;1", "\uFEFFName\tBirthday\n"];
const csvUnits = [
  '"', '""', '"",', 'a"', ',"', ",", ";", "\t", "\n", "\r", "\r\n", " ", "x", "=", "'", "г.",
  "A,1990-01-01\n", "A,03/04/1990\n", "A,--02-29,a@b.c,notes\n", ",,,,\n", "Name,Birthday,", "Vardas;", "  \t",
];

function adversarial(heads: string[], units: string[]) {
  return fc
    .record({
      head: fc.constantFrom(...heads),
      units: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...units) }, { weight: 1, arbitrary: noise }), {
        minLength: 1,
        maxLength: 4,
      }),
      tail: fc.constantFrom("", "\nEND:VCARD", '",1990-01-01', ":x"),
    })
    .map(({ head, units: parts, tail }) => largest(head, parts.join(""), tail));
}

describe("imports of the largest allowed size built to be slow", () => {
  // The shapes named in issue 10, first, then whatever fast-check builds from their pieces.
  // Each as [head, repeated unit, tail].
  const shapes = {
    vcard: [
      ["BEGIN:VCARD\nFN", ";X=1", ":x\nEND:VCARD"],
      ["BEGIN:VCARD\nFN:a", "\n x", "\nBDAY:1990-01-01\nEND:VCARD"],
      ["BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:", "=\n", "\nEND:VCARD"],
      ["", "BEGIN:VCARD\nEND:VCARD\n", ""],
      ["", "BEGIN:VCARD\n", ""],
      ['BEGIN:VCARD\nFN;X="', '"', ""],
      ["BEGIN:VCARD\nFN:", "\\,", "\nBDAY:1990-01-01\nEND:VCARD"],
    ],
    csv: [
      ["Name,Birthday\n", 'a"', ""],
      ['Name,Birthday\n"', "x", '",1990-01-01'],
      ['Name,Birthday\n"', '"",', ""],
      ["", ",", ""],
      ["Name,Birthday\n", "\n", ""],
      ["Name,Birthday\nA,1", " ", "x"],
      ["Name,Birthday\n", "A,--02-29\n", ""],
    ],
  } as const;
  const examples = (format: ImportFormat) => shapes[format].map(([head, unit, tail]) => [largest(head, unit, tail)] as [string]);

  it.each([
    ["vCard", "vcard", adversarial(vcardHeads, vcardUnits)],
    ["CSV", "csv", adversarial(csvHeads, csvUnits)],
  ] as const)("reads every %s file in under two seconds, in slices of under 250 ms", (_, format, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (content) => {
        expect(utf8Length(content)).toBeLessThanOrEqual(MAX_IMPORT_BYTES);
        const { parse, read, longestStep } = fastestOf3(format, content);
        expect(parse).toBeLessThan(LIMIT_MS);
        expect(read).toBeLessThan(LIMIT_MS);
        expect(longestStep).toBeLessThan(STEP_LIMIT_MS);
      }),
      { numRuns: 40, examples: examples(format) },
    );
  }, 60_000);
});

describe("vCard caps", () => {
  it(`reads at most ${MAX_VCARD_PARAMETERS} parameters of a property`, () => {
    const filler = Array.from({ length: MAX_VCARD_PARAMETERS }, (_, index) => `;X-${index}=1`).join("");
    const read = (params: string) =>
      parseVCards(`BEGIN:VCARD\nFN:Ann\nBDAY${params}:1604-07-15\nEND:VCARD`)[0]!.date;
    expect(read(";X-APPLE-OMIT-YEAR=1604")).toEqual({ year: null, month: 7, day: 15 });
    // Past the cap, Apple's "no year" is not read: the year stays.
    expect(read(`${filler};X-APPLE-OMIT-YEAR=1604`)).toEqual({ year: 1604, month: 7, day: 15 });
  });

  it(`reads a logical line up to ${MAX_VCARD_LINE_LENGTH} characters, so an overlong name is still refused as too long`, () => {
    const name = "Ann".repeat(20_000);
    const folded = name.match(/.{1,70}/g)!.join("\r\n ");
    const content = `BEGIN:VCARD\r\nFN:${folded}\r\nBDAY:1990-01-01\r\nEND:VCARD\r\n`;
    const [entry] = parseVCards(content);
    expect(entry!.name).toBe(name.slice(0, MAX_VCARD_LINE_LENGTH - "FN:".length));
    expect(entry!.date).toEqual({ year: 1990, month: 1, day: 1 });
    expect(readImport({ format: "vcard", content }).skipped).toEqual([
      { line: 1, reason: "nameTooLong", name: entry!.name },
    ]);
  });
});
