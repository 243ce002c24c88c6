/** @jest-environment node */
import fc from "fast-check";
import { prettyJsonParts, textStream } from "@/lib/http/responses";

async function allParts(parts: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const part of parts) collected.push(part);
  return collected;
}

async function* oneByOne<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

describe("prettyJsonParts", () => {
  const objects = fc.dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue()), fc.constant(undefined)));

  it("joins to exactly what JSON.stringify(value, null, 2) writes", async () => {
    await fc.assert(
      fc.asyncProperty(objects, async (object) => {
        expect((await allParts(prettyJsonParts(object))).join("")).toBe(JSON.stringify(object, null, 2));
      }),
      { numRuns: 300 },
    );
  });

  it("writes a list read as it comes (an AsyncIterable) exactly as the same list in an array", async () => {
    await fc.assert(
      fc.asyncProperty(objects, async (object) => {
        const streamed = Object.fromEntries(
          Object.entries(object).map(([key, item]) => [key, Array.isArray(item) ? oneByOne(item) : item]),
        );
        expect((await allParts(prettyJsonParts(streamed))).join("")).toBe(JSON.stringify(object, null, 2));
      }),
      { numRuns: 300 },
    );
  });

  it("makes one part per element of a list, so a long list is sent a little at a time", async () => {
    const birthdays = oneByOne([{ name: "Ann" }, { name: "Bob" }, { name: "Cleo" }]);
    const parts = await allParts(prettyJsonParts({ exportedAt: "2026-11-27", birthdays }));
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
