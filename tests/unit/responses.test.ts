/** @jest-environment node */
import fc from "fast-check";
import { prettyJsonParts, textStream } from "@/lib/http/responses";

describe("prettyJsonParts", () => {
  it("joins to exactly what JSON.stringify(value, null, 2) writes", () => {
    const value = fc.dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue()), fc.constant(undefined)));
    fc.assert(
      fc.property(value, (object) => {
        expect([...prettyJsonParts(object)].join("")).toBe(JSON.stringify(object, null, 2));
      }),
      { numRuns: 500 },
    );
  });

  it("makes one part per element of an array, so a long list is sent a little at a time", () => {
    const parts = [...prettyJsonParts({ exportedAt: "2026-11-27", birthdays: [{ name: "Ann" }, { name: "Bob" }, { name: "Cleo" }] })];
    expect(parts.filter((part) => part.includes('"name"'))).toHaveLength(3);
  });
});

describe("textStream", () => {
  it("sends the parts' text whole, in UTF-8, in reads of about 64 KB", async () => {
    const parts = Array.from({ length: 3000 }, (_, index) => `${index}: Žukauskienė 🎂 ${"x".repeat(50)}\n`);
    const reads: number[] = [];
    let text = "";
    const decoder = new TextDecoder();
    const reader = textStream(parts[Symbol.iterator]()).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      reads.push(read.value.byteLength);
      text += decoder.decode(read.value, { stream: true });
    }
    expect(text).toBe(parts.join(""));
    expect(reads.length).toBeGreaterThan(2);
    expect(Math.max(...reads)).toBeLessThan(256 * 1024);
  });
});
