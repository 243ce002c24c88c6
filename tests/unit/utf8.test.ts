/** @jest-environment node */
import fc from "fast-check";
import { foldContentLine, utf8Length } from "@/lib/text/utf8";

describe("utf8Length", () => {
  it("counts what Buffer.byteLength counts, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text));
      }),
    );
  });
});

describe("foldContentLine", () => {
  it("keeps a line of 75 octets whole and folds the 76th onto a continuation line", () => {
    expect(foldContentLine("x".repeat(75))).toBe(`${"x".repeat(75)}\r\n`);
    expect(foldContentLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x\r\n`);
  });

  it("moves a multi-byte character whole to the next line", () => {
    // 74 ASCII octets and then "ą" (2 octets) would make 76.
    expect(foldContentLine(`${"x".repeat(74)}ą`)).toBe(`${"x".repeat(74)}\r\n ą\r\n`);
    // A 4-octet emoji after 73 octets would make 77.
    expect(foldContentLine(`${"x".repeat(73)}🎂`)).toBe(`${"x".repeat(73)}\r\n 🎂\r\n`);
  });

  it("limits continuation lines to 74 octets after their leading space", () => {
    const folded = foldContentLine("ж".repeat(200));
    for (const line of folded.split("\r\n").slice(0, -1)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`${"ж".repeat(200)}\r\n`);
  });

  it("folds any text into lines of at most 75 octets that unfold to the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const line = text.replace(/[\r\n]/g, "");
        const folded = foldContentLine(line);
        for (const piece of folded.split("\r\n").slice(0, -1)) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, "")).toBe(`${line}\r\n`);
      }),
    );
  });
});
